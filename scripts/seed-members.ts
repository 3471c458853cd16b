/**
 * The demo members' own corner of the seed: saved bags (hearts), places in bag queues and
 * inbox notices (read and unread), plus one member's email choices, so `npm start` shows
 * Saved, queue positions and the inbox with real content. Pure and deterministic like
 * seed-data.ts; queue positions and estimates come from the domain's queue rules and the
 * holders' seed orders, and every notice says what the functions would have said.
 *
 * - Gucci Ophidia GG Small Tote, out with the Reserve member: the Elite member joined its
 *   queue first, the Crown member later, and Crown priority puts Crown first (Elite 2nd).
 * - Gucci GG Marmont Small Shoulder Bag, on its way to the Elite member: the Crown member
 *   waits.
 * - Hearts: bags in the closet, bags out, and a sold bag each (Saved shows each state).
 */
import {
  availabilityNotice,
  bagBackEstimate,
  bagSoldNotice,
  heartDocId,
  createHeartDoc,
  queueEntryId,
  queueTurns,
  returnReceivedNotice,
  shippingNotice,
  type HeartDoc,
  type Notice,
  type NotificationDoc,
  type NotificationSettingsDoc,
  type OrderDoc,
  type QueueEntryDoc,
  type TierId,
} from '@unlimited/domain';
import {
  SEED_BASE_DATE,
  seedAccounts,
  seedOrders,
  seedProductLoans,
  seedProducts,
  type SeedAccount,
  type SeedDoc,
  type SeedProduct,
} from './seed-data';

const DAY_MS = 86_400_000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

type Member = 'reserve' | 'elite' | 'crown';

/** Which bags each member saved (by title), and how many days ago. */
const HEART_SPECS: Readonly<Record<Member, readonly [title: string, daysAgo: number][]>> = {
  reserve: [
    ['Louis Vuitton Speedy Bandoulière 25', 30],
    ['Balenciaga Le City Medium', 12],
    ['Fendi FF Card Case', 40],
  ],
  elite: [
    ['Bottega Veneta Jodie Mini', 21],
    ['Louis Vuitton Neverfull MM', 14],
    ['Gucci Ophidia GG Small Tote', 10],
    ['Gucci GG Marmont Zip-Around Wallet', 35],
  ],
  crown: [
    ['Hermès Birkin 30 Togo', 60],
    ['Chanel 19 Large Flap Bag', 18],
    ['Gucci Ophidia GG Small Tote', 5],
    ['Gucci GG Marmont Small Shoulder Bag', 2],
  ],
};

/** Who waits for which bag that is out (by title), joined how many days ago. */
const QUEUE_SPECS: readonly { bag: string; member: Member; joinedDaysAgo: number }[] = [
  { bag: 'Gucci Ophidia GG Small Tote', member: 'elite', joinedDaysAgo: 9 },
  { bag: 'Gucci Ophidia GG Small Tote', member: 'crown', joinedDaysAgo: 4 },
  { bag: 'Gucci GG Marmont Small Shoulder Bag', member: 'crown', joinedDaysAgo: 1 },
];

type NoticeSpec =
  | { kind: 'shipping' | 'returns'; member: Member; bag: string; daysAgo: number; read: boolean }
  | {
      kind: 'availability' | 'bag_sold';
      member: Member;
      bag: string;
      daysAgo: number;
      read: boolean;
    };

/** The inbox of each member: a few notices, some read. */
const NOTICE_SPECS: readonly NoticeSpec[] = [
  {
    kind: 'shipping',
    member: 'elite',
    bag: 'Gucci GG Marmont Small Shoulder Bag',
    daysAgo: 1,
    read: false,
  },
  {
    kind: 'availability',
    member: 'elite',
    bag: 'Bottega Veneta Jodie Mini',
    daysAgo: 3,
    read: false,
  },
  {
    kind: 'bag_sold',
    member: 'elite',
    bag: 'Gucci GG Marmont Zip-Around Wallet',
    daysAgo: 16,
    read: true,
  },
  { kind: 'returns', member: 'elite', bag: 'Fendi Mon Trésor Bucket', daysAgo: 31, read: true },
  { kind: 'availability', member: 'crown', bag: 'Hermès Birkin 30 Togo', daysAgo: 2, read: false },
  { kind: 'shipping', member: 'crown', bag: 'Chanel Classic Flap Medium', daysAgo: 5, read: true },
  {
    kind: 'returns',
    member: 'crown',
    bag: 'Bottega Veneta Cassette Intrecciato',
    daysAgo: 15,
    read: true,
  },
  {
    kind: 'availability',
    member: 'reserve',
    bag: 'Balenciaga Le City Medium',
    daysAgo: 4,
    read: false,
  },
  {
    kind: 'shipping',
    member: 'reserve',
    bag: 'Gucci Ophidia GG Small Tote',
    daysAgo: 19,
    read: true,
  },
];

/** What the seed holds for the members, one list per collection. */
export interface SeedMemberCorner {
  hearts: SeedDoc<HeartDoc>[];
  queueEntries: SeedDoc<QueueEntryDoc>[];
  notifications: SeedDoc<NotificationDoc>[];
  notificationSettings: SeedDoc<NotificationSettingsDoc>[];
}

function lookup<T>(map: ReadonlyMap<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed ${what} "${key}" does not resolve`);
  return value;
}

/** The notice of `spec` as the functions word it (their id: kind and the event's key). */
function notice(
  spec: NoticeSpec,
  product: SeedProduct,
  order: SeedDoc<OrderDoc> | undefined,
  uid: string,
): { id: string; notice: Notice } {
  const bag = { id: product.id, title: product.data.title, brand: product.data.brand };
  switch (spec.kind) {
    case 'availability':
      return { id: `availability-${product.id}-${uid}-seed`, notice: availabilityNotice(bag) };
    case 'bag_sold':
      return { id: `bag_sold-${product.id}-${uid}`, notice: bagSoldNotice(bag) };
    case 'shipping':
    case 'returns': {
      if (order === undefined) throw new Error(`Seed notice needs an order of "${spec.bag}"`);
      return spec.kind === 'shipping'
        ? {
            id: `shipping-${order.id}`,
            notice: shippingNotice(order.data, order.data.tracking_number ?? null),
          }
        : { id: `returns-${order.id}`, notice: returnReceivedNotice(order.data) };
    }
  }
}

/** The members' hearts, queue entries, notices and email choices at `now`. */
export function seedMemberCorner(now: Date = SEED_BASE_DATE): SeedMemberCorner {
  const accounts = new Map<string, SeedAccount>(seedAccounts(now).map((a) => [a.role, a]));
  const products = new Map(seedProducts(now).map((p) => [p.data.title, p]));
  const orders = seedOrders(now);
  const loans = new Map(seedProductLoans(now).map((loan) => [loan.id, loan.data]));
  const uidOf = (member: Member) => lookup(accounts, member, 'member').uid;
  const productOf = (title: string) => lookup(products, title, 'bag');

  const hearts = (Object.keys(HEART_SPECS) as Member[]).flatMap((member) =>
    HEART_SPECS[member].map(([title, days]) => {
      const product = productOf(title);
      const uid = uidOf(member);
      const bag = { id: product.id, ...product.data };
      return {
        id: heartDocId(uid, product.id),
        data: createHeartDoc(uid, bag, daysAgo(now, days)),
      };
    }),
  );

  const queueEntries = [...new Set(QUEUE_SPECS.map((q) => q.bag))].flatMap((title) => {
    const product = productOf(title);
    // The order the bag is out on, as its loan names it.
    const holding = orders.find((o) => o.id === loans.get(product.id)?.order_id);
    const holder = holding ? { order: holding.data, tier: holding.data.user_tier as TierId } : null;
    const waiting = QUEUE_SPECS.filter((q) => q.bag === title).map((q) => ({
      user_id: uidOf(q.member),
      user_tier: q.member,
      joined_at: daysAgo(now, q.joinedDaysAgo),
      status: 'waiting' as const,
    }));
    const turns = new Map(
      queueTurns(waiting, bagBackEstimate(holder, now)).map((t) => [t.user_id, t]),
    );
    return waiting.map((entry): SeedDoc<QueueEntryDoc> => {
      const turn = lookup(turns, entry.user_id, 'queue member');
      const account = [...accounts.values()].find((a) => a.uid === entry.user_id);
      return {
        id: queueEntryId(product.id, entry.user_id),
        data: {
          ...entry,
          product_id: product.id,
          position: turn.position,
          estimated_at: turn.estimated_at,
          offer_expires_at: null,
          bag_title: product.data.title,
          bag_brand: product.data.brand,
          bag_photo: product.data.photos[0] ?? null,
          user_email: account?.email ?? null,
          updated_at: entry.joined_at,
        },
      };
    });
  });

  const notifications = NOTICE_SPECS.map((spec): SeedDoc<NotificationDoc> => {
    const product = productOf(spec.bag);
    const uid = uidOf(spec.member);
    const order = orders.find((o) => o.data.bag_id === product.id && o.data.user_id === uid);
    const { id, notice: words } = notice(spec, product, order, uid);
    const at = daysAgo(now, spec.daysAgo);
    return {
      id,
      data: {
        user_id: uid,
        kind: words.kind,
        title: words.title,
        body: words.body,
        link: words.link,
        read_at: spec.read ? new Date(at.getTime() + 3 * 3_600_000) : null,
        created_at: at,
      },
    };
  });

  // The Crown member reads availability news in the app only.
  const notificationSettings = [
    {
      id: uidOf('crown'),
      data: {
        email: {
          availability: false,
          queue_offer: true,
          shipping: true,
          returns: true,
          bag_sold: true,
        },
        updated_at: daysAgo(now, 20),
      },
    },
  ];

  return { hearts, queueEntries, notifications, notificationSettings };
}
