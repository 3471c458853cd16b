/**
 * Seed documents of the billing history (`charges/{id}`): each seeded member's monthly
 * bills since they joined, as demo billing records them, plus Elena's upgrade from
 * Reserve to Elite and her added Full Coverage (each charged the difference for the rest
 * of its period, domain `prorationCents`), and a bag Camille bought.
 */
import {
  addDays,
  chargeFromInvoice,
  demoInvoice,
  invoiceObjectSchema,
  planInvoiceLines,
  planMonthlyCents,
  productName,
  prorationCents,
  receiptNumber,
  changeInvoiceLine,
  type BillingPrices,
  type ChargeDoc,
  type Plan,
  type ProfileDoc,
  type SubscriptionDoc,
} from '@unlimited/domain';

interface SeedDoc<T> {
  id: string;
  data: T;
}

interface AccountLike {
  uid: string;
  role: string;
  email: string;
  profile: ProfileDoc;
  subscription: SubscriptionDoc | null;
}

interface ProductLike {
  id: string;
  data: { brand: string; title: string; status: string; price: number };
}

/** Price ids for the invoices' lines (only their words and amounts are kept). */
const DEMO_PRICES: BillingPrices = {
  reserve: 'price_demo_reserve',
  elite: 'price_demo_elite',
  crown: 'price_demo_crown',
  full_coverage: 'price_demo_full_coverage',
  select_access: 'price_demo_select_access',
};

const NONE = { full_coverage: false, select_access: false };

function charge(
  account: AccountLike,
  id: string,
  invoice: ReturnType<typeof demoInvoice>,
): SeedDoc<ChargeDoc> {
  const record = chargeFromInvoice(invoiceObjectSchema.parse(invoice), 'paid', DEMO_PRICES, 'demo');
  return {
    id,
    data: {
      ...record,
      user_id: account.uid,
      billed_to_name: `${account.profile.first_name} ${account.profile.last_name}`,
      billed_to_email: account.email,
      created_at: record.charged_at,
      updated_at: record.charged_at,
    },
  };
}

/** The plan a member was on in period `index` (Elena began on Reserve). */
function planIn(account: AccountLike, index: number): Plan {
  const sub = account.subscription as SubscriptionDoc;
  if (account.role === 'elite') {
    if (index < 2) return { tier: 'reserve', addOns: NONE };
    if (index < 3) return { tier: 'elite', addOns: NONE };
  }
  return { tier: sub.plan_name, addOns: { ...sub.add_ons } };
}

/** Every seeded member's charges, newest last. */
export function seedCharges(
  accounts: readonly AccountLike[],
  products: readonly ProductLike[],
  now: Date,
): SeedDoc<ChargeDoc>[] {
  const out: SeedDoc<ChargeDoc>[] = [];
  for (const account of accounts) {
    const sub = account.subscription;
    if (sub === null) continue;
    const base = {
      uid: account.uid,
      customerId: sub.billing_customer_id ?? `cus_demo_${account.uid}`,
      subscriptionId: sub.billing_subscription_id ?? `sub_demo_${account.uid}`,
    };
    for (let index = 0; ; index += 1) {
      const start = addDays(sub.started_at, 30 * index);
      if (start.getTime() > now.getTime()) break;
      const end = addDays(start, 30);
      const plan = planIn(account, index);
      const id = `in_demo_${account.uid}_${index + 1}`;
      out.push(
        charge(
          account,
          id,
          demoInvoice({
            ...base,
            id,
            billingReason: index === 0 ? 'subscription_create' : 'subscription_cycle',
            lines: planInvoiceLines(plan, DEMO_PRICES),
            period: { start, end },
            at: start,
          }),
        ),
      );
      // Elena's changes at once: the upgrade in her second period, Full Coverage in her third.
      const next = planIn(account, index + 1);
      if (account.role === 'elite' && (index === 1 || index === 2) && start < now) {
        const at = addDays(start, index === 1 ? 12 : 5);
        if (at.getTime() > now.getTime()) continue;
        const amount = prorationCents({
          fromMonthlyCents: planMonthlyCents(plan),
          toMonthlyCents: planMonthlyCents(next),
          periodStart: start,
          periodEnd: end,
          at,
        });
        const changeId = `in_demo_${account.uid}_change_${index}`;
        out.push(
          charge(
            account,
            changeId,
            demoInvoice({
              ...base,
              id: changeId,
              billingReason: 'subscription_update',
              lines: [changeInvoiceLine(plan, next, amount, DEMO_PRICES, end)],
              period: { start: at, end },
              at,
            }),
          ),
        );
      }
    }
    // Camille bought a bag she had on loan, five weeks ago.
    const bought = products.find((p) => p.data.status === 'Sold') ?? products[0];
    if (account.role === 'crown' && bought !== undefined) {
      const at = addDays(now, -35);
      const id = `pay_cs_demo_${account.uid}_1`;
      const bag = productName(bought.data.brand, bought.data.title);
      const amount = Math.round((bought.data.price * 0.65) / 100) * 100;
      out.push({
        id,
        data: {
          user_id: account.uid,
          kind: 'purchase',
          description: `Purchase of the ${bag}`,
          lines: [{ label: bag, cents: amount }],
          tax_cents: 0,
          amount_cents: amount,
          refunded_cents: 0,
          currency: 'usd',
          status: 'paid',
          charged_at: at,
          receipt_number: receiptNumber(id, at),
          mode: 'demo',
          invoice_url: null,
          payment_intent_id: null,
          tier: null,
          period_start: null,
          period_end: null,
          order_id: null,
          order_ids: [],
          add_ons_joined_at: null,
          billed_to_name: `${account.profile.first_name} ${account.profile.last_name}`,
          billed_to_email: account.email,
          created_at: at,
          updated_at: at,
        },
      });
    }
  }
  return out;
}
