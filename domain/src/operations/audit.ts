/**
 * The audit trail: one record per admin write (who, when, what, the changed fields),
 * built here and written only on the server (a callable in its own transaction, or the
 * audit trigger for the product and waitlist writes the admin app makes directly). The
 * records are `activity` documents (schemas/activity.ts) with the audit fields set.
 */
import { z } from 'zod';
import { foldForSearch, formatCents } from '../core';

/** The kinds of object an audit record is about; each has a page the record links to. */
export const AUDIT_OBJECT_TYPES = [
  'product',
  'order',
  'waitlist_signup',
  'customer',
  'coupon',
  'staff',
  'article',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const AUDIT_OBJECT_LABELS: Record<AuditObjectType, string> = {
  product: 'Product',
  order: 'Order',
  waitlist_signup: 'Waitlist signup',
  customer: 'Customer',
  coupon: 'Coupon',
  staff: 'Staff member',
  article: 'Article',
};

/** What was done. */
export const AUDIT_KINDS = [
  'created',
  'updated',
  'deleted',
  'imported',
  'status_changed',
  'note_added',
  'invited',
  'invitation_revoked',
  'deactivated',
  'role_changed',
  'removed',
  'joined',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  imported: 'Imported',
  status_changed: 'Status changed',
  note_added: 'Note added',
  invited: 'Invited',
  invitation_revoked: 'Invitation revoked',
  deactivated: 'Deactivated',
  role_changed: 'Role changed',
  removed: 'Removed',
  joined: 'Joined',
};

/** The past-tense verb of a kind inside a sentence ("Product “Kelly” updated"). */
const KIND_VERBS: Record<AuditKind, string> = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  imported: 'imported',
  status_changed: 'status changed',
  note_added: 'note added',
  invited: 'invited',
  invitation_revoked: 'invitation revoked',
  deactivated: 'deactivated',
  role_changed: 'role changed',
  removed: 'removed from the team',
  joined: 'joined the team',
};

/** Most changed fields kept on one record (the rest are counted in `changes_omitted`). */
export const MAX_AUDIT_CHANGES = 20;
/** Longest before/after value kept (longer ones are cut with "…"). */
export const MAX_AUDIT_VALUE_LENGTH = 120;
/** Longest object label kept. */
export const MAX_AUDIT_LABEL_LENGTH = 120;
/** Most search tokens on one record. */
export const MAX_AUDIT_SEARCH_TOKENS = 60;

/** One changed field: its value before and after, as short display text (null: none). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Who did it: the admin's uid and the name or email shown for them, both at write time. */
export interface AuditActor {
  uid: string | null;
  name: string;
}

/** The actor of events no admin caused (triggers, jobs, members' own acts). */
export const SYSTEM_AUDIT_ACTOR: AuditActor = { uid: null, name: 'System' };

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function isTimestampLike(value: unknown): value is { toDate(): Date } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function'
  );
}

/** A stored value as short display text: dates in ISO, lists joined, objects as JSON. */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (isTimestampLike(value)) text = value.toDate().toISOString();
  else if (Array.isArray(value)) text = value.map((item) => auditValue(item) ?? '').join(', ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return cut(text, MAX_AUDIT_VALUE_LENGTH);
}

/**
 * The fields among `fields` whose values differ between `before` and `after` (either may
 * be null: a create or a delete), compared by their display text, in `fields` order.
 */
export function auditChanges(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
  fields: readonly string[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = auditValue(before?.[field]);
    const now = auditValue(after?.[field]);
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes;
}

/**
 * True for an audited field that holds an amount in cents: a product's `price`, and any
 * `…_cents` field (a coupon's `amount_off_cents`).
 */
export function isCentsAuditField(field: string): boolean {
  return field === 'price' || field.endsWith('_cents');
}

/** One changed field as people read it (see {@link auditChangeText}). */
export interface AuditChangeText {
  field: string;
  before: string;
  after: string;
}

/**
 * One change as the history shows it: the field's name in words (`amount_off_cents` →
 * `amount off`), "none" for no value, and amounts in cents in dollars (`10000` →
 * `$100.00`). Records keep the exact stored values; this is display only, so a value that
 * is not a whole number of cents (an old record cut with "…") is shown as stored.
 */
export function auditChangeText(change: AuditChange): AuditChangeText {
  const cents = isCentsAuditField(change.field);
  const show = (value: string | null): string => {
    if (value === null) return 'none';
    if (cents && /^-?\d+$/.test(value)) return formatCents(Number(value), { decimals: true });
    return value;
  };
  return {
    field: change.field.replace(/_cents$/, '').replaceAll('_', ' '),
    before: show(change.before),
    after: show(change.after),
  };
}

/** The product fields an admin edits, in the order the history lists them. */
export const PRODUCT_AUDIT_FIELDS = [
  'title',
  'brand',
  'style',
  'rank',
  'size',
  'price',
  'status',
  'borrow_status',
  'access_levels',
  'categories',
  'tags',
  'description',
  'photos',
] as const;

/** The waitlist signup fields an admin changes (and an import sets). */
export const WAITLIST_AUDIT_FIELDS = ['status', 'tier', 'notes'] as const;

/** The order fields an admin changes (through `updateOrder`). */
export const ORDER_AUDIT_FIELDS = [
  'order_status',
  'tracking_number',
  'bag_weight',
  'bag_length',
  'bag_width',
  'bag_height',
] as const;

/** Accent- and case-folded words of a label, with their prefixes (for "starts with" search). */
export function auditSearchTokens(label: string): string[] {
  const tokens = new Set<string>();
  for (const word of foldForSearch(label).split(/[^\p{L}\p{N}]+/u)) {
    for (let end = 1; end <= Math.min(word.length, 20); end += 1) tokens.add(word.slice(0, end));
  }
  return [...tokens].slice(0, MAX_AUDIT_SEARCH_TOKENS);
}

/**
 * The search tokens a stored `activity` document lacks, or `null` when it has them. A
 * plain line (a system event, an import or bulk summary) carries the tokens of its own
 * text, as the server now writes it; lines written before that get them here (the search
 * backfill). Audit records always carry those of their object.
 */
export function activitySearchPatch(
  data: Readonly<Record<string, unknown>>,
): { search_tokens: string[] } | null {
  if (Array.isArray(data.search_tokens) || typeof data.action !== 'string') return null;
  return { search_tokens: auditSearchTokens(data.action) };
}

/** The first search word as a token to match (`null`: no search). */
export function auditSearchToken(search: string): string | null {
  const word = foldForSearch(search)
    .split(/[^\p{L}\p{N}]+/u)
    .find((w) => w !== '');
  return word === undefined ? null : word.slice(0, 20);
}

/** The input of {@link auditRecord}. */
export interface AuditInput {
  kind: AuditKind;
  objectType: AuditObjectType;
  objectId: string;
  /** A short name for the object: a product's title, an order's short id, an email. */
  label: string;
  actor: AuditActor;
  at: Date;
  changes?: readonly AuditChange[];
  /** Extra words after the sentence (e.g. "(12 products)"). */
  detail?: string;
  /** The event's own wording, in place of the generated sentence. */
  action?: string;
  /** The bulk job that made this change (`bulk_jobs` id), when one did. */
  jobId?: string;
}

/** The stored audit fields of an `activity` document. */
export interface AuditRecord {
  action: string;
  timestamp: Date;
  actor: string;
  actor_uid: string | null;
  kind: AuditKind;
  object_type: AuditObjectType;
  object_id: string;
  object_label: string;
  changes: AuditChange[];
  changes_omitted: number;
  search_tokens: string[];
  /** The bulk job that made the change, when one did. */
  job_id?: string;
}

/** The sentence shown for a record, e.g. `Product “Kelly 28” updated: price, status`. */
export function auditSentence(
  input: Pick<AuditInput, 'kind' | 'objectType' | 'label' | 'detail'> & {
    changes?: readonly Pick<AuditChange, 'field'>[];
  },
): string {
  const fields = input.changes?.length ? `: ${input.changes.map((c) => c.field).join(', ')}` : '';
  const detail = input.detail ? ` ${input.detail}` : '';
  return `${AUDIT_OBJECT_LABELS[input.objectType]} “${input.label}” ${KIND_VERBS[input.kind]}${fields}${detail}`;
}

/** One audit record: the one builder every writer (callables, trigger, seed) uses. */
export function auditRecord(input: AuditInput): AuditRecord {
  const label = cut(input.label.trim() || input.objectId, MAX_AUDIT_LABEL_LENGTH);
  const all = input.changes ?? [];
  const changes = all.slice(0, MAX_AUDIT_CHANGES).map((change) => ({ ...change }));
  return {
    action: cut(input.action ?? auditSentence({ ...input, label, changes }), 500),
    timestamp: input.at,
    actor: input.actor.name,
    actor_uid: input.actor.uid,
    kind: input.kind,
    object_type: input.objectType,
    object_id: input.objectId,
    object_label: label,
    changes,
    changes_omitted: all.length - changes.length,
    search_tokens: auditSearchTokens(`${label} ${input.objectId}`),
    ...(input.jobId === undefined ? {} : { job_id: input.jobId }),
  };
}

/**
 * The record of a direct admin write to a product or a signup (the audit trigger): a
 * create, an update with changed fields, or nothing when no tracked field changed.
 */
export function auditClientWrite(input: {
  objectType: 'product' | 'waitlist_signup';
  objectId: string;
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>>;
  actor: AuditActor;
  at: Date;
}): AuditRecord | null {
  const fields = input.objectType === 'product' ? PRODUCT_AUDIT_FIELDS : WAITLIST_AUDIT_FIELDS;
  const changes = auditChanges(input.before, input.after, fields);
  if (input.before !== null && changes.length === 0) return null;
  const label =
    input.objectType === 'product'
      ? String(input.after.title ?? '')
      : String(input.after.email ?? input.after.full_name ?? '');
  const kind: AuditKind =
    input.before === null
      ? 'created'
      : changes.length === 1 && changes[0]!.field === 'status'
        ? 'status_changed'
        : 'updated';
  return auditRecord({
    kind,
    objectType: input.objectType,
    objectId: input.objectId,
    label,
    actor: input.actor,
    at: input.at,
    changes: input.before === null ? [] : changes,
  });
}

// ---------------------------------------------------------------------------------------
// Deletes: products and signups are deleted through callables, which write the record.

/** Most products one `deleteProducts` call deletes. */
export const MAX_DELETE_PRODUCTS = 500;

export const deleteProductsInputSchema = z.object({
  ids: z
    .array(z.string().trim().min(1).max(200))
    .min(1, 'Choose at least one product to delete.')
    .max(MAX_DELETE_PRODUCTS, `Delete at most ${MAX_DELETE_PRODUCTS} products at a time.`),
});
export type DeleteProductsInput = z.input<typeof deleteProductsInputSchema>;
export interface DeleteProductsCallResult {
  deleted: string[];
  /** Products not deleted, with the reason (held for a member, already gone). */
  refused: { id: string; reason: string }[];
}

export const deleteWaitlistSignupInputSchema = z.object({
  signupId: z.string().trim().min(1, 'Choose a signup to delete.').max(200),
});
export type DeleteWaitlistSignupInput = z.input<typeof deleteWaitlistSignupInputSchema>;
export interface DeleteWaitlistSignupResult {
  signupId: string;
}

/** Refusal: the product or signup was already deleted. */
export const ALREADY_DELETED = 'It was already deleted.';
