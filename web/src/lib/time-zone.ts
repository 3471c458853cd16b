/**
 * The browser's IANA time zone, for the dates the domain names in a member's zone
 * (`swapDate`, `swapLockedMessage`): the day named is the one their dashboard shows.
 */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
