import { Gem, Repeat, Sparkles } from 'lucide-react';
import { SWAP_RHYTHMS } from '@/lib/public-data/marketing-copy';

const EXPECTATIONS = [
  {
    icon: Sparkles,
    title: 'Early Access',
    text: 'Waitlist members are invited first, before memberships open to everyone.',
  },
  {
    icon: Gem,
    title: 'Curated Selection',
    text: 'Authenticated bags from the great fashion houses, chosen piece by piece and ready to ship.',
  },
  {
    icon: Repeat,
    title: 'Swap or Keep',
    text: `Keep a bag as long as you like, or swap it for the next when your swap clock comes round: ${SWAP_RHYTHMS}, by tier.`,
  },
] as const;

export function WhatToExpect() {
  return (
    <section
      aria-labelledby="what-to-expect-heading"
      className="mx-auto max-w-6xl px-6 py-16 text-center"
    >
      <h2 id="what-to-expect-heading" className="font-display text-3xl sm:text-4xl">
        What to Expect
      </h2>
      <ul className="mt-12 grid gap-10 sm:grid-cols-3">
        {EXPECTATIONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col items-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-ink text-gold dark:bg-white/10">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 font-display text-xl">{title}</h3>
            <p className="mt-2 max-w-xs text-sm text-neutral-600 dark:text-neutral-400">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
