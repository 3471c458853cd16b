import { describe, expect, it } from 'vitest';
import { mergeClaims, selectAccessClaimFor, syncTierClaim, tierClaimFor } from '../claims';

describe('tierClaimFor', () => {
  it('gives the plan while the subscription is active, otherwise none', () => {
    expect(tierClaimFor({ plan_name: 'elite', status: 'active' })).toBe('elite');
    expect(tierClaimFor({ plan_name: 'elite', status: 'paused' })).toBeNull();
    expect(tierClaimFor({ plan_name: 'crown', status: 'canceled' })).toBeNull();
    expect(tierClaimFor(null)).toBeNull();
  });
});

describe('syncTierClaim', () => {
  it('sets the tier and keeps admin', () => {
    expect(syncTierClaim({ admin: true }, { plan_name: 'crown', status: 'active' })).toEqual({
      claims: { admin: true, tier: 'crown' },
      changed: true,
    });
  });

  it('removes the tier when the subscription lapses or is deleted, keeping admin', () => {
    expect(
      syncTierClaim({ admin: true, tier: 'elite' }, { plan_name: 'elite', status: 'past_due' }),
    ).toEqual({
      claims: { admin: true },
      changed: true,
    });
    expect(syncTierClaim({ tier: 'elite' }, null)).toEqual({ claims: {}, changed: true });
  });

  it('replaces the tier on a plan change', () => {
    expect(syncTierClaim({ tier: 'reserve' }, { plan_name: 'elite', status: 'active' })).toEqual({
      claims: { tier: 'elite' },
      changed: true,
    });
  });

  it('reports no change when the claim is already right', () => {
    expect(
      syncTierClaim({ tier: 'elite', admin: true }, { plan_name: 'elite', status: 'active' })
        .changed,
    ).toBe(false);
    expect(syncTierClaim(undefined, null)).toEqual({ claims: {}, changed: false });
  });
});

describe('mergeClaims', () => {
  it('refuses reserved names', () => {
    expect(() => mergeClaims({}, { sub: 'x' })).toThrow(/Reserved claim/);
  });
});

describe('the select_access claim', () => {
  const sub = (overrides: Record<string, unknown>) => ({
    plan_name: 'reserve' as const,
    status: 'active',
    add_ons: { select_access: true },
    ...overrides,
  });

  it('is set while an active Reserve or Elite membership has Select Access, keeping admin', () => {
    expect(syncTierClaim({ admin: true }, sub({}))).toEqual({
      claims: { admin: true, tier: 'reserve', select_access: true },
      changed: true,
    });
    expect(selectAccessClaimFor(sub({ plan_name: 'elite' }))).toBe(true);
  });

  it('is removed without the add-on, on Crown, or once the membership lapses', () => {
    const existing = { admin: true, tier: 'reserve', select_access: true };
    expect(syncTierClaim(existing, sub({ add_ons: { select_access: false } }))).toEqual({
      claims: { admin: true, tier: 'reserve' },
      changed: true,
    });
    expect(selectAccessClaimFor(sub({ plan_name: 'crown' }))).toBeNull();
    expect(syncTierClaim(existing, sub({ status: 'paused' })).claims).toEqual({ admin: true });
    expect(syncTierClaim(existing, sub({})).changed).toBe(false);
  });
});
