/**
 * Import of waitlist signups pasted from the survey tool (Tally), spec §5 "Survey-tool
 * import parsing". The paste is the submissions view copied as text: each entry starts
 * with its submission time, followed by one line per answer.
 */
import type { TierId } from './tiers';

/** One signup read from the paste, ready to be stored with status `pending`. */
export interface SurveyEntry {
  full_name: string;
  /** Trimmed and lower-cased. */
  email: string;
  zip_code: string | null;
  excitement_reason: string | null;
  tier: TierId;
  /** The submission minute, as UTC (see {@link parseSurveyPaste}). */
  submitted_at: Date;
}

/** What {@link parseSurveyPaste} returns. */
export type SurveyPasteResult = { ok: true; entries: SurveyEntry[] } | { ok: false; error: string };

/** Options of {@link parseSurveyPaste}. */
export interface SurveyPasteOptions {
  /** The year the pasted times belong to (the paste shows none); normally the current year. */
  year: number;
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
  submittedAt: Date;
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
 * Only entries with both a name and an email are kept. When an email occurs twice in
 * one paste the first entry is kept; emails already stored are the caller's check.
 *
 * The paste carries no year or time zone: the time is read in `options.year` and
 * stored as that wall-clock time in UTC (`Date.UTC`), so the result does not depend on
 * the time zone of the machine doing the import.
 */
export function parseSurveyPaste(text: string, options: SurveyPasteOptions): SurveyPasteResult {
  if (typeof text !== 'string' || text.trim() === '') {
    return { ok: false, error: 'Please paste the Tally data first' };
  }
  const entries = collectEntries(text, options.year);
  return entries.length === 0
    ? { ok: false, error: 'No valid entries found in the data' }
    : { ok: true, entries };
}

function collectEntries(text: string, year: number): SurveyEntry[] {
  const drafts: DraftEntry[] = [];
  let current: DraftEntry | undefined;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    const submittedAt = readEntryStart(line, year);
    if (submittedAt !== null) {
      current = {
        submittedAt,
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

  const entries: SurveyEntry[] = [];
  const seenEmails = new Set<string>();
  for (const draft of drafts) {
    if (draft.name === null || draft.email === null || seenEmails.has(draft.email)) continue;
    seenEmails.add(draft.email);
    entries.push({
      full_name: draft.name,
      email: draft.email,
      zip_code: draft.zip,
      excitement_reason: draft.excitement ?? null,
      tier: tierFromAnswer(draft.tierText),
      submitted_at: draft.submittedAt,
    });
  }
  return entries;
}

function fillNextSlot(entry: DraftEntry, line: string): void {
  if (entry.tierText !== null) return;
  if (entry.name === null && entry.email === null && !line.includes('@')) {
    entry.name = line;
  } else if (entry.email === null && line.includes('@')) {
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

/** The submission time if `line` starts an entry, else `null`. */
function readEntryStart(line: string, year: number): Date | null {
  const match = ENTRY_START.exec(line);
  if (match === null) return null;
  const [, monthName = '', dayText = '', hourText = '', minuteText = '', meridiem = ''] = match;
  const month = MONTHS.findIndex((names) => names.includes(monthName.toLowerCase()));
  const day = Number(dayText);
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (month === -1 || hour < 1 || hour > 12 || minute > 59) return null;

  const hour24 = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  const date = new Date(Date.UTC(year, month, day, hour24, minute));
  // Refuse days the month does not have (Feb 30) instead of rolling into the next month.
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month || date.getUTCDate() !== day) {
    return null;
  }
  return date;
}

/**
 * Maps the tier answer to a tier id. Crown is matched on both `$249` (the price on the
 * page) and `$289` (the price in the original import mapping, spec §9).
 */
function tierFromAnswer(answer: string | null): TierId {
  if (answer === null) return 'reserve';
  if (/reserve|\$49\b/i.test(answer)) return 'reserve';
  if (/elite|\$129\b/i.test(answer)) return 'elite';
  if (/crown|\$249\b|\$289\b/i.test(answer)) return 'crown';
  return 'reserve';
}

/** The admin note stored on each imported signup: `Imported from Tally on 11/3/2025` (UTC). */
export function surveyImportNote(date: Date): string {
  if (Number.isNaN(date.getTime())) return 'Imported from Tally';
  return `Imported from Tally on ${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}
