import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { WaitlistSignup } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useDeleteSignup } from '../api/delete-signup';

export function DeleteSignupDialog({
  signup,
  onOpenChange,
}: {
  signup: WaitlistSignup | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteSignup();
  const [busy, setBusy] = useState(false);

  const confirm = async (target: WaitlistSignup) => {
    setBusy(true);
    try {
      await remove(target.id);
      toast.success('Signup deleted successfully');
      onOpenChange(false);
    } catch (error) {
      console.error('Signup delete failed', error);
      toast.error('Failed to delete signup');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={signup !== null} onOpenChange={onOpenChange}>
      {signup && (
        <DialogContent
          title="Delete Signup"
          description={`Are you sure you want to delete the signup of ${signup.email}? This cannot be undone.`}
        >
          <div className="mt-6 flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={busy} onClick={() => void confirm(signup)}>
              {busy ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
