import { useId, type ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';

/*
 * The parts the members' own pages share (the Club and the Cart): their titled sections,
 * and what they show while their data loads or when it could not be loaded. Their
 * introduction for anyone without a membership is ./member-page-intro.tsx.
 */

/** One titled card of a members' page, with an optional note under its title. */
export function MemberSection({
  title,
  children,
  note,
}: {
  title: string;
  note?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-neutral-200 bg-white p-5 sm:p-6 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id={id} className="font-display text-2xl">
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{note}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A members' page's body while its data loads (a spinner announced as "Loading your
 * Club...") or when it could not be loaded; `what` names the page's data ("your Club").
 */
export function MemberPageStatus({ status, what }: { status: 'loading' | 'error'; what: string }) {
  if (status === 'loading') return <PageLoader label={`Loading ${what}...`} />;
  return (
    <div role="alert" className="py-12 text-center">
      <p>
        {what.charAt(0).toUpperCase() + what.slice(1)} could not be loaded. Check your connection,
        then reload the page.
      </p>
    </div>
  );
}
