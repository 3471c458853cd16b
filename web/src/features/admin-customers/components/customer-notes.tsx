import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { CUSTOMER_NOTE_MAX, type AddCustomerNoteInput } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { callableErrorMessage } from '@/lib/callable';
import { addCustomerNoteInputSchema, useAddCustomerNote } from '../api/add-customer-note';
import { useCustomerNotes } from '../api/get-customer';
import { Loaded, Section } from './section';

/** Admin-only notes about the member: the newest first, and a form to add one. */
export function CustomerNotes({ uid }: { uid: string }) {
  const notes = useCustomerNotes(uid);
  const addNote = useAddCustomerNote();
  const form = useForm<AddCustomerNoteInput>({
    resolver: zodResolver(addCustomerNoteInputSchema),
    defaultValues: { uid, text: '' },
  });
  const error = form.formState.errors.text?.message;
  const length = useWatch({ control: form.control, name: 'text' }).length;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await addNote({ uid, text: values.text });
      form.reset({ uid, text: '' });
      toast.success('Note added');
    } catch (failure) {
      form.setError('text', {
        message: callableErrorMessage(failure, 'Failed to add the note. Please try again.'),
      });
    }
  });

  return (
    <Section id="notes-heading" title="Admin Notes">
      <p className="mb-3 text-sm text-neutral-500">Only admins see these notes.</p>
      <form onSubmit={onSubmit} noValidate className="mb-4 flex flex-col gap-2">
        <label htmlFor="customer-note" className="text-sm font-medium">
          New note
        </label>
        {/* No maxLength: it would cut a pasted note silently. The count shows the limit
            and the schema refuses a longer note with its message. */}
        <textarea
          id="customer-note"
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            error ? 'customer-note-count customer-note-error' : 'customer-note-count'
          }
          className="rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm dark:border-neutral-700 dark:bg-neutral-950"
          {...form.register('text')}
        />
        <p
          id="customer-note-count"
          className={
            length > CUSTOMER_NOTE_MAX ? 'text-xs text-red-700' : 'text-xs text-neutral-500'
          }
        >
          {length.toLocaleString('en-US')} of {CUSTOMER_NOTE_MAX.toLocaleString('en-US')} characters
        </p>
        <FormAlert id="customer-note-error">{error}</FormAlert>
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Adding...' : 'Add Note'}
          </Button>
        </div>
      </form>
      <Loaded result={notes} what="notes">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-neutral-500">No notes yet.</p>
          ) : (
            <ul aria-label="Notes" className="divide-y divide-neutral-200 dark:divide-neutral-800">
              {list.map((note) => (
                <li key={note.id} className="py-2">
                  <p className="text-sm whitespace-pre-line">{note.text}</p>
                  <p className="text-xs text-neutral-500">
                    {note.author} · {format(note.created_at, 'MMM d, yyyy h:mm a')}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </Section>
  );
}
