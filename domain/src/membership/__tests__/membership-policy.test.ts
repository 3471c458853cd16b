import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_POLICY, policySection, tierRhythmLines } from '../membership-policy';

const text = (id: Parameters<typeof policySection>[0]) => policySection(id).paragraphs.join(' ');

describe('membership policy', () => {
  it('covers rhythm, bags, term, pause, cancel, coverage, buying and Select Access once each', () => {
    expect(MEMBERSHIP_POLICY.map((s) => s.id)).toEqual([
      'rhythm',
      'bags',
      'term',
      'pause',
      'cancel',
      'coverage',
      'buying',
      'select-access',
    ]);
  });

  it('states the one rhythm of each tier from the tier constants', () => {
    expect(tierRhythmLines()).toEqual([
      'Reserve: 1 bag at a time, swap every 30 days.',
      'Elite: 1 bag at a time, swap every 21 days.',
      'Crown: 2 bags at a time, swap every 14 days.',
    ]);
    expect(text('rhythm')).toContain('swap clock starts the day your bag is delivered');
  });

  it('holds a returned bag’s place until its swap clock comes round, never “as soon as you send it back”', () => {
    expect(text('bags')).toContain(
      'its place frees when its swap clock comes round, 30, 21 or 14 days after the bag was delivered, by tier',
    );
    expect(text('bags')).toContain('Sending a bag back early does not bring the next one sooner.');
    expect(text('bags')).not.toMatch(/as soon as you send|no longer counts/);
  });

  it('states the 3-month minimum billed monthly and cancelling after the third cycle', () => {
    expect(text('term')).toContain('3-month minimum, billed monthly');
    expect(text('cancel')).toContain('After your third billing cycle');
  });

  it('prices the add-ons and the member purchase from the product constants', () => {
    expect(text('coverage')).toContain(
      'Full Coverage Protection ($19 a month, with Elite and Crown)',
    );
    expect(text('buying')).toContain('$2,850 is $1,950 for Reserve and Elite members and $1,853');
    expect(text('select-access')).toContain('$29 a month');
  });

  it('never says two versions exist', () => {
    const all = MEMBERSHIP_POLICY.flatMap((s) => [s.title, ...s.paragraphs]).join(' ');
    expect(all).not.toMatch(/two versions|published|waitlist launch offer/i);
  });

  it('groups the tiers by their bags at a time, from the tier table', () => {
    expect(policySection('bags').paragraphs[0]).toBe(
      'Reserve and Elite members carry 1 bag at a time; Crown members carry 2.',
    );
  });
});
