/**
 * `importWaitlistSurvey`: the pasted survey export parsed by the domain
 * (`parseSurveyPaste`), emails already on the waitlist skipped as duplicates, and each
 * new signup created under its email's hash id (as `joinWaitlist` does), so a signup
 * arriving from the web meanwhile is also caught as a duplicate. Each signup stored gets
 * its own audit record ("imported", by the admin), so its history starts with the import
 * and the Activity page finds it by name; the import's summary line stays beside them.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  auditChanges,
  byLine,
  COLLECTIONS,
  normaliseEmail,
  parseSurveyPaste,
  planSurveyImport,
  SURVEY_ALREADY_ON_WAITLIST,
  WAITLIST_AUDIT_FIELDS,
  type ImportWaitlistSurveyResult,
  type WaitlistSignup,
} from '@unlimited/domain';
import { activityEntry, addAudit, writeActivity, type ActorLike } from '../lib/activity';
import { waitlistSignupDoc } from '../lib/collections';
import { ALREADY_EXISTS, grpcCode } from '../lib/errors';
import { signupIdForEmail } from '../waitlist/signup-id';
import { chunk } from './import-products';

/** Firestore's limit on the values of one `in` filter. */
const IN_FILTER_LIMIT = 30;

/** Audit records per batch (each also names the admin once in `activity_people`). */
const AUDIT_BATCH = 400;

/** One audit record per stored signup, in batches. */
async function auditImportedSignups(
  db: Firestore,
  stored: readonly { id: string; data: WaitlistSignup }[],
  actor: ActorLike,
  now: Date,
): Promise<void> {
  for (const group of chunk(stored, AUDIT_BATCH)) {
    const batch = db.batch();
    for (const { id, data } of group) {
      addAudit(batch, db, {
        kind: 'imported',
        objectType: 'waitlist_signup',
        objectId: id,
        label: data.full_name || data.email,
        actor,
        at: now,
        changes: auditChanges(null, data, WAITLIST_AUDIT_FIELDS),
      });
    }
    await batch.commit();
  }
}

/** Which of `emails` (normalised) are already on the waitlist. */
export async function existingWaitlistEmails(
  db: Firestore,
  emails: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(emails)];
  const snaps = await Promise.all(
    chunk(unique, IN_FILTER_LIMIT).map((group) =>
      db.collection(COLLECTIONS.waitlistSignups).where('email', 'in', group).select('email').get(),
    ),
  );
  for (const snap of snaps) for (const doc of snap.docs) found.add(String(doc.get('email')));
  return found;
}

/** The activity text of a survey import (counts only). */
export function surveyImportActivityText(imported: number): string {
  return `Survey import: ${imported} waitlist signup${imported === 1 ? '' : 's'} added`;
}

/**
 * Imports the paste. The result names every skipped entry and why (and the entries
 * imported with a caveat), in paste order.
 *
 * @throws HttpsError `invalid-argument` with the parser's message when the paste is
 *   empty or holds no entry
 */
export async function importWaitlistSurvey(
  db: Firestore,
  text: string,
  actor: ActorLike,
  now: Date = new Date(),
): Promise<ImportWaitlistSurveyResult> {
  const parsed = parseSurveyPaste(text, { now });
  if (!parsed.ok) throw new HttpsError('invalid-argument', parsed.error);

  const existing = await existingWaitlistEmails(
    db,
    parsed.entries.map((entry) => normaliseEmail(entry.email)),
  );
  const plan = planSurveyImport(parsed.entries, existing, now, parsed.rejected);

  let imported = 0;
  let duplicates = plan.duplicates;
  let failed = plan.failed;
  const skipped = [...plan.skipped];
  const stored: { id: string; data: WaitlistSignup }[] = [];
  const writer = db.bulkWriter();
  writer.onWriteError(() => false);
  const writes = plan.signups.map(({ line, entry, signup }) => {
    const id = signupIdForEmail(signup.email);
    const data = { ...signup, id };
    return writer.create(waitlistSignupDoc(db, id), data).then(
      () => {
        imported += 1;
        stored.push({ id, data });
      },
      (error: unknown) => {
        if (grpcCode(error) === ALREADY_EXISTS) {
          duplicates += 1;
          skipped.push({ line, entry, reason: SURVEY_ALREADY_ON_WAITLIST });
        } else {
          failed += 1;
          skipped.push({ line, entry, reason: 'Could not be stored: import it again' });
          logger.error('Survey signup not stored', {
            signupId: id,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
  });
  await writer.close();
  await Promise.all(writes);

  await auditImportedSignups(db, stored, actor, now);
  if (imported > 0)
    await writeActivity(db, activityEntry(surveyImportActivityText(imported), now, actor));
  logger.info('Survey imported', { imported, duplicates, failed });
  // An entry noted but then not stored is reported once, as skipped.
  const skippedLines = new Set(skipped.map((issue) => issue.line));
  return {
    imported,
    duplicates,
    failed,
    skipped: byLine(skipped),
    notes: plan.notes.filter((note) => !skippedLines.has(note.line)),
  };
}
