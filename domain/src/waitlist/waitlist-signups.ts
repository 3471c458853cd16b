/**
 * New waitlist signups: from the public form (`joinWaitlist`) and from a pasted survey
 * export (`importWaitlistSurvey`). One signup per email: emails are compared trimmed and
 * lower-cased, and the callables key each new signup by a hash of that email so two
 * concurrent submits cannot both store one.
 */
import { z } from 'zod';
import {
  WAITLIST_LIMITS,
  type WaitlistSignupDoc,
  type WaitlistSignupValues,
} from './schemas/waitlist-signup';
import {
  type SurveyImportIssue,
  surveyEntryLabel,
  surveyImportNote,
  type SurveyEntry,
} from './survey-paste';
import { TIERS } from '../membership';

/** Refusal when the email is already on the waitlist (spec error catalogue, verbatim). */
export const ALREADY_ON_WAITLIST = 'This email is already on our waitlist!';

/** The form of an email used to compare signups: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Mail domains that ignore dots in the local part, and the name each is known by. */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an email delivers to, used to tell one person's signups apart: normalised,
 * without a `+tag` (most providers deliver `ada+vip@…` to `ada@…`), and for Gmail without
 * dots (`a.da@gmail.com` is `ada@gmail.com`). Several spellings of one mailbox are one
 * signup, so the waitlist cannot be flooded from one inbox.
 */
export function mailboxKey(email: string): string {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at <= 0) return normalised;
  let local = normalised.slice(0, at);
  let domain = normalised.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless !== undefined) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** A new `pending` signup from the public form, dated `now`. */
export function newWebSignup(values: WaitlistSignupValues, now: Date): WaitlistSignupDoc {
  return {
    full_name: values.full_name,
    email: normaliseEmail(values.email),
    tier: values.tier,
    zip_code: values.zip_code,
    excitement_reason: values.excitement_reason,
    comment: values.comment,
    style_answers: values.style_answers,
    referred_by: null,
    referred_by_email: null,
    referred: false,
    status: 'pending',
    submitted_at: now,
    notes: null,
    updated_at: now,
    source: 'web',
  };
}

/** The activity text of a new signup (the tier only, no personal data). */
export function signupActivityText(signup: Pick<WaitlistSignupDoc, 'tier'>): string {
  return `New waitlist signup (${TIERS[signup.tier].name})`;
}

const importedEmail = z.email().max(WAITLIST_LIMITS.email);

/** A signup a survey import will store, with the entry it comes from. */
export interface PlannedSignup {
  /** Line of the paste on which the entry starts. */
  line: number;
  /** The entry as results name it (`Maya Patel <maya@example.com>`). */
  entry: string;
  signup: WaitlistSignupDoc;
}

/** What a survey import will store, and what it leaves out and why. */
export interface SurveyImportPlan {
  /** New signups to store, one per email. */
  signups: PlannedSignup[];
  /** Entries skipped as duplicates: already on the waitlist, or repeated in the paste. */
  duplicates: number;
  /** Entries that cannot be stored (rejected by the parser, or an invalid email). */
  failed: number;
  /** Every skipped entry with its reason, in paste order. */
  skipped: SurveyImportIssue[];
  /** Entries to be stored that the admin should check (no tier answer). */
  notes: SurveyImportIssue[];
}

/** The result's reason for an email already on the waitlist. */
export const SURVEY_ALREADY_ON_WAITLIST = 'Already on the waitlist';
/** The result's note on an entry without a tier answer. */
export const SURVEY_NO_TIER_ANSWER = 'No tier answer: imported as Reserve';

function clip(text: string | null, max: number): string | null {
  return text === null ? null : text.slice(0, max);
}

/** `issues` in paste order (by line; stable). */
export function byLine<T extends { line: number }>(issues: readonly T[]): T[] {
  return [...issues].sort((a, b) => a.line - b.line);
}

/**
 * Turns parsed survey entries into signups: `pending`, source `survey_import`, noted
 * "Imported from Tally on {date}" ({@link surveyImportNote} of `now`), submitted at the
 * entry's time. Every entry left out is listed in `skipped` with its reason: the
 * parser's `rejected` entries, an email that is not an email address (`failed`), an
 * email in `existingEmails` (normalised) or on an earlier entry of the paste
 * (`duplicates`). An entry without a tier answer is stored as Reserve and listed in
 * `notes`. Long text is clipped to the form's limits.
 */
export function planSurveyImport(
  entries: readonly SurveyEntry[],
  existingEmails: ReadonlySet<string>,
  now: Date,
  rejected: readonly SurveyImportIssue[] = [],
): SurveyImportPlan {
  const note = surveyImportNote(now);
  const firstLine = new Map<string, number>();
  const signups: PlannedSignup[] = [];
  const skipped: SurveyImportIssue[] = [...rejected];
  const notes: SurveyImportIssue[] = [];
  let duplicates = 0;
  let failed = rejected.length;
  for (const entry of entries) {
    const email = normaliseEmail(entry.email);
    const label = surveyEntryLabel(entry.full_name, entry.email);
    const skip = (reason: string) => skipped.push({ line: entry.line, entry: label, reason });
    const earlier = firstLine.get(email);
    if (!importedEmail.safeParse(email).success) {
      failed += 1;
      skip(`Invalid email "${entry.email}"`);
    } else if (existingEmails.has(email)) {
      duplicates += 1;
      skip(SURVEY_ALREADY_ON_WAITLIST);
    } else if (earlier !== undefined) {
      duplicates += 1;
      skip(`Repeats the entry at line ${earlier} of this paste`);
    } else {
      firstLine.set(email, entry.line);
      if (entry.tierMissing)
        notes.push({ line: entry.line, entry: label, reason: SURVEY_NO_TIER_ANSWER });
      signups.push({
        line: entry.line,
        entry: label,
        signup: {
          full_name: entry.full_name.trim().slice(0, WAITLIST_LIMITS.full_name),
          email,
          tier: entry.tier,
          zip_code: entry.zip_code,
          excitement_reason: clip(entry.excitement_reason, WAITLIST_LIMITS.free_text),
          comment: null,
          status: 'pending',
          submitted_at: entry.submitted_at,
          notes: note,
          updated_at: now,
          source: 'survey_import',
          style_answers: null,
          referred_by: null,
          referred_by_email: null,
          referred: false,
        },
      });
    }
  }
  return { signups, duplicates, failed, skipped: byLine(skipped), notes };
}
