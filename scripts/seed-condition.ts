/**
 * The seed's condition records (domain `condition.ts`): for every seed order that was
 * shipped, what was noted at dispatch, and for every order whose bag came back, what was
 * noted on return, with the bag's own photos standing in for condition photos (site paths,
 * served with the seed photos). The records live under each bag,
 * `products/{bagId}/condition_records/{orderId}`.
 */
import {
  conditionEntry,
  conditionRecordDocSchema,
  type ConditionRecordDoc,
  type OrderDoc,
  type ProductDoc,
} from '@unlimited/domain';
import type { SeedDoc } from './seed-data';

const DISPATCH_NOTES = [
  'Checked before packing: corners crisp, stitching even, hardware bright.',
  'Light patina on the handle, as graded. Interior clean; dust bag and box included.',
  'Faint mark inside the flap, photographed. Leather supple, no odour.',
  'Sent with its dust bag, box and care card. No wear beyond the grade.',
] as const;

const RETURN_NOTES = [
  'Back in the condition it left in. Cleaned and conditioned before returning to the closet.',
  'Light rubbing on two base corners since dispatch; still well within its grade.',
  'Returned clean. A small crease at the handle base, now photographed.',
] as const;

const DAY = 86_400_000;

/** One seed condition record with where it goes. */
export interface SeedConditionRecord extends SeedDoc<ConditionRecordDoc> {
  bagId: string;
}

/** The condition records of the seed orders (see the module comment). */
export function seedConditionRecords(
  orders: readonly SeedDoc<OrderDoc>[],
  products: readonly SeedDoc<ProductDoc>[],
): SeedConditionRecord[] {
  const byId = new Map(products.map((product) => [product.id, product.data]));
  return orders.flatMap((order, index) => {
    const product = byId.get(order.data.bag_id);
    const shipped = order.data.shipped_date;
    if (!product || !shipped) return [];
    const photos = product.photos.slice(0, 2);
    const dispatch = conditionEntry(
      { notes: DISPATCH_NOTES[index % DISPATCH_NOTES.length], photos: photos.slice(0, 1) },
      product.rank,
      shipped,
    );
    const back =
      order.data.order_status === 'completed'
        ? conditionEntry(
            { notes: RETURN_NOTES[index % RETURN_NOTES.length], photos },
            product.rank,
            new Date((order.data.delivered_date ?? shipped).getTime() + 28 * DAY),
          )
        : null;
    const data = conditionRecordDocSchema.parse({
      bag_id: order.data.bag_id,
      order_id: order.id,
      dispatch,
      return: back,
      updated_at: back?.recorded_at ?? dispatch.recorded_at,
    });
    return [{ bagId: order.data.bag_id, id: order.id, data }];
  });
}
