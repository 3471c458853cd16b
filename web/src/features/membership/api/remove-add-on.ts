/** `removeAddOn({ addOn })`: the add-on stays until the period ends, then is dropped. */
import type { MembershipChangeResult, RemoveAddOnInput } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export const REMOVE_ADDON_FAILED = 'Failed to remove the add-on. Please try again.';

export function useRemoveAddOn(): (input: RemoveAddOnInput) => Promise<MembershipChangeResult> {
  return useCallable('removeAddOn');
}
