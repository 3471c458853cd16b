/** Texts of the pages that are linked from the navigation but not open yet. */
export interface ComingSoonContent {
  title: string;
  lead: string;
  /** What waitlist members will get first. */
  perk: string;
}

export const COMING_SOON = {
  quiz: {
    title: 'The Style Quiz',
    lead: 'A few quick questions about how you dress, travel and carry, and we will match you with the bags and the membership that suit you.',
    perk: 'Waitlist members take the quiz first and get their matches before launch.',
  },
  club: {
    title: 'The Club',
    lead: 'Member events, previews of new arrivals and a community of people who love beautiful bags as much as you do.',
    perk: 'Founding invitations go to the waitlist first.',
  },
} as const satisfies Record<string, ComingSoonContent>;
