import { Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { InfoHero } from '@/components/layout/info-hero';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

const cardClasses =
  'rounded-3xl border border-neutral-200 bg-white p-7 dark:border-neutral-800 dark:bg-neutral-900';
const linkClasses =
  'font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-gold';

/** /contact: the concierge mailbox (site settings), what to write about, and where to look first. */
export function ContactPage({ email = site.contactEmail }: { email?: string }) {
  return (
    <main className="pb-24">
      <InfoHero
        eyebrow="Concierge"
        title="Contact Us"
        lead="A person reads every message. Write to us about the waitlist, your membership, a bag or the press."
      />
      <div className="mx-auto grid max-w-4xl gap-6 px-6 md:grid-cols-2">
        <section aria-labelledby="contact-email" className={`${cardClasses} md:col-span-2`}>
          <h2 id="contact-email" className="font-display text-2xl">
            Email the concierge
          </h2>
          <p className="mt-4 leading-relaxed text-neutral-700 dark:text-neutral-300">
            We answer within one business day, Monday to Friday.
          </p>
          <a
            href={`mailto:${email}`}
            className="mt-6 inline-flex min-h-11 items-center gap-3 rounded-full bg-ink px-6 text-sm font-semibold tracking-wide break-all text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold dark:bg-white dark:text-ink dark:hover:bg-neutral-200"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {email}
          </a>
        </section>
        <section aria-labelledby="contact-members" className={cardClasses}>
          <h2 id="contact-members" className="font-display text-2xl">
            Members
          </h2>
          <p className="mt-4 leading-relaxed text-neutral-700 dark:text-neutral-300">
            Pause, cancel, change your plan or add-ons yourself from{' '}
            <Link to={paths.membershipManage} className={linkClasses}>
              Manage Membership
            </Link>
            ; your orders and return labels are under{' '}
            <Link to={paths.orders} className={linkClasses}>
              Orders
            </Link>
            .
          </p>
        </section>
        <section aria-labelledby="contact-first" className={cardClasses}>
          <h2 id="contact-first" className="font-display text-2xl">
            Before you write
          </h2>
          <p className="mt-4 leading-relaxed text-neutral-700 dark:text-neutral-300">
            The{' '}
            <Link to={paths.membershipPolicy} className={linkClasses}>
              membership policy
            </Link>{' '}
            and the{' '}
            <Link to={paths.faq} className={linkClasses}>
              FAQ
            </Link>{' '}
            answer most questions about swaps, commitment, coverage and buying a bag.
          </p>
        </section>
      </div>
    </main>
  );
}
