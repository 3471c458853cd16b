import { describe, expect, it } from 'vitest';
import { RANKS } from '../../catalogue';
import { updateOrderInputSchema } from '../../operations';
import {
  RANK_MEANINGS,
  conditionEntry,
  conditionPhotoPath,
  conditionRecordDocSchema,
  conditionRecordWrite,
  conditionStageFor,
  gradeText,
  latestConditionEntry,
} from '../condition';

const now = new Date('2026-03-01T12:00:00Z');

describe('grades', () => {
  it('gives every grade a label and a meaning members read', () => {
    for (const rank of RANKS) {
      expect(RANK_MEANINGS[rank].length).toBeGreaterThan(10);
    }
    expect(gradeText('AB')).toBe('AB · Very Good');
  });
});

describe('conditionStageFor', () => {
  it('records the dispatch when an order ships and the return when it is received', () => {
    expect(conditionStageFor('pending_shipment', 'in_transit', false)).toBe('dispatch');
    expect(conditionStageFor('return_pending', 'completed', false)).toBe('return');
  });

  it('records nothing for other moves or corrections', () => {
    expect(conditionStageFor('in_transit', 'delivered', false)).toBeNull();
    expect(conditionStageFor('pending_shipment', 'cancelled', false)).toBeNull();
    expect(conditionStageFor('in_transit', 'pending_shipment', true)).toBeNull();
    expect(conditionStageFor('completed', 'return_pending', true)).toBeNull();
  });
});

describe('conditionEntry', () => {
  it('keeps the bag’s grade at dispatch and the admin’s grade on return', () => {
    expect(conditionEntry({ notes: '  Light mark on base  ' }, 'A', now)).toEqual({
      grade: 'A',
      notes: 'Light mark on base',
      photos: [],
      recorded_at: now,
    });
    expect(conditionEntry({ grade: 'B', photos: ['https://x.test/a.jpg'] }, 'A', now)).toEqual({
      grade: 'B',
      notes: '',
      photos: ['https://x.test/a.jpg'],
      recorded_at: now,
    });
  });

  it('writes one stage of one order’s record, which parses as a record', () => {
    const write = conditionRecordWrite(
      'bag1',
      'order1',
      'return',
      conditionEntry({}, 'SA', now),
      now,
    );
    expect(write).toMatchObject({ bag_id: 'bag1', order_id: 'order1', return: { grade: 'SA' } });
    expect(write).not.toHaveProperty('dispatch');
    const parsed = conditionRecordDocSchema.parse(write);
    expect(parsed.dispatch).toBeNull();
  });
});

describe('latestConditionEntry', () => {
  const dispatch = conditionEntry({ notes: 'sent' }, 'A', now);
  const back = conditionEntry({ grade: 'AB', notes: 'back' }, 'A', now);
  it('prefers the return, then the dispatch, else nothing', () => {
    expect(latestConditionEntry({ dispatch, return: back })).toMatchObject({
      stage: 'return',
      notes: 'back',
    });
    expect(latestConditionEntry({ dispatch, return: null })).toMatchObject({ stage: 'dispatch' });
    expect(latestConditionEntry({ dispatch: null, return: null })).toBeNull();
    expect(latestConditionEntry(null)).toBeNull();
  });
});

describe('updateOrder condition input', () => {
  const base = {
    orderId: 'o1',
    expected_status: 'pending_shipment',
    order_status: 'in_transit',
  } as const;
  it('accepts notes and https or site-path photos', () => {
    const parsed = updateOrderInputSchema.parse({
      ...base,
      condition_notes: 'Corners crisp',
      condition_photos: ['https://cdn.test/p.jpg', '/seed-photos/x.webp'],
    });
    expect(parsed.condition_photos).toHaveLength(2);
  });

  it('refuses other photo addresses, too many photos and overlong notes', () => {
    const refused = (extra: object) =>
      updateOrderInputSchema.safeParse({ ...base, ...extra }).error?.issues[0]?.message;
    expect(refused({ condition_photos: ['javascript:alert(1)'] })).toBe(
      'Each photo must be an https address',
    );
    expect(refused({ condition_photos: ['http://x.test/a.jpg'] })).toBe(
      'Each photo must be an https address',
    );
    expect(refused({ condition_photos: Array(6).fill('https://x.test/a.jpg') })).toBe(
      'At most 5 condition photos',
    );
    expect(refused({ condition_notes: 'x'.repeat(1001) })).toBe(
      'Condition notes must be 1000 characters or fewer',
    );
  });
});

describe('conditionPhotoPath', () => {
  it('names a photo by order, stage and suffix, with the file’s extension', () => {
    expect(
      conditionPhotoPath('o1', 'dispatch', 'lx3', { name: 'IMG_1.JPG', type: 'image/jpeg' }),
    ).toBe('condition/o1-dispatch_lx3.jpg');
    expect(conditionPhotoPath('o1', 'return', 'a', { name: 'blob', type: 'image/webp' })).toBe(
      'condition/o1-return_a.webp',
    );
  });
});
