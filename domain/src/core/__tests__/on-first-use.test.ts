import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '../on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes once and keeps it', () => {
    const make = vi.fn(() => new Intl.NumberFormat('en-US'));
    const format = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();

    expect(format().format(1234)).toBe('1,234');
    expect(format()).toBe(format());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
