import { ADD_ONS, MIN_COMMITMENT_MONTHS, TIER_LIST, formatCents } from '@unlimited/domain';

/* The texts of /terms and /privacy: plain language for a membership in preview. */

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  lead: string;
  updated: string;
  sections: readonly LegalSection[];
}

/** When the terms and the privacy notice last changed. */
export const LEGAL_UPDATED = '23 November 2026';

const prices = TIER_LIST.map((tier) => `${tier.name} ${formatCents(tier.monthlyPriceCents)}`).join(
  ', ',
);

/** The terms of the service; `contact` is the brand's mailbox (site settings). */
export function termsOfService(contact: string): LegalDocument {
  return {
    title: 'Terms of Service',
    lead: 'The agreement between you and Unlimited when you join the waitlist, become a member and carry our bags.',
    updated: LEGAL_UPDATED,
    sections: [
      {
        id: 'about',
        title: 'About these terms',
        paragraphs: [
          'Unlimited is a members-only rotation of designer handbags: members pay a monthly membership, borrow a bag, and swap it or buy it at a member price. These terms apply to our website, the waitlist and the membership. By using them you accept these terms.',
        ],
      },
      {
        id: 'preview',
        title: 'The preview and the waitlist',
        paragraphs: [
          'Unlimited is in an invitation-only preview. Joining the waitlist is free and does not commit you to anything; we use your details to tell you when memberships open and to invite you. An invitation is personal and may expire.',
        ],
      },
      {
        id: 'membership',
        title: 'Membership and billing',
        paragraphs: [
          `Memberships are billed monthly in US dollars (${prices} a month, plus any add-on you choose: ${ADD_ONS.fullCoverage.name} ${formatCents(ADD_ONS.fullCoverage.monthlyPriceCents)} and ${ADD_ONS.selectAccess.name} ${formatCents(ADD_ONS.selectAccess.monthlyPriceCents)} a month). Every membership has a ${MIN_COMMITMENT_MONTHS}-month minimum, billed monthly. Payments are taken by our payment provider, Stripe, on the card you give it.`,
          'Your swap rhythm, the number of bags you may hold, pausing, cancelling, coverage and buying a bag are set out in our membership policy, which forms part of these terms.',
        ],
      },
      {
        id: 'bags',
        title: 'The bags you borrow',
        paragraphs: [
          'Every bag is authenticated and inspected before it ships, and it remains ours until you buy it. Please carry it with ordinary care, keep it away from people who are not members, and send it back with the prepaid label we provide when you swap, pause or cancel.',
        ],
      },
      {
        id: 'account',
        title: 'Your account',
        paragraphs: [
          'Keep your sign-in details to yourself and tell us at once if you think someone else has used your account. You must be 18 or over and live in the United States to become a member.',
        ],
      },
      {
        id: 'brands',
        title: 'Brands and trademarks',
        paragraphs: [
          'The fashion houses named on this site own their trademarks. We use their names only to identify the pieces we lend; Unlimited is not affiliated with or endorsed by them. Every image on this site is our own illustration.',
        ],
      },
      {
        id: 'liability',
        title: 'Our responsibility',
        paragraphs: [
          'We take care to describe every bag and its condition accurately and to keep the service running. To the extent the law allows, our liability to you is limited to the membership fees you paid in the three months before a claim. Nothing in these terms limits rights you have by law as a consumer.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes and contact',
        paragraphs: [
          `We may update these terms; we will email members at least 30 days before a change that affects them. Questions: ${contact}.`,
        ],
      },
    ],
  };
}

/** The privacy notice; `contact` is the brand's mailbox (site settings). */
export function privacyNotice(contact: string): LegalDocument {
  return {
    title: 'Privacy Notice',
    lead: 'What we know about you, why, who helps us hold it, and how to have it corrected or deleted.',
    updated: LEGAL_UPDATED,
    sections: [
      {
        id: 'waitlist',
        title: 'If you join the waitlist',
        paragraphs: [
          'We keep your name, email address, the membership you are interested in, and, only if you tell us, your ZIP code, why you are excited to join and any comment, with the date you signed up and your place on the list. We use them to invite you and to plan where and how we launch.',
        ],
      },
      {
        id: 'members',
        title: 'If you become a member',
        paragraphs: [
          'We keep your account (email address and sign-in), your name and username, your shipping address, your membership, add-ons and its history, the bags you borrow, buy and return with their dates and condition records, and the emails we send you. We use them to run your membership: ship bags, track returns, bill you and answer you.',
        ],
      },
      {
        id: 'payments',
        title: 'Payments',
        paragraphs: [
          'Card payments are handled by Stripe. Your card number goes to Stripe, never to us; we keep only the references Stripe gives us for your customer record and subscription, and the status of your payments.',
        ],
      },
      {
        id: 'services',
        title: 'Who helps us hold your data',
        paragraphs: [
          'Our site is served by Firebase Hosting, and your account and data are kept in Firebase Authentication and Cloud Firestore, services of Google Cloud in the United States. Forms that anyone can send, such as the waitlist, are protected from abuse by Firebase App Check. Emails are sent through our email provider. We do not sell your data or share it for advertising.',
        ],
      },
      {
        id: 'device',
        title: 'On your device',
        paragraphs: [
          'We store a few small items in your browser: your light or dark theme, whether you are signed in, and the sign-in session itself. We use no advertising or tracking cookies.',
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep it',
        paragraphs: [
          'Waitlist details are kept until you become a member or ask us to remove them. Member records are kept while you are a member and afterwards for as long as tax and accounting rules require; the rest is deleted.',
        ],
      },
      {
        id: 'rights',
        title: 'Your choices',
        paragraphs: [
          `You can ask for a copy of what we hold about you, have it corrected, or have it deleted, and you can choose which emails you receive. Write to ${contact} and we will answer within 30 days.`,
        ],
      },
    ],
  };
}
