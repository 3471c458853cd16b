/**
 * The callable functions' contract, shared by the web app and `functions/`: each
 * callable's name, input schema (the function parses with it and answers
 * `invalid-argument` with the first message) and result type. Results carry dates as
 * ISO strings, since callables speak JSON.
 *
 * Errors are `HttpsError`s whose message is meant for the member or admin as it is:
 * `unauthenticated` ("User not authenticated"), `permission-denied` (not an admin),
 * `invalid-argument`, `failed-precondition` (a business rule refused: the rule's text),
 * `not-found`, `already-exists` (a waitlist email already on the list).
 */
import type {
  AcceptStaffInvitationInput,
  AcceptStaffInvitationResult,
  ChangeStaffRoleInput,
  GetStaffInvitationResult,
  InviteStaffInput,
  InviteStaffResult,
  RemoveStaffInput,
} from '../team';
import type { PublishArticleInput, SaveArticleInput, SaveArticleResult } from '../magazine';
import { z } from 'zod';
import { type ProductImportRow, type BrandSummaryEntry, RANKS } from '../catalogue';
import {
  type SurveyImportIssue,
  waitlistSignupInputSchema,
  type AcceptInvitationInput,
  type AcceptInvitationResult,
  type GetInvitationInput,
  type GetInvitationResult,
  type GetMyInvitationResult,
  type InviteSignupsInput,
  type InviteSignupsResult,
  type RevokeInvitationInput,
  type RevokeInvitationResult,
} from '../waitlist';
import type {
  ChargePreviewResult,
  PreviewChargeInput,
  AwaitedChange,
  BillingModeResult,
  BillingPortalResult,
  CartCheckoutInput,
  CartCheckoutResult,
  StartCheckoutInput,
  StartCheckoutResult,
} from '../billing';
import {
  type SubscriptionDoc,
  ADD_ON_IDS,
  type AddOnId,
  TIER_IDS,
  type SubscriptionStatus,
  type TierId,
  isSubscribed,
  type CreateCouponInput,
  type CreateCouponResult,
  type DeactivateCouponInput,
  type DeactivateCouponResult,
  type PreviewPromoCodeInput,
  type PreviewPromoCodeResult,
} from '../membership';
import type { DashboardCounters } from './stats-rules';
import {
  ORDER_STATUSES,
  MAX_ORDER_NOTES_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  packageMeasureSchema,
  TRACKING_NUMBER_CHARACTERS,
  TRACKING_NUMBER_PATTERN,
  MAX_CONDITION_NOTES_LENGTH,
  MAX_CONDITION_PHOTOS,
  conditionPhotoSchema,
} from '../orders';
import type { AddCustomerNoteInput, AddCustomerNoteResult } from './customers';
import type {
  BulkJobIdInput,
  BulkJobIdResult,
  StartBulkJobInput,
  StartBulkJobResult,
} from './bulk-jobs';
import type {
  DeleteProductsCallResult,
  DeleteProductsInput,
  DeleteWaitlistSignupInput,
  DeleteWaitlistSignupResult,
} from './audit';
import type {
  ResendMailInput,
  ResendMailResult,
  UnsubscribeEmailsInput,
  UnsubscribeEmailsResult,
} from './mail-unsubscribe';

/** The deployed name of every callable function. */
export const CALLABLE_NAMES = {
  createOrder: 'createOrder',
  cancelOrder: 'cancelOrder',
  updateOrder: 'updateOrder',
  startReturn: 'startReturn',
  checkSubscription: 'checkSubscription',
  joinWaitlist: 'joinWaitlist',
  getReferralCode: 'getReferralCode',
  importProductsCsv: 'importProductsCsv',
  importWaitlistSurvey: 'importWaitlistSurvey',
  pauseMembership: 'pauseMembership',
  cancelMembership: 'cancelMembership',
  resumeMembership: 'resumeMembership',
  acceptRetentionOffer: 'acceptRetentionOffer',
  removeAddOn: 'removeAddOn',
  addAddOn: 'addAddOn',
  changeTier: 'changeTier',
  recountDashboardStats: 'recountDashboardStats',
  inviteSignups: 'inviteSignups',
  revokeInvitation: 'revokeInvitation',
  getInvitation: 'getInvitation',
  acceptInvitation: 'acceptInvitation',
  startCheckout: 'startCheckout',
  getBillingMode: 'getBillingMode',
  openBillingPortal: 'openBillingPortal',
  startPurchase: 'startPurchase',
  checkoutCart: 'checkoutCart',
  addCustomerNote: 'addCustomerNote',
  deleteProducts: 'deleteProducts',
  deleteWaitlistSignup: 'deleteWaitlistSignup',
  startBulkJob: 'startBulkJob',
  cancelBulkJob: 'cancelBulkJob',
  resumeBulkJob: 'resumeBulkJob',
  pauseBulkJob: 'pauseBulkJob',
  joinQueue: 'joinQueue',
  leaveQueue: 'leaveQueue',
  createCoupon: 'createCoupon',
  deactivateCoupon: 'deactivateCoupon',
  previewPromoCode: 'previewPromoCode',
  getMyInvitation: 'getMyInvitation',
  resendMail: 'resendMail',
  unsubscribeEmails: 'unsubscribeEmails',
  previewCharge: 'previewCharge',
  inviteStaff: 'inviteStaff',
  revokeStaffInvitation: 'revokeStaffInvitation',
  changeStaffRole: 'changeStaffRole',
  removeStaff: 'removeStaff',
  getStaffInvitation: 'getStaffInvitation',
  acceptStaffInvitation: 'acceptStaffInvitation',
  saveArticle: 'saveArticle',
  publishArticle: 'publishArticle',
  unpublishArticle: 'unpublishArticle',
} as const;
export type CallableName = keyof typeof CALLABLE_NAMES;

/** Refusal of an admin-only callable to anyone without the `admin` claim. */
export const ADMIN_ONLY = 'Only admins can do this. Sign in with an admin account.';

/** Largest product CSV the import accepts, in bytes of UTF-8 (5 MB). */
export const MAX_PRODUCTS_CSV_BYTES = 5 * 1024 * 1024;
/** Largest survey paste the import accepts, in bytes of UTF-8 (1 MB). */
export const MAX_SURVEY_PASTE_BYTES = 1024 * 1024;

/** Bytes of `text` in UTF-8, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A Firestore document id named by the client (a bag or an order). */
function documentId(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(1500, required)
    .refine(
      (id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id),
      required,
    );
}

/** Callables that take no input accept `null`, `undefined` or `{}` and ignore the rest. */
export const noInputSchema = z.unknown().transform(() => ({}));

/**
 * `createOrder({ bagId, timeZone?, reserve? })`. `timeZone` is the browser's IANA zone,
 * used only to name a day in a refusal as the member's dashboard does; anything else
 * reads as absent. `reserve: true` says the member agrees to a reservation when a
 * returned bag's swap clock still holds the slot (`next-bag.ts`); the ship day is the
 * server's, never the client's.
 */
export const createOrderInputSchema = z.object({
  bagId: documentId('Please choose a bag.'),
  timeZone: z.string().max(64).nullish().catch(null),
  reserve: z.boolean({ error: 'reserve must be true or false.' }).optional(),
});
export type CreateOrderInput = z.input<typeof createOrderInputSchema>;
export interface CreateOrderResult {
  orderId: string;
  /** ISO instant the order ships on when it is a reservation; `null` when it ships now. */
  shipOn: string | null;
}

/** `joinQueue({ bagId })` and `leaveQueue({ bagId })`: a member's place in a bag's queue. */
export const bagQueueInputSchema = z.object({ bagId: documentId('Please choose a bag.') });
export type BagQueueInput = z.input<typeof bagQueueInputSchema>;
export interface JoinQueueResult {
  /** 1 = next in line. */
  position: number;
  /** ISO date: when the bag should reach the member (an estimate). */
  estimatedAt: string | null;
}
export interface LeaveQueueResult {
  left: boolean;
}

/** `cancelOrder({ orderId })`. */
export const cancelOrderInputSchema = z.object({ orderId: documentId('Please choose an order.') });
export type CancelOrderInput = z.input<typeof cancelOrderInputSchema>;
export interface CancelOrderResult {
  orderId: string;
}

/**
 * `updateOrder(...)` (admins): the "Update Order" form as the domain parsed it, plus the
 * status the admin saw (a stale dialog is refused) and whether a step back was confirmed
 * as a correction. Blank extras are left out and never erase what is stored.
 * `condition_grade` is the bag's condition as checked when its return is received (Return
 * Pending → Completed); it becomes the bag's `rank` in the same transaction.
 */
export const updateOrderInputSchema = z.object({
  orderId: documentId('Please choose an order.'),
  expected_status: z.enum(ORDER_STATUSES, { error: 'Please select a status' }),
  order_status: z.enum(ORDER_STATUSES, { error: 'Please select a status' }),
  correction: z.boolean().default(false),
  tracking_number: z
    .string()
    .max(
      MAX_TRACKING_NUMBER_LENGTH,
      `Tracking number must be ${MAX_TRACKING_NUMBER_LENGTH} characters or fewer`,
    )
    .regex(TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_CHARACTERS)
    .optional(),
  admin_notes: z
    .string()
    .max(MAX_ORDER_NOTES_LENGTH, `Notes must be ${MAX_ORDER_NOTES_LENGTH} characters or fewer`)
    .optional(),
  bag_weight: packageMeasureSchema('bag_weight'),
  bag_length: packageMeasureSchema('bag_length'),
  bag_width: packageMeasureSchema('bag_width'),
  bag_height: packageMeasureSchema('bag_height'),
  condition_grade: z.enum(RANKS, { error: 'Please choose a condition grade' }).optional(),
  /** Condition notes for members, recorded at dispatch or on receipt (see `condition.ts`). */
  condition_notes: z
    .string()
    .max(
      MAX_CONDITION_NOTES_LENGTH,
      `Condition notes must be ${MAX_CONDITION_NOTES_LENGTH} characters or fewer`,
    )
    .optional(),
  /** Condition photo addresses, recorded at dispatch or on receipt. */
  condition_photos: z
    .array(conditionPhotoSchema)
    .max(MAX_CONDITION_PHOTOS, `At most ${MAX_CONDITION_PHOTOS} condition photos`)
    .optional(),
});
export type UpdateOrderInput = z.input<typeof updateOrderInputSchema>;
export interface UpdateOrderResult {
  orderId: string;
  order_status: (typeof ORDER_STATUSES)[number];
}

/** `startReturn({ orderId })`: the member sends a bag back (see `returns.ts`). */
export const startReturnInputSchema = z.object({ orderId: documentId('Please choose an order.') });
export type StartReturnInput = z.input<typeof startReturnInputSchema>;
export interface StartReturnResult {
  orderId: string;
  returnCode: string;
}

/** `checkSubscription()` (no input), spec §7 "Subscription". */
export interface CheckSubscriptionResult {
  /** True only when a tier exists and the status is `active`. */
  subscribed: boolean;
  /** The plan on the subscription, whatever its status; `null` without a subscription. */
  tier: TierId | null;
  addOns: { fullCoverage: boolean; selectTier: boolean };
  status: SubscriptionStatus | null;
  /** ISO date-time, or `null` without a subscription. */
  currentPeriodEnd: string | null;
}

/** `joinWaitlist(...)`: the public waitlist form's schema. */
export const joinWaitlistInputSchema = waitlistSignupInputSchema;
export type JoinWaitlistInput = z.input<typeof joinWaitlistInputSchema>;
export interface JoinWaitlistResult {
  id: string;
}

/** `getReferralCode()`: the member's Club referral code (made the first time). */
export interface ReferralCodeResult {
  code: string;
}

/** `importProductsCsv({ csv })` (admins). */
export const importProductsCsvInputSchema = z.object({
  csv: z
    .string({ error: 'Please upload a CSV file' })
    .refine((csv) => csv.trim() !== '', 'The CSV file is empty')
    .refine(
      (csv) => utf8Length(csv) <= MAX_PRODUCTS_CSV_BYTES,
      'The CSV file is too large: 5 MB at most. Split it into smaller files.',
    ),
});
export type ImportProductsCsvInput = z.input<typeof importProductsCsvInputSchema>;

export interface ImportProductsCsvResult {
  /** Products created (Hidden ones included). */
  imported: number;
  /** Every data row of the file, in file order, with its fate. */
  rows: ProductImportRow[];
}

/** `importWaitlistSurvey({ text })` (admins). */
export const importWaitlistSurveyInputSchema = z.object({
  text: z
    .string({ error: 'Please paste the Tally data first' })
    .refine((text) => text.trim() !== '', 'Please paste the Tally data first')
    .refine(
      (text) => utf8Length(text) <= MAX_SURVEY_PASTE_BYTES,
      'The pasted data is too large: 1 MB at most. Import it in parts.',
    ),
});
export type ImportWaitlistSurveyInput = z.input<typeof importWaitlistSurveyInputSchema>;

export interface ImportWaitlistSurveyResult {
  /** Signups created. */
  imported: number;
  /** Entries skipped as duplicates: already on the waitlist, or repeated in the paste. */
  duplicates: number;
  /** Entries skipped as unusable (no name or email, a bad email, an unknown tier) or not stored. */
  failed: number;
  /** Every skipped entry (`duplicates + failed` of them), in paste order, with its reason. */
  skipped: SurveyImportIssue[];
  /** Imported entries with something to check (no tier answer, imported as Reserve). */
  notes: SurveyImportIssue[];
}

/** `removeAddOn({ addOn })`. */
export const removeAddOnInputSchema = z.object({
  addOn: z.enum(ADD_ON_IDS, { error: 'Please choose an add-on.' }),
});
export type RemoveAddOnInput = z.input<typeof removeAddOnInputSchema>;

/** `addAddOn({ addOn })`. */
export const addOnInputSchema = removeAddOnInputSchema;
export type AddAddOnInput = z.input<typeof addOnInputSchema>;

/** `pauseMembership({ periods })`: how many billing periods (1, 2 or 3) the pause lasts. */
export const pauseInputSchema = z.object(
  {
    periods: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: 'Please choose a pause of 1, 2 or 3 billing periods.',
    }),
  },
  { error: 'Please choose a pause of 1, 2 or 3 billing periods.' },
);
export type PauseInput = z.input<typeof pauseInputSchema>;

/** `changeTier({ tier })`. */
export const changeTierInputSchema = z.object({
  tier: z.enum(TIER_IDS, { error: 'Please select an access level' }),
});
export type ChangeTierInput = z.input<typeof changeTierInputSchema>;

/** A subscription as the membership callables return it (dates as ISO strings). */
export interface SubscriptionView {
  tier: TierId;
  status: SubscriptionStatus;
  subscribed: boolean;
  startedAt: string;
  currentPeriodEnd: string;
  addOns: { fullCoverage: boolean; selectAccess: boolean };
  /** Add-ons removed by the member, on until `currentPeriodEnd`. */
  addOnsEnding: AddOnId[];
  /** A downgrade scheduled for `currentPeriodEnd`, or `null`. */
  pendingTier: TierId | null;
  cancelAtPeriodEnd: boolean;
  /** A cancellation scheduled for the end of the minimum term, or `null`. */
  cancelAt: string | null;
  cancelRequestedAt: string | null;
  pauseRequestedAt: string | null;
  /** When a pause ends, or `null`. */
  pauseResumesAt: string | null;
  retentionOfferAppliedAt: string | null;
  retentionCreditCents: number;
  planChangedAt: string | null;
}

/**
 * What `pauseMembership()`, `cancelMembership()`, `acceptRetentionOffer()`,
 * `removeAddOn({ addOn })` and `changeTier({ tier })` return: the subscription as stored
 * when the call answered, the message to show once the change shows, and the change
 * billing was asked for (`awaiting`; `null` when nothing had to change). The page tells
 * the member the change is done only once their membership document shows it (domain
 * `awaitedChangeShows`): with Stripe that is when the webhook wrote Stripe's result.
 */
export interface MembershipChangeResult {
  subscription: SubscriptionView;
  message: string;
  awaiting: AwaitedChange | null;
}

/** `recountDashboardStats()` (admins): counters and brand list recounted from scratch. */
export interface RecountDashboardStatsResult {
  counters: DashboardCounters;
  brands: BrandSummaryEntry[];
  updatedAt: string;
}

/** Each callable's input (before parsing) and result, by name. */
export interface CallableContracts {
  createOrder: { input: CreateOrderInput; result: CreateOrderResult };
  cancelOrder: { input: CancelOrderInput; result: CancelOrderResult };
  updateOrder: { input: UpdateOrderInput; result: UpdateOrderResult };
  startReturn: { input: StartReturnInput; result: StartReturnResult };
  checkSubscription: { input: void; result: CheckSubscriptionResult };
  joinWaitlist: { input: JoinWaitlistInput; result: JoinWaitlistResult };
  getReferralCode: { input: void; result: ReferralCodeResult };
  importProductsCsv: { input: ImportProductsCsvInput; result: ImportProductsCsvResult };
  importWaitlistSurvey: { input: ImportWaitlistSurveyInput; result: ImportWaitlistSurveyResult };
  pauseMembership: { input: PauseInput; result: MembershipChangeResult };
  cancelMembership: { input: void; result: MembershipChangeResult };
  resumeMembership: { input: void; result: MembershipChangeResult };
  acceptRetentionOffer: { input: void; result: MembershipChangeResult };
  removeAddOn: { input: RemoveAddOnInput; result: MembershipChangeResult };
  addAddOn: { input: AddAddOnInput; result: MembershipChangeResult };
  changeTier: { input: ChangeTierInput; result: MembershipChangeResult };
  recountDashboardStats: { input: void; result: RecountDashboardStatsResult };
  inviteSignups: { input: InviteSignupsInput; result: InviteSignupsResult };
  revokeInvitation: { input: RevokeInvitationInput; result: RevokeInvitationResult };
  getInvitation: { input: GetInvitationInput; result: GetInvitationResult };
  acceptInvitation: { input: AcceptInvitationInput; result: AcceptInvitationResult };
  startCheckout: { input: StartCheckoutInput; result: StartCheckoutResult };
  getBillingMode: { input: void; result: BillingModeResult };
  openBillingPortal: { input: void; result: BillingPortalResult };
  startPurchase: { input: StartPurchaseInput; result: StartPurchaseResult };
  checkoutCart: { input: CartCheckoutInput; result: CartCheckoutResult };
  addCustomerNote: { input: AddCustomerNoteInput; result: AddCustomerNoteResult };
  deleteProducts: { input: DeleteProductsInput; result: DeleteProductsCallResult };
  deleteWaitlistSignup: { input: DeleteWaitlistSignupInput; result: DeleteWaitlistSignupResult };
  joinQueue: { input: BagQueueInput; result: JoinQueueResult };
  leaveQueue: { input: BagQueueInput; result: LeaveQueueResult };
  startBulkJob: { input: StartBulkJobInput; result: StartBulkJobResult };
  cancelBulkJob: { input: BulkJobIdInput; result: BulkJobIdResult };
  resumeBulkJob: { input: BulkJobIdInput; result: BulkJobIdResult };
  pauseBulkJob: { input: BulkJobIdInput; result: BulkJobIdResult };
  createCoupon: { input: CreateCouponInput; result: CreateCouponResult };
  deactivateCoupon: { input: DeactivateCouponInput; result: DeactivateCouponResult };
  previewPromoCode: { input: PreviewPromoCodeInput; result: PreviewPromoCodeResult };
  getMyInvitation: { input: void; result: GetMyInvitationResult };
  resendMail: { input: ResendMailInput; result: ResendMailResult };
  unsubscribeEmails: { input: UnsubscribeEmailsInput; result: UnsubscribeEmailsResult };
  previewCharge: { input: PreviewChargeInput; result: ChargePreviewResult };
  inviteStaff: { input: InviteStaffInput; result: InviteStaffResult };
  revokeStaffInvitation: { input: { invitationId: string }; result: { invitationId: string } };
  changeStaffRole: { input: ChangeStaffRoleInput; result: { uid: string } };
  removeStaff: { input: RemoveStaffInput; result: { uid: string } };
  getStaffInvitation: { input: { token: string }; result: GetStaffInvitationResult };
  acceptStaffInvitation: {
    input: AcceptStaffInvitationInput;
    result: AcceptStaffInvitationResult;
  };
  saveArticle: { input: SaveArticleInput; result: SaveArticleResult };
  publishArticle: { input: PublishArticleInput; result: { id: string; publishedAt: string } };
  unpublishArticle: { input: { id: string }; result: { id: string } };
}

/**
 * The first problem of a failed parse, as the message to send back: the schema's own
 * message, prefixed by nothing (the schemas' messages are written for people).
 */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** The `checkSubscription()` answer for a member's subscription document (or none). */
export function checkSubscriptionResult(sub: SubscriptionDoc | null): CheckSubscriptionResult {
  if (sub === null) {
    return {
      subscribed: false,
      tier: null,
      addOns: { fullCoverage: false, selectTier: false },
      status: null,
      currentPeriodEnd: null,
    };
  }
  return {
    subscribed: isSubscribed({ tier: sub.plan_name, status: sub.status }),
    tier: sub.plan_name,
    addOns: { fullCoverage: sub.add_ons.full_coverage, selectTier: sub.add_ons.select_access },
    status: sub.status,
    currentPeriodEnd: sub.current_period_end.toISOString(),
  };
}

/** A subscription document as the membership callables return it. */
export function toSubscriptionView(sub: SubscriptionDoc): SubscriptionView {
  return {
    tier: sub.plan_name,
    status: sub.status,
    subscribed: isSubscribed({ tier: sub.plan_name, status: sub.status }),
    startedAt: sub.started_at.toISOString(),
    currentPeriodEnd: sub.current_period_end.toISOString(),
    addOns: { fullCoverage: sub.add_ons.full_coverage, selectAccess: sub.add_ons.select_access },
    addOnsEnding: [...sub.add_ons_ending],
    pendingTier: sub.pending_plan_name,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cancelAt: iso(sub.cancel_at),
    cancelRequestedAt: iso(sub.cancel_requested_at),
    pauseRequestedAt: iso(sub.pause_requested_at),
    pauseResumesAt: iso(sub.pause_resumes_at),
    retentionOfferAppliedAt: iso(sub.retention_offer_applied_at),
    retentionCreditCents: sub.retention_credit_cents,
    planChangedAt: iso(sub.plan_changed_at),
  };
}

/** `startPurchase({ orderId })`: the member buys the bag of their current order. */
export const startPurchaseInputSchema = z.object({
  orderId: documentId('Please choose an order.'),
});
export type StartPurchaseInput = z.input<typeof startPurchaseInputSchema>;
/**
 * With Stripe, the Checkout page to pay on; in demo billing the purchase is already
 * complete (`amount` in cents, as charged).
 */
export type StartPurchaseResult =
  | { mode: 'stripe'; url: string; amount: number }
  | { mode: 'demo'; orderId: string; amount: number };
