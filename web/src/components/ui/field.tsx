import { useId, type ComponentProps, type ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { cn } from '@/lib/cn';

const controlClasses =
  'w-full rounded-lg border border-neutral-300 bg-white px-4 py-3 text-base text-ink placeholder:text-neutral-400 focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-gold aria-[invalid=true]:border-red-700 dark:border-neutral-700 dark:bg-neutral-950 dark:text-white';

interface FieldShellProps {
  label: ReactNode;
  /** The field's error: text, or text with a link (e.g. to sign in). */
  error?: ReactNode;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** Label, control, hint and error message wired together for screen readers. */
export function FieldShell({ label, error, hint, children, className }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      )}
      <FormAlert id={errorId}>{error}</FormAlert>
    </div>
  );
}

type InputFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
};

export function InputField({ label, error, hint, className, ...props }: InputFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={controlClasses}
          {...props}
        />
      )}
    </FieldShell>
  );
}

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextareaField({ label, error, hint, className, ...props }: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={cn(controlClasses, 'min-h-28')}
          {...props}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A native select: accessible on every device and keyboard without extra code. */
export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...props
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={controlClasses}
          {...props}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}
