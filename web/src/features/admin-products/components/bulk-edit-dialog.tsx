import { useState } from 'react';
import {
  ACCESS_LEVELS,
  ACCESS_LEVEL_LABELS,
  ADMIN_BORROW_STATUSES,
  type AccessLevel,
  type BorrowStatus,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';

export interface BulkEdit {
  borrow_status?: BorrowStatus;
  access_levels?: AccessLevel;
}

function BulkEditForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (edit: BulkEdit) => void;
  onCancel: () => void;
}) {
  const [borrow, setBorrow] = useState('');
  const [access, setAccess] = useState('');
  return (
    <form
      className="mt-4 flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const edit: BulkEdit = {};
        if (borrow) edit.borrow_status = borrow as BorrowStatus;
        if (access) edit.access_levels = access as AccessLevel;
        onSubmit(edit);
      }}
    >
      <SelectField label="Borrow Status" value={borrow} onChange={(e) => setBorrow(e.target.value)}>
        <option value="">Leave unchanged</option>
        {ADMIN_BORROW_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      <SelectField label="Access Level" value={access} onChange={(e) => setAccess(e.target.value)}>
        <option value="">Leave unchanged</option>
        {ACCESS_LEVELS.map((l) => (
          <option key={l} value={l}>
            {ACCESS_LEVEL_LABELS[l]}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!borrow && !access}>
          Apply Changes
        </Button>
      </div>
    </form>
  );
}

/** Edit Selected: set the borrow status and/or access level of every selected product. */
export function BulkEditDialog({
  count,
  open,
  onSubmit,
  onCancel,
}: {
  count: number;
  open: boolean;
  onSubmit: (edit: BulkEdit) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      {open && (
        <DialogContent
          title="Edit Selected Products"
          description={`Changes apply to ${count} selected product(s).`}
        >
          <BulkEditForm onSubmit={onSubmit} onCancel={onCancel} />
        </DialogContent>
      )}
    </Dialog>
  );
}
