/** An admin's note about a member, through the `addCustomerNote` function (it logs it). */
import { addCustomerNoteInputSchema, type AddCustomerNoteInput } from '@unlimited/domain';
import { useMemberCallable } from '@/lib/member-callable';

export { addCustomerNoteInputSchema };

export function useAddCustomerNote(): (input: AddCustomerNoteInput) => Promise<unknown> {
  return useMemberCallable('addCustomerNote');
}
