import { describe, expect, it } from 'vitest';
import { MAX_CLAIMS_JSON_LENGTH, mergeClaims } from '../lib/claims';

describe('mergeClaims', () => {
  it('keeps admin when a tier is set', () => {
    expect(mergeClaims({ admin: true }, { tier: 'elite' })).toEqual({ admin: true, tier: 'elite' });
  });

  it('keeps the tier when admin is granted', () => {
    expect(mergeClaims({ tier: 'crown' }, { admin: true })).toEqual({ tier: 'crown', admin: true });
  });

  it('starts from nothing when the user has no claims yet', () => {
    expect(mergeClaims(undefined, { admin: true })).toEqual({ admin: true });
    expect(mergeClaims(null, { tier: 'reserve' })).toEqual({ tier: 'reserve' });
  });

  it('removes a claim whose patch value is null', () => {
    expect(mergeClaims({ admin: true, tier: 'elite' }, { tier: null })).toEqual({ admin: true });
  });

  it('replaces a claim and leaves the inputs unchanged', () => {
    const existing = { tier: 'reserve' };
    const patch = { tier: 'crown' };
    expect(mergeClaims(existing, patch)).toEqual({ tier: 'crown' });
    expect(existing).toEqual({ tier: 'reserve' });
    expect(patch).toEqual({ tier: 'crown' });
  });

  it('refuses reserved claim names', () => {
    expect(() => mergeClaims({}, { sub: 'someone-else' })).toThrow(/Reserved claim name/);
    expect(() => mergeClaims({}, { firebase: {} })).toThrow(/firebase/);
    expect(() => mergeClaims({}, { aud: 'x', admin: true })).toThrow(/aud/);
  });

  it('refuses claims over 1000 characters of JSON', () => {
    const big = 'x'.repeat(MAX_CLAIMS_JSON_LENGTH);
    expect(() => mergeClaims({ admin: true }, { note: big })).toThrow(/at most 1000/);
    // Exactly at the limit is accepted: {"n":"…"} is 8 characters plus the value.
    const fits = { n: 'x'.repeat(MAX_CLAIMS_JSON_LENGTH - 8) };
    expect(JSON.stringify(mergeClaims({}, fits))).toHaveLength(MAX_CLAIMS_JSON_LENGTH);
  });
});
