import type { ReactNode } from 'react';

/** Title block of an info page. */
export function InfoHero({
  eyebrow,
  title,
  lead,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
}) {
  return (
    <header className="px-6 pt-16 pb-10 text-center lg:pt-24">
      <p className="text-xs font-semibold tracking-[0.35em] text-gold-deep uppercase dark:text-gold">
        {eyebrow}
      </p>
      <h1 className="mt-4 font-display text-4xl tracking-[0.02em] sm:text-5xl">{title}</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-neutral-700 dark:text-neutral-300">
        {lead}
      </p>
    </header>
  );
}
