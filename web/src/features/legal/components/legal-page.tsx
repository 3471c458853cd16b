import { InfoHero } from '@/components/layout/info-hero';
import type { LegalDocument } from '@/features/legal/legal-content';

/** /terms and /privacy: a legal text with its sections and date. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <main className="pb-24">
      <InfoHero eyebrow="Legal" title={document.title} lead={document.lead} />
      <article className="mx-auto max-w-3xl px-6">
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Last updated {document.updated}
        </p>
        {document.sections.map((section) => (
          <section key={section.id} aria-labelledby={`legal-${section.id}`} className="mt-10">
            <h2 id={`legal-${section.id}`} className="font-display text-2xl">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p
                key={paragraph}
                className="mt-4 leading-relaxed text-neutral-700 dark:text-neutral-300"
              >
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
