/**
 * The membership policy, stated once (DESIGN.md "Product decisions"): the public policy
 * page, How It Works and the FAQ read their facts from here, and every figure comes from
 * the constants the product enforces (tiers, commitment, add-ons, member pricing), so the
 * site cannot say one thing while billing does another.
 */
import { memberPurchasePrice } from './member-pricing';
import { formatCents } from '../core';
import {
  ADD_ONS,
  DAYS_PER_MONTH,
  MIN_COMMITMENT_MONTHS,
  TIER_LIST,
  TIERS,
  rhythmFeature,
} from './tier-details';

/** One section of the policy: a heading and its paragraphs. */
export interface PolicySection {
  /** Anchor of the section on the policy page (`/membership#cancel`). */
  id: 'rhythm' | 'bags' | 'term' | 'pause' | 'cancel' | 'coverage' | 'buying' | 'select-access';
  title: string;
  paragraphs: readonly string[];
}

/** The retail and member prices of the example bag (the member dashboard's demo figures). */
export const MEMBER_PRICE_EXAMPLE_RETAIL_CENTS = 285_000;

/** "Reserve: 1 bag at a time, swap every 30 days." for each tier. */
export function tierRhythmLines(): string[] {
  return TIER_LIST.map(
    (tier) => `${tier.name}: ${rhythmFeature(tier.swapEveryDays, tier.bagsAtATime)}.`,
  );
}

/** "30, 21 or 14 days": the swap periods of the tiers, in tier order. */
function swapPeriods(): string {
  const days = TIER_LIST.map((tier) => tier.swapEveryDays);
  return `${days.slice(0, -1).join(', ')} or ${days.at(-1)} days`;
}

/**
 * "Reserve and Elite members carry 1 bag at a time; Crown members carry 2.": the tiers
 * grouped by their bags at a time, in tier order.
 */
function bagsAtATimeLine(): string {
  const groups: { names: string[]; bags: number }[] = [];
  for (const tier of TIER_LIST) {
    const last = groups.at(-1);
    if (last?.bags === tier.bagsAtATime) last.names.push(tier.name);
    else groups.push({ names: [tier.name], bags: tier.bagsAtATime });
  }
  const parts = groups.map(({ names, bags }, i) => {
    const who = `${names.slice(0, -1).join(', ')}${names.length > 1 ? ' and ' : ''}${names.at(-1) ?? ''} members`;
    return i === 0
      ? `${who} carry ${bags} ${bags === 1 ? 'bag' : 'bags'} at a time`
      : `${who} carry ${bags}`;
  });
  return `${parts.join('; ')}.`;
}

const money = formatCents;
const example = MEMBER_PRICE_EXAMPLE_RETAIL_CENTS;

/** The policy, section by section, in the order the policy page shows it. */
export const MEMBERSHIP_POLICY: readonly PolicySection[] = [
  {
    id: 'rhythm',
    title: 'Your swap rhythm',
    paragraphs: [
      ...tierRhythmLines(),
      'Keep a bag as long as you like while your membership is active. The swap clock starts the day your bag is delivered; while a bag is being prepared or is in transit, it is on its way, and its clock has not started.',
    ],
  },
  {
    id: 'bags',
    title: 'Bags at a time',
    paragraphs: [
      bagsAtATimeLine(),
      `You can send a bag back whenever you like; its place frees when its swap clock comes round, ${swapPeriods()} after the bag was delivered, by tier, and from that day you can choose the next one. Sending a bag back early does not bring the next one sooner.`,
    ],
  },
  {
    id: 'term',
    title: 'Minimum term',
    paragraphs: [
      `Every membership has a ${MIN_COMMITMENT_MONTHS}-month minimum, billed monthly: you are never charged for the ${MIN_COMMITMENT_MONTHS} months at once, and a month counts as ${DAYS_PER_MONTH} days. There is nothing to buy and no yearly contract.`,
    ],
  },
  {
    id: 'pause',
    title: 'Pausing',
    paragraphs: [
      'Once your bag is back with us, you can pause from Manage Membership. The pause starts at the end of your current billing period, and you keep full access until then.',
    ],
  },
  {
    id: 'cancel',
    title: 'Cancelling',
    paragraphs: [
      `After your third billing cycle, and with your bag returned, you can cancel from Manage Membership in a few clicks: no call, no form. You keep access until the end of the period you have paid for, and nothing is charged after it.`,
    ],
  },
  {
    id: 'coverage',
    title: 'Care and coverage',
    paragraphs: [
      'Every bag is authenticated and inspected before it ships, and its condition is recorded. Shipping both ways is included, and every return comes with a prepaid label.',
      'Bags are meant to be carried: normal wear is expected and never charged.',
      `${ADD_ONS.fullCoverage.name} (${money(ADD_ONS.fullCoverage.monthlyPriceCents)} a month, with ${TIERS.elite.name} and ${TIERS.crown.name}) also covers accidental damage, such as a spill, a scratch or a tear, so an accident never becomes a bill.`,
    ],
  },
  {
    id: 'buying',
    title: 'Buying a bag',
    paragraphs: [
      `Fallen for the bag you carry? Keep it at your member price instead of sending it back. A bag that retails at ${money(example)} is ${money(memberPurchasePrice(example, 'elite'))} for ${TIERS.reserve.name} and ${TIERS.elite.name} members and ${money(memberPurchasePrice(example, 'crown'))} for ${TIERS.crown.name} members, who get the best member pricing.`,
    ],
  },
  {
    id: 'select-access',
    title: ADD_ONS.selectAccess.name,
    paragraphs: [
      `An add-on at ${money(ADD_ONS.selectAccess.monthlyPriceCents)} a month that opens the pieces of the tier above yours: ${TIERS.reserve.name} members also see ${TIERS.elite.name} pieces, and ${TIERS.elite.name} members also see ${TIERS.crown.name} pieces. ${TIERS.crown.name} members already see everything and do not need it.`,
    ],
  },
];

/** One section by id. */
export function policySection(id: PolicySection['id']): PolicySection {
  const section = MEMBERSHIP_POLICY.find((s) => s.id === id);
  if (!section) throw new RangeError(`No policy section ${id}`);
  return section;
}
