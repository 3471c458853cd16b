/**
 * A bag's condition record: its grade (SA–BC, {@link RANKS}) with what the grade means,
 * and, for each order, what was seen when the bag was dispatched to the member and when
 * it came back (notes and photos). The admin records them on the order (Update Order,
 * the Swaps bulk actions); the `updateOrder` function writes one document per order under
 * the bag, `products/{bagId}/condition_records/{orderId}`.
 *
 * Everything in a record is meant for members: the bag's next members read it on the
 * product page, the order's member on their order. Admin-only notes live in
 * `order_notes`, never here.
 */
import { z } from 'zod';
import { RANKS, RANK_LABELS, type Rank } from '../catalogue';
import type { OrderStatus } from './orders';
import { nullableField } from '../core';

/** The sub-collection of a product that holds its condition records. */
export const CONDITION_RECORDS = 'condition_records';

/** What each grade means, as members read it beside the grade. */
export const RANK_MEANINGS: Readonly<Record<Rank, string>> = {
  SA: 'Like new: no visible signs of use.',
  A: 'Excellent: the slightest signs of use, seen only up close.',
  AB: 'Very good: light wear on corners, handles or hardware.',
  B: 'Good: visible wear such as small scuffs, creases or marks, all noted.',
  BC: 'Fair: clear signs of use, noted and photographed; sound and fully usable.',
};

/** `AB · Very Good`: a grade with its label. */
export function gradeText(grade: Rank): string {
  return `${grade} · ${RANK_LABELS[grade]}`;
}

/** Longest condition note accepted. */
export const MAX_CONDITION_NOTES_LENGTH = 1000;
/** Most photos kept for one stage of one order. */
export const MAX_CONDITION_PHOTOS = 5;

/** The two moments a bag's condition is recorded. */
export const CONDITION_STAGES = ['dispatch', 'return'] as const;
export type ConditionStage = (typeof CONDITION_STAGES)[number];

/** How each stage is named to members and admins. */
export const CONDITION_STAGE_LABELS: Readonly<Record<ConditionStage, string>> = {
  dispatch: 'At dispatch',
  return: 'On return',
};

/** A photo address: https (production, Storage download URLs) or a site path (seed photos). */
export const conditionPhotoSchema = z
  .string()
  .trim()
  .max(2048, 'A photo address is too long')
  .refine(
    (url) => /^https:\/\/\S+$/.test(url) || /^\/[^/\s]\S*$/.test(url),
    'Each photo must be an https address',
  );

/** What was seen at one stage. */
export const conditionEntrySchema = z.object({
  grade: z.enum(RANKS),
  notes: z.string().max(MAX_CONDITION_NOTES_LENGTH).default(''),
  photos: z.array(z.string()).max(MAX_CONDITION_PHOTOS).default([]),
  recorded_at: z.date(),
});
export type ConditionEntry = z.output<typeof conditionEntrySchema>;

/** A `products/{bagId}/condition_records/{orderId}` document. */
export const conditionRecordDocSchema = z.object({
  bag_id: z.string().min(1),
  order_id: z.string().min(1),
  dispatch: nullableField(conditionEntrySchema),
  return: nullableField(conditionEntrySchema),
  updated_at: z.date(),
});
export type ConditionRecordDoc = z.output<typeof conditionRecordDocSchema>;
/** A condition record as read: the document plus its id (the order's). */
export type ConditionRecord = ConditionRecordDoc & { id: string };

/** The latest thing seen in a record: the return when there is one, else the dispatch. */
export function latestConditionEntry(
  record: Pick<ConditionRecordDoc, 'dispatch' | 'return'> | null | undefined,
): (ConditionEntry & { stage: ConditionStage }) | null {
  if (!record) return null;
  if (record.return) return { ...record.return, stage: 'return' };
  if (record.dispatch) return { ...record.dispatch, stage: 'dispatch' };
  return null;
}

/** Refusal: condition notes or photos sent with a move that records neither. */
export const CONDITION_ONLY_AT_DISPATCH_OR_RECEIPT =
  'Condition notes and photos are recorded when a bag is shipped (Pending Shipment → In Transit) or its return is received (Return Pending → Completed).';

/**
 * The stage a status change records, or `null`: shipping an order records the dispatch,
 * receiving its return records the return. Corrections record nothing.
 */
export function conditionStageFor(
  from: OrderStatus,
  to: OrderStatus,
  correction: boolean,
): ConditionStage | null {
  if (correction) return null;
  if (from === 'pending_shipment' && to === 'in_transit') return 'dispatch';
  if (from === 'return_pending' && to === 'completed') return 'return';
  return null;
}

/** What the admin gave for one stage (all optional). */
export interface ConditionInput {
  grade?: Rank;
  notes?: string;
  photos?: readonly string[];
}

/**
 * The entry a move writes: the grade the admin chose, or the bag's grade as it stands
 * (a dispatch records the grade the bag leaves with); notes trimmed; photos as given.
 */
export function conditionEntry(input: ConditionInput, bagGrade: Rank, now: Date): ConditionEntry {
  return {
    grade: input.grade ?? bagGrade,
    notes: (input.notes ?? '').trim(),
    photos: [...(input.photos ?? [])],
    recorded_at: now,
  };
}

/** The merge-write of a record for `stage` of order `orderId` on bag `bagId`. */
export function conditionRecordWrite(
  bagId: string,
  orderId: string,
  stage: ConditionStage,
  entry: ConditionEntry,
  now: Date,
): Pick<ConditionRecordDoc, 'bag_id' | 'order_id' | 'updated_at'> &
  Partial<Record<ConditionStage, ConditionEntry>> {
  return { bag_id: bagId, order_id: orderId, [stage]: entry, updated_at: now };
}

/**
 * The Storage path of a condition photo, `condition/{orderId}-{stage}_{suffix}.{ext}`
 * (storage.rules accept it: admins write images, anyone reads).
 */
export function conditionPhotoPath(
  orderId: string,
  stage: ConditionStage,
  suffix: string,
  file: { name: string; type: string },
): string {
  const fromName = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1];
  const fromType = /^image\/([A-Za-z0-9]{1,8})/.exec(file.type)?.[1];
  const ext = (fromName ?? fromType ?? 'jpg').toLowerCase();
  return `condition/${orderId}-${stage}_${suffix}.${ext}`;
}
