/**
 * The `bulk_jobs` collection: one document per bulk edit or delete an admin starts
 * (`startBulkJob`), processed in batches by a function that writes its progress here.
 * Admins read it; only functions write it.
 */
import { z } from 'zod';
import { ACCESS_LEVELS, PRODUCT_STATUSES, ADMIN_BORROW_STATUSES } from '../../catalogue';
import { countField, nullableField } from '../../core';

/** What a job does to each product. */
export const BULK_JOB_KINDS = ['edit', 'delete'] as const;
export type BulkJobKind = (typeof BULK_JOB_KINDS)[number];

/**
 * Where a job is: waiting for its first batch, between batches, paused by the admin
 * (between two batches, until she resumes it), or finished.
 */
export const BULK_JOB_STATUSES = [
  'queued',
  'running',
  'paused',
  'done',
  'failed',
  'cancelled',
] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

/** The change an edit job makes: each field set is applied to every product. */
export const bulkChangeSchema = z.object({
  status: z.enum(PRODUCT_STATUSES).optional(),
  borrow_status: z.enum(ADMIN_BORROW_STATUSES).optional(),
  access_levels: z.enum(ACCESS_LEVELS).optional(),
});
export type BulkChange = z.output<typeof bulkChangeSchema>;

/** A product the job left as it was, and why (in the admin's words). */
export const bulkSkipSchema = z.object({
  id: z.string(),
  title: z.string(),
  reason: z.string(),
});
export type BulkSkip = z.output<typeof bulkSkipSchema>;

/** A `bulk_jobs/{id}` document. */
export const bulkJobDocSchema = z.object({
  kind: z.enum(BULK_JOB_KINDS),
  status: z.enum(BULK_JOB_STATUSES),
  /** The edit's change (`null` for a delete). */
  change: nullableField(bulkChangeSchema),
  /** The products, in the order they are processed (no repeats). */
  product_ids: z.array(z.string()),
  /** Each product's title when the job started (same order), for the report. */
  titles: z.array(z.string()),
  total: countField,
  /** Products per batch (set by the server: each batch is one transaction). */
  batch_size: z.number().int().min(1).max(200),
  /** The checkpoint: products before this index are processed (changed, unchanged or skipped). */
  cursor: countField,
  /** Products changed or deleted. */
  done: countField,
  /** Products that already had the change (nothing written). */
  unchanged: countField,
  skipped: z.array(bulkSkipSchema).default([]),
  created_by: z.string(),
  created_by_name: z.string(),
  created_at: z.date(),
  started_at: nullableField(z.date()),
  finished_at: nullableField(z.date()),
  updated_at: z.date(),
  /** Why the job stopped (`failed`), for the admin. */
  error: nullableField(z.string()),
  /**
   * The last time the server resumed the job by itself after it stalled (no batch for
   * `BULK_JOB_STALL_MS`: its function died), or `null`.
   */
  auto_resumed_at: nullableField(z.date()),
  /** Automatic resumes since the job last moved (1 for the first; 0 when none). */
  auto_resume_attempts: countField,
  /** The checkpoint when it was last resumed automatically (did it move since?). */
  auto_resume_cursor: countField,
  /**
   * The automatic resume's lease: until then no other sweep takes the job (set, with the
   * attempt, in the transaction that claims it).
   */
  lease_until: nullableField(z.date()),
});

export type BulkJobDoc = z.output<typeof bulkJobDocSchema>;
/** A bulk job as read from Firestore: the document plus its id. */
export type BulkJob = BulkJobDoc & { id: string };
