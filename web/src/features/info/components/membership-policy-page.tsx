import { MEMBERSHIP_POLICY } from '@unlimited/domain';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { InfoHero } from '@/components/layout/info-hero';
import { PolicyParagraphs } from '@/features/info/components/policy-text';

/** /membership: the one membership policy, section by section, with a table of contents. */
export function MembershipPolicyPage() {
  return (
    <main className="pb-24">
      <InfoHero
        eyebrow="Membership policy"
        title="The Membership, Plainly"
        lead="How often you swap, how long you commit, how to pause or leave, what is covered and how to keep a bag. One policy, the same for every member."
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {MEMBERSHIP_POLICY.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-full px-4 text-sm text-neutral-700 hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-gold lg:rounded-lg dark:text-neutral-300 dark:hover:bg-neutral-900 dark:hover:text-white"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-6">
          {MEMBERSHIP_POLICY.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 rounded-3xl border border-neutral-200 bg-white p-7 sm:p-9 dark:border-neutral-800 dark:bg-neutral-900"
            >
              <h2 id={`${section.id}-title`} className="font-display text-2xl sm:text-3xl">
                {section.title}
              </h2>
              <PolicyParagraphs section={section} className="mt-4" />
            </section>
          ))}
          <div className="mt-6 flex flex-col items-center gap-4 text-center">
            <p className="font-display text-2xl">Questions about the policy?</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" tracking="wider">
                <Link to={paths.waitlist}>JOIN WAITLIST</Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to={paths.contact}>Contact us</Link>
              </Button>
            </div>
          </div>
        </div>
      </div>
    </main>
  );
}
