import {
  KNOWN_BRANDS,
  TIERS,
  formatCents,
  policySection,
  tierRhythmLines,
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
const price = formatCents;

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
        {tierRhythmLines().join(' ')} You keep a bag as long as you like; the swap clock starts the
        day it is delivered. {policySection('bags').paragraphs.at(-1)}
      </>
    ),
  },
  {
    question: 'Is there a commitment?',
    answer: (
      <>
        {policySection('term').paragraphs.join(' ')} {policySection('cancel').paragraphs.join(' ')}{' '}
        The{' '}
        <Link to={paths.membershipPolicy} className={link}>
          membership policy
        </Link>{' '}
        has the details.
      </>
    ),
  },
  {
    question: 'Can I buy the bag I am carrying?',
    answer: policySection('buying').paragraphs.join(' '),
  },
  {
    question: 'What if a bag gets damaged?',
    answer: policySection('coverage').paragraphs.slice(1).join(' '),
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
    answer: `${policySection('coverage').paragraphs.at(-1) ?? ''} ${policySection('select-access').paragraphs.join(' ')}`,
  },
  {
    question: 'Can I pause my membership?',
    answer: policySection('pause').paragraphs.join(' '),
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
