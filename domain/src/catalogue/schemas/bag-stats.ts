/**
 * `bag_stats/{productId}`: one bag's public-safe summary and aggregates, kept by
 * functions only: the bag's name and picture, whether it is out, how many members saved
 * it (hearts) and how many wait for it (queue_length), and when it is expected back;
 * and what its page shows while it is out: style, retail price and condition grade.
 * Admins rank bags by it (most hearted, most queued) without scanning hearts or queues;
 * a member whose tier sees the bag reads it to follow a bag that is out. It names no
 * member.
 */
import { z } from 'zod';
import { ACCESS_LEVELS, BORROW_STATUSES, PRODUCT_STATUSES, RANKS } from '../catalog';
import { nullableField } from '../../core';

/** A counter kept by increments; a decrement landing before its increment reads as 0. */
const counter = z
  .number()
  .int()
  .default(0)
  .transform((n) => Math.max(0, n));

export const bagStatsDocSchema = z.object({
  product_id: z.string(),
  title: z.string().default(''),
  brand: z.string().default(''),
  photo: nullableField(z.string()),
  /** Null on a summary written before it was kept here, until the product is next written. */
  style: nullableField(z.string()),
  price: nullableField(z.number().int().nonnegative()),
  rank: nullableField(z.enum(RANKS)),
  access_levels: z.enum(ACCESS_LEVELS).default('Any'),
  status: z.enum(PRODUCT_STATUSES).default('Hidden'),
  borrow_status: z.enum(BORROW_STATUSES).default('Available'),
  hearts: counter,
  queue_length: counter,
  /** When the bag is expected back for the queue (an estimate), or null when it is in. */
  back_estimate: nullableField(z.date()),
  updated_at: nullableField(z.date()),
});

/** A stored bag summary (without its id). */
export type BagStatsDoc = z.output<typeof bagStatsDocSchema>;
/** A bag summary as read: the document plus its id (the product's id). */
export type BagStats = BagStatsDoc & { id: string };

/** The summary fields copied from a product whenever it is written. */
export interface BagSummaryFields {
  product_id: string;
  title: string;
  brand: string;
  photo: string | null;
  style: string | null;
  price: number;
  rank: (typeof RANKS)[number];
  access_levels: (typeof ACCESS_LEVELS)[number];
  status: (typeof PRODUCT_STATUSES)[number];
  borrow_status: (typeof BORROW_STATUSES)[number];
}

/** The summary of `product` kept on its `bag_stats` document. */
export function bagSummaryOf(product: {
  id: string;
  title: string;
  brand: string;
  photos: readonly string[];
  style?: string | null | undefined;
  price: number;
  rank: (typeof RANKS)[number];
  access_levels: (typeof ACCESS_LEVELS)[number];
  status: (typeof PRODUCT_STATUSES)[number];
  borrow_status: (typeof BORROW_STATUSES)[number];
}): BagSummaryFields {
  return {
    product_id: product.id,
    title: product.title,
    brand: product.brand,
    photo: product.photos[0] ?? null,
    style: product.style ?? null,
    price: product.price,
    rank: product.rank,
    access_levels: product.access_levels,
    status: product.status,
    borrow_status: product.borrow_status,
  };
}

/** Whether the stored summary already says what `next` says (then nothing is written). */
export function sameBagSummary(
  stored: Partial<BagSummaryFields> | null,
  next: BagSummaryFields,
): boolean {
  if (stored === null) return false;
  return (Object.keys(next) as (keyof BagSummaryFields)[]).every(
    (key) => stored[key] === next[key],
  );
}
