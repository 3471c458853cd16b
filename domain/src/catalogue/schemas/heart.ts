/**
 * `hearts/{uid}_{productId}`: a bag a member saved. The member writes it themselves (the
 * rules check the id, the owner and the fields); it keeps a snapshot of the bag so the
 * Saved page can name a bag the member can no longer open (out on loan, another tier's).
 */
import { z } from 'zod';
import { ACCESS_LEVELS } from '../catalog';
import { nullableField } from '../../core';

/** Longest title or brand a heart's snapshot keeps (the rules check the same). */
export const HEART_TEXT_MAX = 200;

export const heartDocSchema = z.object({
  user_id: z.string().min(1),
  product_id: z.string().min(1),
  title: z.string().max(HEART_TEXT_MAX),
  brand: z.string().max(HEART_TEXT_MAX),
  photo: nullableField(z.string().max(2000)),
  access_levels: z.enum(ACCESS_LEVELS),
  created_at: z.date(),
});

/** A stored heart (without its id). */
export type HeartDoc = z.output<typeof heartDocSchema>;
/** A heart as read from Firestore: the document plus its id. */
export type Heart = HeartDoc & { id: string };

/** The id of `uid`'s heart for `productId`: one heart per member and bag. */
export function heartDocId(uid: string, productId: string): string {
  return `${uid}_${productId}`;
}

/** The bag fields a heart snapshots. */
export interface HeartedBag {
  id: string;
  title: string;
  brand: string;
  photos: readonly string[];
  access_levels: (typeof ACCESS_LEVELS)[number];
}

/** The heart `uid` stores for `bag` at `now`. */
export function createHeartDoc(uid: string, bag: HeartedBag, now: Date): HeartDoc {
  return {
    user_id: uid,
    product_id: bag.id,
    title: bag.title.slice(0, HEART_TEXT_MAX),
    brand: bag.brand.slice(0, HEART_TEXT_MAX),
    photo: bag.photos[0] ?? null,
    access_levels: bag.access_levels,
    created_at: now,
  };
}
