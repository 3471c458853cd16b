/** An article's date as readers see it ("November 10, 2026"), in the business time zone. */
const FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'America/New_York',
});

export function articleDate(date: Date): string {
  return FORMAT.format(date);
}
