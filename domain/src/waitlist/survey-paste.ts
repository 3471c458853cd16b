/**
 * Import of waitlist signups pasted from the survey tool (Tally), spec §5 "Survey-tool
 * import parsing". The paste is the submissions view copied as text: each entry starts
 * with its submission time, followed by one line per answer.
 */
import { TIER_IDS, TIER_TABLE, type TierId } from '../membership';

/**
 * One pasted survey entry the import says something about: an entry it skipped, or an
 * entry it imported with a caveat.
 */
export interface SurveyImportIssue {
  /** Line of the paste on which the entry starts (its submission time), from 1. */
  line: number;
  /** Who the entry is about: its name and/or email as pasted (`''` when it has neither). */
  entry: string;
  /** What happened and why, for the admin (`Invalid email "ann@"`). */
  reason: string;
}

/** One signup read from the paste, ready to be stored with status `pending`. */
export interface SurveyEntry {
  /** Line of the paste on which the entry starts (its submission time), from 1. */
  line: number;
  full_name: string;
  /** Trimmed and lower-cased. */
  email: string;
  zip_code: string | null;
  excitement_reason: string | null;
  tier: TierId;
  /** The entry has no tier answer (no line, or a dash): `tier` is Reserve by default. */
  tierMissing: boolean;
  /** The submission minute, as UTC (see {@link parseSurveyPaste}). */
  submitted_at: Date;
}

/**
 * What {@link parseSurveyPaste} returns: the entries it read and the entries it could
 * not use, each with its line and reason.
 */
export type SurveyPasteResult =
  | { ok: true; entries: SurveyEntry[]; rejected: SurveyImportIssue[] }
  | { ok: false; error: string };

/** How an entry is named in import results: `Maya Patel <maya@example.com>`. */
export function surveyEntryLabel(name: string | null, email: string | null): string {
  if (name !== null && email !== null) return `${name} <${email}>`;
  return name ?? email ?? '';
}

/** Options of {@link parseSurveyPaste}. */
export interface SurveyPasteOptions {
  /**
   * When the import runs. The paste shows no year: each time is read as the most recent
   * such date that is not after `now` (a `Dec 20` pasted on 2026-11-24 is 2025-12-20).
   */
  now: Date;
}

const MONTHS: readonly (readonly string[])[] = [
  ['jan', 'january'],
  ['feb', 'february'],
  ['mar', 'march'],
  ['apr', 'april'],
  ['may'],
  ['jun', 'june'],
  ['jul', 'july'],
  ['aug', 'august'],
  ['sep', 'sept', 'september'],
  ['oct', 'october'],
  ['nov', 'november'],
  ['dec', 'december'],
];

/** `Nov 3, 4:12 PM`, `Nov 3 4:12 pm`, `Sept. 21, 11:05 a.m.` — the whole line. */
const ENTRY_START = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?$/i;
const ZIP_CODE = /^\d{5}(?:-\d{4})?$/;
const DASHES = new Set(['-', '–', '—']);

interface DraftEntry {
  line: number;
  /** `null` when the line had an entry's shape but no such date exists (`Feb 30`). */
  submittedAt: Date | null;
  /** The entry's first line, as pasted. */
  timeText: string;
  name: string | null;
  email: string | null;
  zip: string | null;
  /** The lines after the name, email and zip code: the excitement and tier answers. */
  answers: string[];
}

/**
 * Reads the pasted survey export into signups. It never throws.
 *
 * An entry starts at a line holding only a short month, a day and a 12-hour time
 * (`Nov 3, 4:12 PM`; comma, case and dots are optional). The first non-empty line after
 * it is the name; then a line containing `@` is the email, and a `12345` or `12345-6789`
 * line right after it is the zip code (kept as written). The lines left are the two last
 * answers, read by position since the tier question comes last: with two lines or more,
 * the last is the tier answer and the ones before it the excitement text (joined by line
 * breaks), so a `$` or a tier's name in the excitement text never sets the tier; a lone
 * line is the tier answer if it contains `$` and the excitement text otherwise. A dash
 * line (`-`, `–`, `—`) means "no answer". Lines before the first entry are ignored.
 *
 * A line shaped like a submission time whose date does not exist (`Feb 30, 10:00 AM`)
 * still starts an entry, rejected as `Invalid date`, so its answers are neither lost
 * nor read into the entry before it. After the name, a one-word line that is not a zip
 * code fills the email slot even without `@` (`not-an-email`), so the import reports
 * it as an invalid email rather than a missing one.
 *
 * Entries without a name or an email, and entries whose tier answer names no tier
 * (`Platinum`), several tiers, or a price no tier costs (`$999 Platinum`), are
 * `rejected` with their line and reason, never dropped silently nor defaulted nor
 * guessed: a tier answer that matches nothing usually means the paste is out of
 * step, and the admin fixes it and imports again (emails already imported are then
 * skipped as duplicates). An entry with no tier answer at all (no line, or a dash) is
 * read as Reserve with `tierMissing` set, so the result can say so. Emails are not
 * validated or deduplicated here: that is `planSurveyImport`'s job.
 *
 * The paste carries no year or time zone: the time is read as the most recent such date
 * not after `options.now` and stored as that wall-clock time in UTC (`Date.UTC`), so the
 * result does not depend on the time zone of the machine doing the import.
 */
export function parseSurveyPaste(text: string, options: SurveyPasteOptions): SurveyPasteResult {
  if (typeof text !== 'string' || text.trim() === '') {
    return { ok: false, error: 'Please paste the Tally data first' };
  }
  const drafts = collectDrafts(text, options.now);
  if (drafts.length === 0) return { ok: false, error: 'No valid entries found in the data' };
  const entries: SurveyEntry[] = [];
  const rejected: SurveyImportIssue[] = [];
  for (const draft of drafts) {
    const read = readDraft(draft);
    if ('reason' in read) rejected.push(read);
    else entries.push(read);
  }
  return { ok: true, entries, rejected };
}

function readDraft(draft: DraftEntry): SurveyEntry | SurveyImportIssue {
  const issue = (reason: string): SurveyImportIssue => ({
    line: draft.line,
    entry: surveyEntryLabel(draft.name, draft.email),
    reason,
  });
  if (draft.submittedAt === null) {
    return issue(`Invalid date "${draft.timeText}" (no such day in that month)`);
  }
  if (draft.name === null && draft.email === null) return issue('Missing name and email');
  if (draft.name === null) return issue('Missing name');
  if (draft.email === null) return issue('Missing email');
  if (!draft.email.includes('@')) return issue(`Invalid email "${draft.email}"`);
  const { excitement, tierText } = splitAnswers(draft.answers);
  const { tiers, strayPrice } = tiersInAnswer(tierText);
  if (tiers.length === 0) {
    return issue(`Unknown tier "${tierText ?? ''}" (expected Reserve, Elite or Crown)`);
  }
  if (strayPrice !== null) {
    return issue(
      `The tier answer "${tierText ?? ''}" has a price no tier costs (${strayPrice}): expected Reserve, Elite or Crown`,
    );
  }
  if (tiers.length > 1) {
    return issue(
      `The tier answer "${tierText ?? ''}" names more than one tier: keep only the chosen one`,
    );
  }
  const tier = tiers[0]!;
  return {
    line: draft.line,
    full_name: draft.name,
    email: draft.email,
    zip_code: draft.zip,
    excitement_reason: excitement,
    tier,
    tierMissing: tierText === null,
    submitted_at: draft.submittedAt,
  };
}

function collectDrafts(text: string, now: Date): DraftEntry[] {
  const drafts: DraftEntry[] = [];
  let current: DraftEntry | undefined;
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, rawLine] of lines.entries()) {
    const line = rawLine.trim();
    if (line === '') continue;
    const submittedAt = readEntryStart(line, now);
    if (submittedAt !== undefined) {
      current = {
        line: index + 1,
        submittedAt,
        timeText: line,
        name: null,
        email: null,
        zip: null,
        answers: [],
      };
      drafts.push(current);
    } else if (current !== undefined) {
      fillNextSlot(current, line);
    }
  }
  return drafts;
}

function fillNextSlot(entry: DraftEntry, line: string): void {
  if (entry.name === null && entry.email === null && !line.includes('@')) {
    entry.name = line;
  } else if (entry.email === null && line.includes('@')) {
    entry.email = line.toLowerCase();
  } else if (entry.email === null && isEmailAttempt(line)) {
    entry.email = line.toLowerCase();
  } else if (entry.zip === null && entry.answers.length === 0 && ZIP_CODE.test(line)) {
    entry.zip = line;
  } else {
    entry.answers.push(line);
  }
}

/**
 * Splits an entry's answer lines into the excitement text and the tier answer, by
 * position: the tier question comes last, so with two lines or more the last one is the
 * tier answer and the ones before it are the excitement text, whatever they contain (a
 * `$` or a tier's name in the excitement text says nothing about the tier). A single line
 * is the tier answer when it contains `$` (the excitement question left out), the
 * excitement text otherwise. A dash is "no answer".
 */
function splitAnswers(answers: readonly string[]): {
  excitement: string | null;
  tierText: string | null;
} {
  const last = answers.at(-1);
  if (last === undefined) return { excitement: null, tierText: null };
  const given = DASHES.has(last) ? null : last;
  if (answers.length === 1) {
    return last.includes('$')
      ? { excitement: null, tierText: last }
      : { excitement: given, tierText: null };
  }
  const excitement = answers
    .slice(0, -1)
    .filter((line) => !DASHES.has(line))
    .join('\n');
  return { excitement: excitement === '' ? null : excitement, tierText: given };
}

/** A one-word answer in the email slot that is no other answer (`not-an-email`). */
function isEmailAttempt(line: string): boolean {
  return !/\s/.test(line) && !line.includes('$') && !DASHES.has(line) && !ZIP_CODE.test(line);
}

/** How many years back a date without a year may lie (Feb 29 needs up to eight). */
const YEARS_BACK = 8;
/** The pasted wall-clock time may be ahead of UTC by up to 14 hours (UTC+14). */
const ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

/**
 * The submission time if `line` starts an entry: the most recent such date not after
 * `now`, `null` when no year has that date (`Feb 30`), `undefined` when the line does not
 * start an entry.
 */
function readEntryStart(line: string, now: Date): Date | null | undefined {
  const match = ENTRY_START.exec(line);
  if (match === null) return undefined;
  const [, monthName = '', dayText = '', hourText = '', minuteText = '', meridiem = ''] = match;
  const month = MONTHS.findIndex((names) => names.includes(monthName.toLowerCase()));
  const day = Number(dayText);
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (month === -1 || hour < 1 || hour > 12 || minute > 59) return undefined;

  const hour24 = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  for (let back = 0; back <= YEARS_BACK; back++) {
    const date = new Date(Date.UTC(now.getUTCFullYear() - back, month, day, hour24, minute));
    // A day the month does not have (Feb 30) rolls into the next month: not this year.
    const real = date.getUTCMonth() === month && date.getUTCDate() === day;
    if (real && date.getTime() <= now.getTime() + ZONE_AHEAD_MS) return date;
  }
  return null;
}

/**
 * The price each tier answer may carry, in dollars: every tier's price from the tier
 * table, and Crown's $289 too (the price in the original import mapping, spec §9).
 */
const TIER_ANSWER_PRICES: ReadonlyMap<number, TierId> = new Map<number, TierId>([
  ...TIER_IDS.map((id): [number, TierId] => [TIER_TABLE[id].monthlyPriceCents / 100, id]),
  [289, 'crown'],
]);

const TIER_NAMES: readonly (readonly [TierId, RegExp])[] = TIER_IDS.map((id) => [
  id,
  new RegExp(`\\b${TIER_TABLE[id].name}\\b`, 'i'),
]);

/**
 * The tiers the tier answer names, by name or price: `['reserve']` when there is no
 * answer. Never a guess: one tier is the answer, none or several (`Crown, not Elite`)
 * are refused by the caller, and so is an answer that names a tier beside a dollar
 * amount no tier costs (`strayPrice`: `Crown, $300/mo`), more likely a sentence out of
 * place than a choice.
 */
function tiersInAnswer(answer: string | null): { tiers: TierId[]; strayPrice: string | null } {
  if (answer === null) return { tiers: ['reserve'], strayPrice: null };
  const named = new Set<TierId>();
  let strayPrice: string | null = null;
  for (const [price, amount = ''] of answer.matchAll(/\$\s*(\d[\d,]*(?:\.\d+)?)/g)) {
    const tier = TIER_ANSWER_PRICES.get(Number(amount.replaceAll(',', '')));
    if (tier === undefined) strayPrice ??= price;
    else named.add(tier);
  }
  for (const [id, name] of TIER_NAMES) if (name.test(answer)) named.add(id);
  return { tiers: TIER_IDS.filter((id) => named.has(id)), strayPrice };
}

/** The admin note stored on each imported signup: `Imported from Tally on 11/3/2025` (UTC). */
export function surveyImportNote(date: Date): string {
  if (Number.isNaN(date.getTime())) return 'Imported from Tally';
  return `Imported from Tally on ${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}
