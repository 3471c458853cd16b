/*
 * The waitlist's limit per caller and what an over-limit caller is told. Their own module,
 * free of zod, so the public waitlist page can show the message without loading the
 * signup schemas (they load when the form is first used).
 */

/**
 * How many signups one caller (one network address) may send in an hour. A household or
 * an office behind one address can still sign several people up; a script cannot flood.
 */
export const WAITLIST_CALLER_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 } as const;

/** What a caller over {@link WAITLIST_CALLER_LIMIT} is told. */
export const WAITLIST_RATE_LIMITED =
  'Too many signups from your network in the last hour. Please try again later.';

/**
 * Refusal when the email is a member's (an account with a subscription): they sign in
 * rather than wait for an invitation. The form links "Sign in" to /login. Here, beside
 * the rate limit the waitlist page also shows, not in waitlist-signups.ts, whose schemas
 * would bring zod onto the page.
 */
export const ALREADY_A_MEMBER = 'This email already has a membership. Sign in instead.';
