/** Waitlist vocabulary. */

export const WAITLIST_STATUSES = ['pending', 'invited', 'converted', 'declined'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Where a signup came from: the public form or an admin survey import. */
export const WAITLIST_SOURCES = ['web', 'survey_import', 'seed'] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];
