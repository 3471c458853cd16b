import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  adminSignupStatusChoices,
  CONVERTED_IS_FINAL,
  REVOKE_FIRST,
  signupStatusRefusal,
  type WaitlistSignup,
  type WaitlistStatusUpdate,
  type WaitlistStatusUpdateInput,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { SelectField, TextareaField } from '@/components/ui/field';
import { useUpdateSignupStatus, waitlistStatusUpdateSchema } from '../api/update-signup-status';
import { WAITLIST_STATUS_LABELS } from './waitlist-format';

/**
 * The status dialog. An invited signup keeps its status until its invitation is revoked,
 * so the dialog offers the revoke itself (as the View dialog does); the live list then
 * shows the signup Pending and the form starts again from that status.
 */
export function UpdateStatusDialog({
  signup,
  onOpenChange,
  onRevoke,
  revoking,
}: {
  signup: WaitlistSignup | null;
  onOpenChange: (open: boolean) => void;
  onRevoke: (signupId: string) => void;
  revoking: boolean;
}) {
  return (
    <Dialog open={signup !== null} onOpenChange={onOpenChange}>
      {signup && (
        <DialogContent title="Update Status" description={`${signup.full_name} · ${signup.email}`}>
          <UpdateStatusForm
            key={`${signup.id}:${signup.status}`}
            signup={signup}
            onDone={() => onOpenChange(false)}
            onRevoke={onRevoke}
            revoking={revoking}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function UpdateStatusForm({
  signup,
  onDone,
  onRevoke,
  revoking,
}: {
  signup: WaitlistSignup;
  onDone: () => void;
  onRevoke: (signupId: string) => void;
  revoking: boolean;
}) {
  const update = useUpdateSignupStatus();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WaitlistStatusUpdateInput, unknown, WaitlistStatusUpdate>({
    resolver: zodResolver(waitlistStatusUpdateSchema),
    defaultValues: { status: signup.status, notes: signup.notes ?? '' },
  });
  // Invited and Converted follow from invitations and accounts: by hand, only decline or
  // restore (the rules refuse anything else).
  const choices = adminSignupStatusChoices(signup.status);
  const fixed =
    signup.status === 'invited'
      ? REVOKE_FIRST
      : signup.status === 'converted'
        ? CONVERTED_IS_FINAL
        : null;

  const onSubmit = async (values: WaitlistStatusUpdate) => {
    const refusal = signupStatusRefusal(signup.status, values.status);
    if (refusal !== null) {
      setError('status', { message: refusal });
      return;
    }
    try {
      await update(signup.id, values);
      toast.success('Signup status updated successfully');
      onDone();
    } catch (error) {
      console.error('Signup status update failed', error);
      toast.error('Failed to update signup status');
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="mt-6 flex flex-col gap-4"
    >
      <SelectField
        label="Status"
        error={errors.status?.message}
        hint={
          fixed ??
          'Decline a signup or restore a declined one. Invited and Converted follow from invitations and accounts.'
        }
        {...register('status')}
      >
        {choices.map((status) => (
          <option key={status} value={status}>
            {WAITLIST_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      {signup.status === 'invited' && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={revoking || isSubmitting}
            onClick={() => onRevoke(signup.id)}
          >
            Revoke invitation
          </Button>
        </div>
      )}
      <TextareaField
        label="Admin Notes"
        placeholder="Add notes about this signup..."
        error={errors.notes?.message}
        {...register('notes')}
      />
      <div className="flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Updating...' : 'Update Status'}
        </Button>
      </div>
    </form>
  );
}
