import { describe, expect, it } from 'vitest';
import {
  MAX_ACTIVITY_ACTION_LENGTH,
  activityDocSchema,
  auditSearchToken,
} from '@unlimited/domain';
import { activityEntry } from '../activity';

const NOW = new Date('2026-11-30T10:00:00Z');

describe('activityEntry', () => {
  it('carries the search tokens of its words, so the Activity search finds a plain line', () => {
    const order = activityEntry('New order WWo9CFII: Hermès Kelly 28 Sellier', NOW, 'System');
    expect(activityDocSchema.parse(order)).toEqual(order);
    for (const search of ['Kelly', 'hermes', 'Hermès', 'new order', 'WWo9']) {
      expect(order.search_tokens).toContain(auditSearchToken(search));
    }
    const summary = activityEntry('CSV import: 1 product added', NOW, {
      uid: 'admin-1',
      name: 'admin@unlimited.test',
    });
    expect(summary).toMatchObject({ actor: 'admin@unlimited.test', timestamp: NOW });
    expect(summary.search_tokens).toContain(auditSearchToken('csv import'));
    expect(summary.search_tokens).toContain(auditSearchToken('product'));
  });

  it('cuts a long text to the stored maximum and tokens only what it keeps', () => {
    const entry = activityEntry(`Note ${'x'.repeat(600)} zebra`, NOW, 'System');
    expect(entry.action).toHaveLength(MAX_ACTIVITY_ACTION_LENGTH);
    expect(entry.action.endsWith('…')).toBe(true);
    expect(entry.search_tokens).toContain('note');
    expect(entry.search_tokens).not.toContain('zebra');
  });
});
