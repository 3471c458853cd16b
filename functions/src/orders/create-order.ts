/**
 * `createOrder`: one transaction reads the member's subscription, the bag, their orders
 * and their shipping address, asks the domain (`decideCreateOrder`) and writes the
 * order, the bag's new borrow state, its loan (`product_loans`) and an activity entry together. Two members racing
 * for one bag: the loser's transaction is retried, finds the bag Borrowed and is refused.
 *
 * A transaction can also fail outright under contention: it ran out of attempts
 * (ABORTED), or the Firestore emulator closed it to let the winner commit and answered
 * INVALID_ARGUMENT "Transaction is invalid or closed", which the SDK does not retry.
 * Either way the member is owed the domain's answer, not a generic error: the facts are
 * read again and decided on, and the order is tried again while it is still allowed.
 */
import type {
  DocumentSnapshot,
  Firestore,
  QueryDocumentSnapshot,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  SYSTEM_ACTOR,
  COLLECTIONS,
  decideCreateOrder,
  normaliseFirestoreData,
  shippingAddressSchema,
  type CreateOrderResult,
  type Product,
  type ProductLoan,
  type ShippingAddress,
  type SlotOrder,
  type Subscription,
  type HeldBag,
  withBorrower,
} from '@unlimited/domain';
import { activityEntry, addActivity } from '../lib/activity';
import {
  ordersCol,
  productDoc,
  productLoanDoc,
  queueEntriesCol,
  subscriptionDoc,
} from '../lib/collections';
import { applyProductPatch } from '../lib/product-loans';
import { CONTENDED_TRANSACTION_ATTEMPTS, grpcCode, refusal } from '../lib/errors';
import { dataOrNull } from '../lib/snapshots';
import { heldBagsOf } from '../queues/holds';

/** Transactions run for one call when one fails outright while the order is still allowed. */
export const CREATE_ORDER_TRANSACTIONS = 3;

/** The profile's shipping address, or `null` when missing or not a valid address. */
export function readShippingAddress(
  profile: Record<string, unknown> | undefined,
): ShippingAddress | null {
  const raw = profile?.shipping_address;
  if (raw === null || raw === undefined) return null;
  const parsed = shippingAddressSchema.safeParse(normaliseFirestoreData(raw));
  return parsed.success ? parsed.data : null;
}

/** What the decision reads: in the transaction, or afresh after it failed. */
interface OrderFacts {
  subscription: DocumentSnapshot<Subscription>;
  product: DocumentSnapshot<Product>;
  /** Who holds the bag (for a Reserved bag, the member it is held for). */
  loan: DocumentSnapshot<ProductLoan>;
  profile: DocumentSnapshot;
  /** All the member's orders (few): filtering by status here keeps to the single-field index. */
  orders: QuerySnapshot;
  /** Bags held for the member in other queues: each takes a slot. */
  holds: HeldBag[];
}

/** Reads the facts, through `tx` (which locks them against a concurrent order) or not. */
async function readFacts(
  db: Firestore,
  uid: string,
  bagId: string,
  tx?: Transaction,
): Promise<OrderFacts> {
  const subscriptionRef = subscriptionDoc(db, uid);
  const productRef = productDoc(db, bagId);
  const loanRef = productLoanDoc(db, bagId);
  const profileRef = db.collection(COLLECTIONS.profiles).doc(uid);
  const ordersQuery = db.collection(COLLECTIONS.orders).where('user_id', '==', uid);
  const [[subscription, product, loan, profile, orders], holds] = await Promise.all([
    Promise.all(
      tx
        ? [
            tx.get(subscriptionRef),
            tx.get(productRef),
            tx.get(loanRef),
            tx.get(profileRef),
            tx.get(ordersQuery),
          ]
        : [
            subscriptionRef.get(),
            productRef.get(),
            loanRef.get(),
            profileRef.get(),
            ordersQuery.get(),
          ],
    ),
    heldBagsOf(db, uid, bagId, tx),
  ]);
  return { subscription, product, loan, profile, orders, holds };
}

/** A stored date field as a Date, or `null` when missing or not a date. */
function dateField(doc: QueryDocumentSnapshot, field: string): Date | null {
  const value = normaliseFirestoreData(doc.get(field));
  return value instanceof Date ? value : null;
}

/** The fields of an order that decide whether it takes one of the member's slots. */
export function slotOrder(doc: QueryDocumentSnapshot): SlotOrder {
  const outcome: unknown = doc.get('outcome');
  const bagName: unknown = doc.get('bag_name');
  const follows: unknown = doc.get('follows_order_id');
  return {
    id: doc.id,
    order_status: String(doc.get('order_status')),
    bag_name: typeof bagName === 'string' ? bagName : null,
    outcome: typeof outcome === 'string' ? outcome : null,
    delivered_date: dateField(doc, 'delivered_date'),
    shipped_date: dateField(doc, 'shipped_date'),
    ship_on: dateField(doc, 'ship_on'),
    follows_order_id: typeof follows === 'string' ? follows : null,
  };
}

/** What the member asked for beyond the bag: their zone (for dates) and a reservation. */
export interface OrderAsk {
  timeZone: string | null;
  /** They agree to a reservation if a returned bag's swap clock holds the slot. */
  reserve: boolean;
}

/** The product read with who holds it, or `null` when there is no (readable) product. */
function loanedOrNull(facts: OrderFacts) {
  const product = dataOrNull(facts.product);
  return product === null ? null : withBorrower(product, dataOrNull(facts.loan));
}

function decide(uid: string, now: Date, ask: OrderAsk, facts: OrderFacts) {
  const { timeZone, reserve } = ask;
  return decideCreateOrder({
    uid,
    now,
    reserve,
    subscription: dataOrNull(facts.subscription),
    product: loanedOrNull(facts),
    orders: facts.orders.docs.map(slotOrder),
    holds: facts.holds,
    timeZone,
    shippingAddress: readShippingAddress(facts.profile.data()),
  });
}

/** One transaction: decide on what it read, and write the order or refuse. */
function orderInTransaction(
  db: Firestore,
  uid: string,
  bagId: string,
  now: Date,
  ask: OrderAsk,
): Promise<CreateOrderResult> {
  return db.runTransaction(
    async (tx) => {
      const facts = await readFacts(db, uid, bagId, tx);
      const plan = decide(uid, now, ask, facts);
      if (!plan.ok) {
        logger.info('createOrder refused', { uid, bagId, reason: plan.reason });
        throw refusal(plan.message);
      }
      const orderRef = ordersCol(db).doc();
      tx.create(orderRef, { ...plan.order, id: orderRef.id });
      const loan = dataOrNull(facts.loan);
      applyProductPatch(tx, db, bagId, plan.productPatch, loan, orderRef.id);
      // A bag held for this member (their queue's offer) is theirs now: their entry goes.
      if (facts.product.get('borrow_status') === 'Reserved' && loan?.user_id === uid) {
        tx.delete(queueEntriesCol(db).doc(`${bagId}_${uid}`));
      }
      addActivity(tx, db, activityEntry(plan.activity(orderRef.id), now, SYSTEM_ACTOR));
      return { orderId: orderRef.id, shipOn: plan.order.ship_on?.toISOString() ?? null };
    },
    { maxAttempts: CONTENDED_TRANSACTION_ATTEMPTS },
  );
}

/**
 * Creates the member's order for `bagId`. `timeZone` (the member's browser zone) names
 * the unlock day in a swap-clock refusal as their dashboard does. With `reserve`, a
 * member whose returned bag's swap clock still holds the slot gets a reservation that
 * ships on its unlock (domain `next-bag.ts`); `shipOn` in the result says which it was.
 *
 * @throws HttpsError `failed-precondition` with the domain's message when refused,
 *   including when the transaction failed and the facts read afterwards refuse it
 */
export async function createOrder(
  db: Firestore,
  uid: string,
  bagId: string,
  now: Date = new Date(),
  timeZone: string | null = null,
  reserve = false,
): Promise<CreateOrderResult> {
  const ask: OrderAsk = { timeZone, reserve };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await orderInTransaction(db, uid, bagId, now, ask);
      logger.info('Order created', {
        uid,
        bagId,
        orderId: result.orderId,
        reserved: result.shipOn !== null,
      });
      return result;
    } catch (error) {
      // Refusals stand; only a failure Firestore answered is worth deciding again.
      if (error instanceof HttpsError || grpcCode(error) === null) throw error;
      const plan = decide(uid, now, ask, await readFacts(db, uid, bagId));
      if (!plan.ok) {
        logger.info('createOrder refused after its transaction failed', {
          uid,
          bagId,
          reason: plan.reason,
          code: grpcCode(error),
        });
        throw refusal(plan.message);
      }
      if (attempt >= CREATE_ORDER_TRANSACTIONS) throw error;
      logger.warn('createOrder transaction failed, trying again', {
        uid,
        bagId,
        code: grpcCode(error),
      });
    }
  }
}
