import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LiveResult } from '@/lib/firestore/live';

/** A titled card of the member's page. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
    >
      <h2 id={id} className="mb-3 font-display text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Loading and error lines of a section's read; the content once it has data. */
export function Loaded<T>({
  result,
  what,
  children,
}: {
  result: LiveResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (result.status === 'loading') {
    return (
      <p role="status" className="text-sm text-neutral-500">
        Loading {what}...
      </p>
    );
  }
  if (result.status === 'error') {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400">
        <AlertTriangle aria-hidden="true" className="size-4" />
        Failed to load {what}. Reload the page to try again.
      </p>
    );
  }
  return <>{children(result.data)}</>;
}

/** A label and its value in a definition list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{label}</dt>
      <dd className="text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

export const fieldsClasses = 'grid gap-3 sm:grid-cols-2';
