/** `addAddOn({ addOn })`: on at once, charged (prorated) through billing. */
import type { AddAddOnInput, MembershipChangeResult } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const ADD_ADDON_FAILED = 'Failed to add the add-on. Please try again.';

export function useAddAddOn(): (input: AddAddOnInput) => Promise<MembershipChangeResult> {
  return useCallable('addAddOn');
}
