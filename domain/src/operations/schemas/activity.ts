/**
 * The `activity` collection: the back-office's trail of events. System events (a member
 * joined, an order placed) carry only `action`, `timestamp` and `actor`; an admin's
 * write carries the audit fields too (built by `auditRecord` in ../audit.ts, written on
 * the server only).
 */
import { z } from 'zod';
import { AUDIT_KINDS, AUDIT_OBJECT_TYPES, MAX_AUDIT_CHANGES } from '../audit';

/** The actor of events that no admin caused (triggers, scheduled jobs). */
export const SYSTEM_ACTOR = 'System';

/** Longest activity text stored. */
export const MAX_ACTIVITY_ACTION_LENGTH = 500;

const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/**
 * An `activity/{id}` document. `actor` is {@link SYSTEM_ACTOR} or the admin's name or
 * email as it was when they acted; the audit fields are present on audit records only.
 */
export const activityDocSchema = z.object({
  action: z.string().min(1).max(MAX_ACTIVITY_ACTION_LENGTH),
  timestamp: z.date(),
  actor: z.string().min(1),
  actor_uid: z.string().nullable().optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  object_type: z.enum(AUDIT_OBJECT_TYPES).optional(),
  object_id: z.string().optional(),
  object_label: z.string().optional(),
  changes: z.array(auditChangeSchema).max(MAX_AUDIT_CHANGES).optional(),
  changes_omitted: z.number().int().min(0).optional(),
  search_tokens: z.array(z.string()).optional(),
  /** The bulk job (`bulk_jobs` id) that made the change, on its records. */
  job_id: z.string().optional(),
});

/** A stored activity document (without its id). */
export type ActivityDoc = z.output<typeof activityDocSchema>;
/** An activity item as read from Firestore: the document plus its id. */
export type Activity = ActivityDoc & { id: string };

/**
 * An `activity_people/{uid}` document: an admin who has written something, as last
 * named (the Activity page's person filter lists these, never raw uids).
 */
export const activityPersonDocSchema = z.object({
  uid: z.string().min(1),
  name: z.string().min(1),
  last_at: z.date(),
});

export type ActivityPersonDoc = z.output<typeof activityPersonDocSchema>;
export type ActivityPerson = ActivityPersonDoc & { id: string };
