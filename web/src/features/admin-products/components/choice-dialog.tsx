import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';

export interface Choice {
  value: string;
  label: string;
}

function ChoiceForm({
  label,
  choices,
  initial,
  submitLabel,
  validate,
  onSubmit,
  onCancel,
}: {
  label: string;
  choices: readonly Choice[];
  initial: string;
  submitLabel: string;
  /** Why `value` cannot be saved (shown at the field), or `null`. */
  validate?: ((value: string) => string | null) | undefined;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mt-4 flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const problem = validate?.(value) ?? null;
        setError(problem);
        if (problem === null) onSubmit(value);
      }}
    >
      <SelectField
        label={label}
        value={value}
        error={error ?? undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}

/** A dialog asking for one value from a list (row menu: borrow status, access level). */
export function ChoiceDialog({
  open,
  title,
  description,
  ...form
}: {
  open: boolean;
  title: string;
  description?: string;
  label: string;
  choices: readonly Choice[];
  initial: string;
  submitLabel: string;
  validate?: (value: string) => string | null;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && form.onCancel()}>
      {open && (
        <DialogContent title={title} description={description}>
          <ChoiceForm {...form} />
        </DialogContent>
      )}
    </Dialog>
  );
}
