import { describe, expect, it } from 'vitest';
import {
  adminSignupStatusChoices,
  CONVERTED_IS_FINAL,
  CONVERTED_NEEDS_ACCOUNT,
  INVITED_NEEDS_INVITATION,
  REVOKE_FIRST,
  signupStatusRefusal,
} from '../waitlist';

describe('waitlist status by hand', () => {
  it('offers only decline and restore; an invited or converted signup keeps its status', () => {
    expect(adminSignupStatusChoices('pending')).toEqual(['pending', 'declined']);
    expect(adminSignupStatusChoices('declined')).toEqual(['pending', 'declined']);
    expect(adminSignupStatusChoices('invited')).toEqual(['invited']);
    expect(adminSignupStatusChoices('converted')).toEqual(['converted']);
  });

  it('refuses typing Invited or Converted, and moving an invited or converted signup', () => {
    expect(signupStatusRefusal('pending', 'invited')).toBe(INVITED_NEEDS_INVITATION);
    expect(signupStatusRefusal('declined', 'converted')).toBe(CONVERTED_NEEDS_ACCOUNT);
    expect(signupStatusRefusal('invited', 'pending')).toBe(REVOKE_FIRST);
    expect(signupStatusRefusal('invited', 'declined')).toBe(REVOKE_FIRST);
    expect(signupStatusRefusal('converted', 'declined')).toBe(CONVERTED_IS_FINAL);
    expect(signupStatusRefusal('pending', 'declined')).toBeNull();
    expect(signupStatusRefusal('declined', 'pending')).toBeNull();
    expect(signupStatusRefusal('invited', 'invited')).toBeNull();
  });
});
