import { describe, expect, it } from 'vitest';
import { listenReads, type ListenTargets } from '../lib/bench-browser';

const targets = (): ListenTargets => ({ withDocuments: new Set(), current: new Set() });
const doc = (target: number) =>
  `{"documentChange":{"document":{"name":"projects/p/databases/(default)/documents/products/a","fields":{"title":{"stringValue":"Bag"}}},"targetIds":[${target}]}}`;
const current = (...ids: number[]) =>
  `{"targetChange":{"targetChangeType":"CURRENT","targetIds":[${ids.join(',')}],"resumeToken":"AQ==","readTime":"2026-11-23T00:00:00Z"}}`;

describe('listenReads (the bench counts what Firestore bills on the Listen stream)', () => {
  it('counts one read per document sent', () => {
    expect(listenReads(`[[5,[${doc(2)}]],[6,[${doc(2)}]],[7,[${current(2)}]]]`, targets())).toBe(2);
  });

  it('counts one read for a query that returned nothing, once', () => {
    const state = targets();
    expect(listenReads(`[[3,[${current(4)}]]]`, state)).toBe(1);
    expect(listenReads(`[[9,[${current(4)}]]]`, state)).toBe(0);
  });

  it('follows targets across pieces of the stream', () => {
    const state = targets();
    expect(listenReads(`[[1,[${doc(2)}]]]`, state)).toBe(1);
    expect(listenReads(`[[2,[${current(2, 4)}]]]`, state)).toBe(1);
  });

  it('ignores the stream’s global heartbeats', () => {
    expect(
      listenReads('[[8,[{"targetChange":{"resumeToken":"AQ==","readTime":"x"}}]]]', targets()),
    ).toBe(0);
  });
});
