/**
 * A product's validity, decided once. Every admin path that writes a product asks
 * {@link productProblems} (through {@link productUpdate} for an edit): the product form
 * (while the admin types, for the fields it decides together), the CSV import (each row,
 * in the browser and in the `importProducts` function), the edit dialog, inline edits,
 * the row menu and bulk edits, and the functions that edit products. firestore.rules
 * refuse the same writes (isValidProduct, fitsValueCap, keepsLoan, keepsStatus).
 */
import { valueCapProblem } from './access';
import type { BorrowStatus } from './catalog';
import { productDraftSchema, type ProductDraft } from './product-draft';
import { deriveProductFields } from './product-keywords';
import {
  ADMIN_BORROW_STATUSES,
  BORROW_NEEDS_ORDER,
  borrowEditRefusal,
  statusChangeRefusal,
  type WithBorrower,
} from './product-loan';

/** A field of a product as an admin supplies it. */
export type ProductField = keyof ProductDraft;

/** One reason a product write is refused, at the field to change (`null`: none). */
export interface ProductProblem {
  field: ProductField | null;
  message: string;
}

/** Refusal: an Active product is in the closet, so it needs a photo (the rules agree). */
export const ACTIVE_NEEDS_PHOTO = 'Active products need at least one photo';

/** A product write, as {@link productProblems} judges it. */
export interface ProductWrite {
  /** The stored product with who holds it, or `null` for a new product. */
  before: WithBorrower<ProductDraft> | null;
  /** The product as the write leaves it (whole, its fields valid one by one). */
  after: ProductDraft;
  /**
   * The fields the write sets: a rule is checked when a field it reads is set (a product
   * stored before a rule may still be edited without touching it). A new product: all.
   */
  changed: readonly ProductField[];
}

/** Every field of a product: what a new product sets. */
export const PRODUCT_FIELDS = Object.keys(productDraftSchema.shape) as ProductField[];

/**
 * Why the write is refused, in the order an admin should fix them, or `[]`: an Active
 * product has a photo; a new bag is Available or in Maintenance (Borrowed and Swapping
 * come from orders); an edit keeps a held bag's loan and status and Sold stays Sold
 * (`borrowEditRefusal`, `statusChangeRefusal`); the price fits the value cap of every
 * tier the access level is open to (`valueCapProblem`, from the tier table).
 */
export function productProblems({ before, after, changed }: ProductWrite): ProductProblem[] {
  const sets = (...fields: ProductField[]) => fields.some((field) => changed.includes(field));
  const problems: ProductProblem[] = [];
  if (sets('status', 'photos') && after.status === 'Active' && after.photos.length === 0) {
    problems.push({ field: 'status', message: ACTIVE_NEEDS_PHOTO });
  }
  if (before === null) {
    const byHand = (ADMIN_BORROW_STATUSES as readonly BorrowStatus[]).includes(after.borrow_status);
    if (sets('borrow_status') && !byHand) {
      problems.push({ field: 'borrow_status', message: BORROW_NEEDS_ORDER });
    }
  } else {
    const status = sets('status') ? statusChangeRefusal(before, after.status) : null;
    if (status !== null) problems.push({ field: 'status', message: status });
    const borrow = borrowEditRefusal(before, { ...after, borrower: before.borrower });
    if (borrow !== null) problems.push({ field: 'borrow_status', message: borrow });
  }
  const cap = sets('price', 'access_levels') ? valueCapProblem(after) : null;
  if (cap !== null) problems.push({ field: 'access_levels', message: cap });
  return problems;
}

/** What {@link productUpdate} answers. */
export type ProductUpdateResult =
  | {
      ok: true;
      /** The fields to write: the patch as validated, plus fresh derived query fields. */
      data: Partial<ProductDraft> & Partial<ReturnType<typeof deriveProductFields>>;
      /** The product as the write leaves it. */
      product: ProductDraft;
    }
  | { ok: false; problems: ProductProblem[] };

/** The fields `brand_slug` and `keywords` are derived from. */
const DERIVED_FROM: readonly ProductField[] = ['title', 'brand', 'style', 'categories', 'tags'];

/**
 * An admin's edit of `current` (with who holds it) by `patch`: each field validated
 * (`productDraftSchema`), then the whole product judged by {@link productProblems}; the
 * derived query fields are recomputed when a field they come from changes. The one
 * decision of the edit dialog, inline edits, the row menu, bulk edits and the functions.
 */
export function productUpdate(
  current: WithBorrower<ProductDraft>,
  patch: Partial<ProductDraft>,
): ProductUpdateResult {
  const changed = Object.keys(patch) as ProductField[];
  const parsed = productDraftSchema.partial().safeParse(patch);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        field: (issue.path[0] as ProductField | undefined) ?? null,
        message: issue.message,
      })),
    };
  }
  const data: Partial<ProductDraft> = {};
  for (const key of changed) Object.assign(data, { [key]: parsed.data[key] });
  const product: WithBorrower<ProductDraft> = { ...current, ...data };
  const problems = productProblems({ before: current, after: product, changed });
  if (problems.length > 0) return { ok: false, problems };
  const derived = changed.some((key) => DERIVED_FROM.includes(key))
    ? deriveProductFields(product)
    : {};
  return { ok: true, data: { ...data, ...derived }, product };
}
