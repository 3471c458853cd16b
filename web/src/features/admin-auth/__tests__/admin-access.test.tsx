import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAdminAccess } from '../api/get-admin-access';

const useSigninCheck = vi.fn();
vi.mock('reactfire', () => ({
  useSigninCheck: (options: unknown) => useSigninCheck(options) as unknown,
}));

const user = { uid: 'u1', email: 'a@example.com' };

describe('useAdminAccess', () => {
  it('asks reactfire for the admin claim with requiredClaims', () => {
    useSigninCheck.mockReturnValue({ status: 'loading', data: undefined });
    expect(renderHook(() => useAdminAccess()).result.current).toEqual({ status: 'loading' });
    expect(useSigninCheck).toHaveBeenCalledWith({ requiredClaims: { admin: true } });
  });

  it.each([
    [{ status: 'success', data: { signedIn: false, hasRequiredClaims: false } }, 'signed-out'],
    [{ status: 'error', data: undefined }, 'signed-out'],
    [{ status: 'success', data: { signedIn: true, hasRequiredClaims: false, user } }, 'forbidden'],
    [{ status: 'success', data: { signedIn: true, hasRequiredClaims: true, user } }, 'admin'],
  ])('maps %o to %s', (check, expected) => {
    useSigninCheck.mockReturnValue(check);
    expect(renderHook(() => useAdminAccess()).result.current.status).toBe(expected);
  });
});
