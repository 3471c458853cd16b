/** An admin's note about a member, through the `addCustomerNote` function (it logs it). */
import { addCustomerNoteInputSchema, type AddCustomerNoteInput } from '@unlimited/domain';
import { useCallable } from '@/lib/callable';

export { addCustomerNoteInputSchema };

export function useAddCustomerNote(): (input: AddCustomerNoteInput) => Promise<unknown> {
  return useCallable('addCustomerNote');
}
