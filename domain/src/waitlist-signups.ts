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
import { surveyImportNote, type SurveyEntry } from './survey-paste';
import { TIERS } from './tier-details';

/** Refusal when the email is already on the waitlist (spec error catalogue, verbatim). */
export const ALREADY_ON_WAITLIST = 'This email is already on our waitlist!';

/** The form of an email used to compare signups: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
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

/** What a survey import will store, and what it leaves out. */
export interface SurveyImportPlan {
  /** New signups to store, one per email. */
  signups: WaitlistSignupDoc[];
  /** Entries whose email is already on the waitlist. */
  duplicates: number;
  /** Entries that cannot be stored (an email that is not an email address). */
  failed: number;
}

function clip(text: string | null, max: number): string | null {
  return text === null ? null : text.slice(0, max);
}

/**
 * Turns parsed survey entries into signups: `pending`, source `survey_import`, noted
 * "Imported from Tally on {date}" ({@link surveyImportNote} of `now`), submitted at the
 * entry's time. Entries whose email is in `existingEmails` (normalised) are duplicates;
 * entries without a valid email fail. Long text is clipped to the form's limits.
 */
export function planSurveyImport(
  entries: readonly SurveyEntry[],
  existingEmails: ReadonlySet<string>,
  now: Date,
): SurveyImportPlan {
  const note = surveyImportNote(now);
  const seen = new Set<string>();
  const signups: WaitlistSignupDoc[] = [];
  let duplicates = 0;
  let failed = 0;
  for (const entry of entries) {
    const email = normaliseEmail(entry.email);
    if (!importedEmail.safeParse(email).success) {
      failed += 1;
      continue;
    }
    if (existingEmails.has(email) || seen.has(email)) {
      duplicates += 1;
      continue;
    }
    seen.add(email);
    signups.push({
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
    });
  }
  return { signups, duplicates, failed };
}
