import { describe, expect, it } from 'vitest';
import { plural } from '@/lib/plural';

describe('plural', () => {
  it.each([
    [0, '0 rows were'],
    [1, '1 row was'],
    [2, '2 rows were'],
    [1200, '1,200 rows were'],
  ])('agrees the words with %i', (count, text) => {
    expect(plural(count, 'row was', 'rows were')).toBe(text);
  });
});
