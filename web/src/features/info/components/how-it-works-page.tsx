import {
  ADD_ONS,
  DAYS_PER_MONTH,
  MIN_COMMITMENT_MONTHS,
  RENTAL_PERIOD_DAYS,
  TIER_LIST,
  formatCents,
} from '@unlimited/domain';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { paths } from '@/config/paths';
import { HOW_IT_WORKS_STEPS } from '@/lib/public-data/marketing-copy';
import { InfoHero } from '@/features/info/components/info-hero';

/** Example of member pricing, the figures the member dashboard demonstrates. */
export const MEMBER_PRICE_EXAMPLE = { retailCents: 285_000, memberCents: 195_000 };

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
              <img
                src={step.image}
                alt={step.imageAlt}
                width={160}
                height={120}
                className="h-24 w-auto"
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
                {tier.features.join(' · ')}
              </p>
              <p className="mt-3 text-sm">
                Tier pages: every {tier.swapEveryDays} days, {tier.bagsAtATime}{' '}
                {tier.bagsAtATime === 1 ? 'bag' : 'bags'} at a time
              </p>
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
                  Swap (tier pages)
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
                    {tier.features.join(' · ')}
                  </td>
                  <td className="px-6 py-5 align-top whitespace-nowrap">
                    Every {tier.swapEveryDays} days, {tier.bagsAtATime}{' '}
                    {tier.bagsAtATime === 1 ? 'bag' : 'bags'} at a time
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Reveal>

      <Reveal
        aria-labelledby="swap-title"
        className="mx-auto grid max-w-6xl gap-6 px-6 py-12 md:grid-cols-2"
      >
        <div className={cardClasses}>
          <h2 id="swap-title" className={h2Classes}>
            How often you swap
          </h2>
          <p className={bodyClasses}>
            We have published two versions of the swap rhythm, and we would rather show you both
            than pretend otherwise:
          </p>
          <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-neutral-700 dark:text-neutral-300">
            <li>
              <strong className="text-ink dark:text-white">Our tier pages:</strong> Reserve swaps
              every 30 days, Elite every 21 days, and Crown every 14 days with 2 bags at a time
              (Reserve and Elite hold 1).
            </li>
            <li>
              <strong className="text-ink dark:text-white">Our waitlist launch offer:</strong> every
              tier swaps every 30 days with 1 bag at a time.
            </li>
          </ul>
          <p className={bodyClasses}>
            The safe reading for now is the second: plan on one bag for {RENTAL_PERIOD_DAYS} days.
            Each order&apos;s return is due {RENTAL_PERIOD_DAYS} days after it is placed. We will
            confirm the final rhythm for each tier before launch, and waitlist members hear first.
          </p>
        </div>
        <div className={cardClasses}>
          <h2 id="commitment-title" className={h2Classes}>
            Commitment, plainly
          </h2>
          <p className={bodyClasses}>
            You will see &ldquo;no commitment&rdquo; in our story: you never pay a bag&apos;s price
            up front and there is no yearly contract. You will also see, on our pricing, that every
            access level has a{' '}
            <strong className="text-ink dark:text-white">
              {MIN_COMMITMENT_MONTHS}-month minimum, billed monthly
            </strong>
            . Both are true:
          </p>
          <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-neutral-700 dark:text-neutral-300">
            <li>You are billed month by month, never for the three months at once.</li>
            <li>
              You can cancel any time after your third billing cycle (a month counts as{' '}
              {DAYS_PER_MONTH} days), once your current bag is back with us.
            </li>
            <li>You can pause after your current bag is returned.</li>
          </ul>
        </div>
      </Reveal>

      <Reveal
        aria-labelledby="keep-title"
        className="mx-auto grid max-w-6xl gap-6 px-6 py-12 md:grid-cols-2"
      >
        <div className={cardClasses}>
          <h2 id="keep-title" className={h2Classes}>
            Keep it at member pricing
          </h2>
          <p className={bodyClasses}>
            Fallen for the bag you are carrying? Members can buy it at an exclusive member price
            instead of returning it. For example, a bag that retails at{' '}
            {formatCents(MEMBER_PRICE_EXAMPLE.retailCents)} could be yours for{' '}
            <strong className="text-ink dark:text-white">
              {formatCents(MEMBER_PRICE_EXAMPLE.memberCents)}
            </strong>
            . Crown members get the best member pricing discount.
          </p>
        </div>
        <div className={cardClasses}>
          <h2 id="addons-title" className={h2Classes}>
            Optional add-ons
          </h2>
          <ul className="mt-4 flex flex-col gap-4 text-neutral-700 dark:text-neutral-300">
            <li>
              <strong className="text-ink dark:text-white">{ADD_ONS.fullCoverage.name}</strong> (
              {formatCents(ADD_ONS.fullCoverage.monthlyPriceCents)} per month): peace of mind for
              everyday wear, available with Elite and Crown.
            </li>
            <li>
              <strong className="text-ink dark:text-white">{ADD_ONS.selectAccess.name}</strong> (
              {formatCents(ADD_ONS.selectAccess.monthlyPriceCents)} per month): pay-per-use access
              to select pieces; full details arrive with launch.
            </li>
          </ul>
        </div>
      </Reveal>

      <div className="mx-auto mt-8 flex max-w-6xl flex-col items-center gap-4 px-6 text-center">
        <p className="font-display text-2xl">Ready for your first rotation?</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className="tracking-[0.2em]">
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
