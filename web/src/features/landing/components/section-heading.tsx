import type { ReactNode } from 'react';

/** Eyebrow, serif title and optional lead of a landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && (
        <p className="text-xs font-semibold tracking-[0.35em] text-gold-deep uppercase dark:text-gold">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="mt-3 font-display text-3xl tracking-[0.04em] sm:text-4xl">
        {title}
      </h2>
      {lead && (
        <p className="mt-4 text-base leading-relaxed text-neutral-700 dark:text-neutral-300">
          {lead}
        </p>
      )}
    </div>
  );
}
