import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FAQ } from '@/features/info/faq-content';
import { InfoHero } from '@/components/layout/info-hero';

/** /faq: questions as native disclosure widgets (keyboard and screen-reader friendly). */
export function FaqPage() {
  return (
    <main className="pb-24">
      <InfoHero
        eyebrow="Questions"
        title="Frequently Asked Questions"
        lead="Everything you want to know before your first rotation."
      />
      <div className="mx-auto max-w-3xl px-6">
        <ul className="divide-y divide-neutral-200 rounded-3xl border border-neutral-200 bg-white dark:divide-neutral-800 dark:border-neutral-800 dark:bg-neutral-900">
          {FAQ.map((entry) => (
            <li key={entry.question}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-3xl px-6 py-5 text-left font-display text-lg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold [&::-webkit-details-marker]:hidden">
                  {entry.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-gold-deep transition-transform group-open:rotate-180 dark:text-gold"
                  />
                </summary>
                <div className="px-6 pb-6 leading-relaxed text-neutral-700 dark:text-neutral-300">
                  {entry.answer}
                </div>
              </details>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="font-display text-2xl">Still curious?</p>
          <Button asChild size="lg" tracking="wider">
            <Link to={paths.waitlist}>JOIN WAITLIST</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
