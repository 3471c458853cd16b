/**
 * Import of waitlist signups pasted from the survey tool (Tally), spec §5 "Survey-tool
 * import parsing". The paste is the submissions view copied as text: each entry starts
 * with its submission time, followed by one line per answer.
 */
import type { TierId } from '../membership';

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
  /** `undefined` while the answer slot is still open; `null` for "no answer". */
  excitement: string | null | undefined;
  tierText: string | null;
}

/**
 * Reads the pasted survey export into signups. It never throws.
 *
 * An entry starts at a line holding only a short month, a day and a 12-hour time
 * (`Nov 3, 4:12 PM`; comma, case and dots are optional). The first non-empty line after
 * it is the name; then a line containing `@` is the email, a `12345` or `12345-6789`
 * line is the zip code (kept as written), the first other line without `$` is the
 * excitement text, and a line containing `$` is the tier answer. A dash line (`-`, `–`,
 * `—`) means "no answer": it fills the excitement slot if still open and is ignored
 * otherwise (a tier with no answer maps to reserve anyway). Lines before the first entry
 * and lines a slot no longer wants are ignored.
 *
 * A line shaped like a submission time whose date does not exist (`Feb 30, 10:00 AM`)
 * still starts an entry, rejected as `Invalid date`, so its answers are neither lost
 * nor read into the entry before it. After the name, a one-word line that is not a zip
 * code fills the email slot even without `@` (`not-an-email`), so the import reports
 * it as an invalid email rather than a missing one.
 *
 * Entries without a name or an email, and entries whose tier answer names no tier
 * (`$999 Platinum`), are `rejected` with their line and reason, never dropped silently
 * nor defaulted: a tier answer that matches nothing usually means the paste is out of
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
  const tiers = tiersInAnswer(draft.tierText);
  if (tiers.length === 0) {
    return issue(`Unknown tier "${draft.tierText ?? ''}" (expected Reserve, Elite or Crown)`);
  }
  if (tiers.length > 1) {
    return issue(
      `The tier answer "${draft.tierText ?? ''}" names more than one tier: keep only the chosen one`,
    );
  }
  const tier = tiers[0]!;
  return {
    line: draft.line,
    full_name: draft.name,
    email: draft.email,
    zip_code: draft.zip,
    excitement_reason: draft.excitement ?? null,
    tier,
    tierMissing: draft.tierText === null,
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
        excitement: undefined,
        tierText: null,
      };
      drafts.push(current);
    } else if (current !== undefined) {
      fillNextSlot(current, line);
    }
  }
  return drafts;
}

function fillNextSlot(entry: DraftEntry, line: string): void {
  if (entry.tierText !== null) return;
  if (entry.name === null && entry.email === null && !line.includes('@')) {
    entry.name = line;
  } else if (entry.email === null && line.includes('@')) {
    entry.email = line.toLowerCase();
  } else if (entry.email === null && isEmailAttempt(line)) {
    entry.email = line.toLowerCase();
  } else if (line.includes('$')) {
    entry.tierText = line;
  } else if (entry.excitement !== undefined) {
    return;
  } else if (DASHES.has(line)) {
    entry.excitement = null;
  } else if (entry.zip === null && ZIP_CODE.test(line)) {
    entry.zip = line;
  } else {
    entry.excitement = line;
  }
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
 * The tiers the tier answer names, by name or price: `['reserve']` when there is no
 * answer. Never a guess: one tier is the answer, none or several (`Crown, not Elite`)
 * are refused by the caller. Crown is matched on both `$249` (the price on the page) and
 * `$289` (the price in the original import mapping, spec §9).
 */
function tiersInAnswer(answer: string | null): TierId[] {
  if (answer === null) return ['reserve'];
  const named: TierId[] = [];
  if (/\breserve\b|\$49\b/i.test(answer)) named.push('reserve');
  if (/\belite\b|\$129\b/i.test(answer)) named.push('elite');
  if (/\bcrown\b|\$249\b|\$289\b/i.test(answer)) named.push('crown');
  return named;
}

/** The admin note stored on each imported signup: `Imported from Tally on 11/3/2025` (UTC). */
export function surveyImportNote(date: Date): string {
  if (Number.isNaN(date.getTime())) return 'Imported from Tally';
  return `Imported from Tally on ${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}
