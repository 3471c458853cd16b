/**
 * `product_loans/{productId}`: who holds a bag, apart from the bag. A product is read by
 * every member of its tier and by visitors, so it names nobody; the member a bag is out
 * with (or held for, while it is Reserved for the first in its queue) is kept here, where
 * only admins read and only functions write (the order lifecycle, purchase, the queue's
 * holds). The document exists exactly while someone holds the bag; the product keeps its
 * public state (`borrow_status`, `return_date`). A member learns that a bag is hers from
 * her own orders and queue entries.
 */
import { z } from 'zod';

export const productLoanDocSchema = z.object({
  product_id: z.string().min(1),
  /** The member who holds the bag, or for whom it is held. */
  user_id: z.string().min(1),
  /** The order the bag is out on, or null while it is held for a queue's first member. */
  order_id: z.string().nullable().default(null),
  /** When this member's hold or loan began (kept while it moves along its order). */
  created_at: z.date(),
  updated_at: z.date(),
});

/** A stored loan (without its id, which is the product's). */
export type ProductLoanDoc = z.output<typeof productLoanDocSchema>;
/** A loan as read: the document plus its id (the product's id). */
export type ProductLoan = ProductLoanDoc & { id: string };
