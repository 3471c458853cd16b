import { TIER_LIST, formatCents, policySection, rhythmFeature } from '@unlimited/domain';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { RenderedPicture } from '@/components/ui/rendered-picture';
import { Reveal } from '@/components/ui/reveal';
import { paths } from '@/config/paths';
import { HOW_IT_WORKS_STEPS } from '@/lib/public-data/marketing-copy';
import { InfoHero } from '@/components/layout/info-hero';
import { PolicyParagraphs } from '@/features/info/components/policy-text';

/** The policy in brief: each card quotes its section of the one membership policy. */
const POLICY_BRIEF = [
  { id: 'rhythm', title: 'How often you swap', section: policySection('rhythm') },
  { id: 'term', title: 'Commitment, plainly', section: policySection('term') },
  { id: 'cancel', title: 'Pause or cancel', section: policySection('cancel') },
  { id: 'coverage', title: 'Care and coverage', section: policySection('coverage') },
  { id: 'buying', title: 'Keep it at member pricing', section: policySection('buying') },
  { id: 'select-access', title: 'Select Access', section: policySection('select-access') },
] as const;

const cardClasses =
  'rounded-3xl border border-neutral-200 bg-white p-8 dark:border-neutral-800 dark:bg-neutral-900';
const h2Classes = 'font-display text-3xl tracking-[0.02em]';
const bodyClasses = 'mt-4 leading-relaxed text-neutral-700 dark:text-neutral-300';

/** /how-it-works: the steps, the tiers, the swap rhythm, commitment and member pricing. */
export function HowItWorksPage() {
  return (
    <main className="pb-24">
      <InfoHero
        eyebrow="The membership"
        title="How Unlimited Works"
        lead="Borrow a designer bag, carry it for as long as it suits you, then swap it for the next one or make it yours at member pricing."
      />

      <Reveal aria-labelledby="steps-title" className="mx-auto max-w-6xl px-6 py-10">
        <h2 id="steps-title" className="sr-only">
          Three steps
        </h2>
        <ol className="grid gap-6 md:grid-cols-3">
          {HOW_IT_WORKS_STEPS.map((step) => (
            <li key={step.number} className={cardClasses}>
              <RenderedPicture
                image={step.image}
                alt={step.imageAlt}
                sizes="(min-width: 768px) 320px, 90vw"
                className="rounded-2xl"
              />
              <p className="mt-6 font-display text-sm tracking-[0.3em] text-gold-deep dark:text-gold">
                STEP {String(step.number).padStart(2, '0')}
              </p>
              <h3 className="mt-2 font-display text-2xl">{step.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-neutral-700 dark:text-neutral-300">
                {step.description}
              </p>
            </li>
          ))}
        </ol>
      </Reveal>

      <Reveal aria-labelledby="tiers-title" className="mx-auto max-w-6xl px-6 py-12">
        <h2 id="tiers-title" className={h2Classes}>
          The three tiers
        </h2>
        <p className={bodyClasses}>
          Every tier is a monthly membership. Higher tiers open more of the closet and get first
          pick of new arrivals.
        </p>
        <ul className="mt-8 flex flex-col gap-4 md:hidden">
          {TIER_LIST.map((tier) => (
            <li key={tier.id} className={cardClasses}>
              <p className="flex items-baseline justify-between gap-4">
                <span className="font-display text-2xl">{tier.name}</span>
                <span className="font-semibold">{formatCents(tier.monthlyPriceCents)}/mo</span>
              </p>
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{tier.tagline}</p>
              <p className="mt-4 text-sm text-neutral-700 dark:text-neutral-300">
                {tier.features.slice(1).join(' · ')}
              </p>
              <p className="mt-3 text-sm">{rhythmFeature(tier.swapEveryDays, tier.bagsAtATime)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 hidden overflow-x-auto rounded-3xl md:block border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Membership tiers with price and swap rhythm</caption>
            <thead className="border-b border-neutral-200 text-xs tracking-[0.2em] text-neutral-600 uppercase dark:border-neutral-800 dark:text-neutral-400">
              <tr>
                <th scope="col" className="px-6 py-4 font-semibold">
                  Tier
                </th>
                <th scope="col" className="px-6 py-4 font-semibold">
                  Price
                </th>
                <th scope="col" className="px-6 py-4 font-semibold">
                  Highlights
                </th>
                <th scope="col" className="px-6 py-4 font-semibold">
                  Rhythm
                </th>
              </tr>
            </thead>
            <tbody>
              {TIER_LIST.map((tier) => (
                <tr
                  key={tier.id}
                  className="border-b border-neutral-100 last:border-0 dark:border-neutral-800"
                >
                  <th scope="row" className="px-6 py-5 align-top">
                    <span className="font-display text-xl font-normal">{tier.name}</span>
                    <span className="mt-1 block text-xs font-normal text-neutral-600 dark:text-neutral-400">
                      {tier.tagline}
                    </span>
                  </th>
                  <td className="px-6 py-5 align-top font-semibold whitespace-nowrap">
                    {formatCents(tier.monthlyPriceCents)}/mo
                  </td>
                  <td className="px-6 py-5 align-top text-neutral-700 dark:text-neutral-300">
                    {tier.features.slice(1).join(' · ')}
                  </td>
                  <td className="px-6 py-5 align-top">
                    {rhythmFeature(tier.swapEveryDays, tier.bagsAtATime)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Reveal>

      <Reveal aria-labelledby="policy-title" className="mx-auto max-w-6xl px-6 py-12">
        <h2 id="policy-title" className={h2Classes}>
          The membership, in brief
        </h2>
        <p className={bodyClasses}>
          One policy for every member.{' '}
          <Link
            to={paths.membershipPolicy}
            className="font-semibold text-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-gold dark:text-white"
          >
            Read the membership policy
          </Link>{' '}
          for pausing, cancelling and coverage in full.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {POLICY_BRIEF.map(({ id, title, section }) => (
            <li key={id} className={cardClasses}>
              <h3 id={`brief-${id}`} className="font-display text-2xl">
                {title}
              </h3>
              <PolicyParagraphs section={section} size="sm" className="mt-4" />
            </li>
          ))}
        </ul>
      </Reveal>

      <div className="mx-auto mt-8 flex max-w-6xl flex-col items-center gap-4 px-6 text-center">
        <p className="font-display text-2xl">Ready for your first rotation?</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" tracking="wider">
            <Link to={paths.waitlist}>JOIN WAITLIST</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.faq}>Read the FAQ</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
