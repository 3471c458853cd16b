import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The red error line under a form, field or list: announced at once (`role="alert"`),
 * and nothing at all while there is no message, so `<FormAlert>{error}</FormAlert>`
 * can stand in the markup whether or not `error` is set. `id` lets a control point at
 * it with `aria-describedby`; `className` only places it (margin, alignment).
 */
export function FormAlert({
  children,
  id,
  className,
}: {
  children?: ReactNode;
  id?: string | undefined;
  className?: string;
}) {
  if (children === undefined || children === null || children === false || children === '') {
    return null;
  }
  return (
    <p id={id} role="alert" className={cn('text-sm text-red-700 dark:text-red-400', className)}>
      {children}
    </p>
  );
}
