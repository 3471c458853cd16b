import {
  ADD_ONS,
  KNOWN_BRANDS,
  MIN_COMMITMENT_MONTHS,
  RENTAL_PERIOD_DAYS,
  TIERS,
  formatCents,
} from '@unlimited/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

const link =
  'font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-gold';
const price = (cents: number) => formatCents(cents);

/** The FAQ, built from the same facts as the rest of the site. */
export const FAQ: readonly FaqEntry[] = [
  {
    question: 'What is Unlimited?',
    answer:
      'A members-only luxury handbag rotation. You pay a monthly membership, carry a designer bag, then swap it for another or buy it at a member price, without paying the full price tag up front.',
  },
  {
    question: 'How much does membership cost?',
    answer: (
      <>
        {TIERS.reserve.name} is {price(TIERS.reserve.monthlyPriceCents)} a month, {TIERS.elite.name}{' '}
        {price(TIERS.elite.monthlyPriceCents)} a month and {TIERS.crown.name}{' '}
        {price(TIERS.crown.monthlyPriceCents)} a month. See{' '}
        <Link to={paths.howItWorks} className={link}>
          How It Works
        </Link>{' '}
        for what each tier includes.
      </>
    ),
  },
  {
    question: 'How often can I swap, and how many bags can I hold?',
    answer: (
      <>
        Two versions have been published. Our tier pages say {TIERS.reserve.name} swaps every{' '}
        {TIERS.reserve.swapEveryDays} days, {TIERS.elite.name} every {TIERS.elite.swapEveryDays}{' '}
        days and {TIERS.crown.name} every {TIERS.crown.swapEveryDays} days with{' '}
        {TIERS.crown.bagsAtATime} bags at a time. Our waitlist launch offer says every tier swaps
        every 30 days with 1 bag at a time. Until we confirm the final rhythm before launch, plan on
        one bag for {RENTAL_PERIOD_DAYS} days.
      </>
    ),
  },
  {
    question: 'Is there a commitment?',
    answer: (
      <>
        There is no up-front purchase and no yearly contract, which is what we mean by &ldquo;no
        commitment&rdquo;. Every access level does have a {MIN_COMMITMENT_MONTHS}-month minimum,
        billed monthly: you can cancel any time after your third billing cycle, once your current
        bag has been returned.
      </>
    ),
  },
  {
    question: 'Can I buy the bag I am carrying?',
    answer:
      'Yes. Members can keep their bag at exclusive member pricing instead of returning it, and Crown members get the best member pricing discount.',
  },
  {
    question: 'Are the bags authentic?',
    answer:
      'Every bag in the closet is authenticated before it is listed, and arrives ready to carry.',
  },
  {
    question: 'Which brands can I carry?',
    answer: (
      <>
        Houses such as {KNOWN_BRANDS.slice(0, -1).join(', ')} and {KNOWN_BRANDS.at(-1)}. Browse{' '}
        <Link to={paths.brands} className={link}>
          all brands
        </Link>
        .
      </>
    ),
  },
  {
    question: 'What add-ons are there?',
    answer: `${ADD_ONS.fullCoverage.name} (${price(ADD_ONS.fullCoverage.monthlyPriceCents)} per month) covers everyday wear and tear, and ${ADD_ONS.selectAccess.name} (${price(ADD_ONS.selectAccess.monthlyPriceCents)} per month) is pay-per-use access to select pieces.`,
  },
  {
    question: 'Can I pause my membership?',
    answer:
      'Yes. Once your current bag is back with us, you can pause; the pause starts after the return.',
  },
  {
    question: 'When do you launch?',
    answer: (
      <>
        Soon. We are in an exclusive preview, and our app is coming too.{' '}
        <Link to={paths.waitlist} className={link}>
          Join the waitlist
        </Link>{' '}
        to be the first to know.
      </>
    ),
  },
];
