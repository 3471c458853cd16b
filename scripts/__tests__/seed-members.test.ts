import {
  DOC_SCHEMAS,
  canSee,
  heartDocId,
  parseDoc,
  queueEntryId,
  type CollectionName,
} from '@unlimited/domain';
import { describe, expect, it } from 'vitest';
import { SEED_BASE_DATE, seedAccounts, seedProductLoans, seedProducts } from '../seed-data';
import { seedMemberCorner } from '../seed-members';

const corner = seedMemberCorner();
const uid = Object.fromEntries(seedAccounts().map((a) => [a.role, a.uid]));
const tierOf = Object.fromEntries(seedAccounts().map((a) => [a.uid, a.tier]));
const products = new Map(seedProducts().map((p) => [p.id, p.data]));
const loans = new Map(seedProductLoans().map((l) => [l.id, l.data]));
const byTitle = new Map(seedProducts().map((p) => [p.data.title, p]));

describe('the members’ seed (hearts, queues, notices)', () => {
  it('is deterministic and passes each collection’s schema', () => {
    expect(seedMemberCorner()).toEqual(corner);
    const check = (collection: CollectionName, docs: { id: string; data: object }[]) => {
      for (const { id, data } of docs) {
        expect(() => parseDoc(collection, id, data, DOC_SCHEMAS[collection])).not.toThrow();
      }
    };
    check('hearts', corner.hearts);
    check('queue_entries', corner.queueEntries);
    check('notifications', corner.notifications);
    check('notification_settings', corner.notificationSettings);
  });

  it('gives every member hearts of bags their tier sees, with ids the rules accept', () => {
    for (const member of ['reserve', 'elite', 'crown']) {
      const mine = corner.hearts.filter((h) => h.data.user_id === uid[member]);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      for (const heart of mine) {
        expect(heart.id).toBe(heartDocId(heart.data.user_id, heart.data.product_id));
        const product = products.get(heart.data.product_id);
        expect(product && canSee(tierOf[heart.data.user_id] ?? null, product.access_levels)).toBe(
          true,
        );
      }
    }
    // Saved shows each state: in the closet, out, and sold.
    const states = new Set(
      corner.hearts.map((h) => {
        const p = products.get(h.data.product_id);
        return p?.status === 'Sold' ? 'sold' : p?.borrow_status === 'Available' ? 'in' : 'out';
      }),
    );
    expect(states).toEqual(new Set(['sold', 'in', 'out']));
  });

  it('queues the Elite member behind the Crown member for a bag out on loan (Crown priority)', () => {
    const ophidia = byTitle.get('Gucci Ophidia GG Small Tote')!;
    expect(ophidia.data.borrow_status).toBe('Borrowed');
    const queue = corner.queueEntries.filter((e) => e.data.product_id === ophidia.id);
    const crown = queue.find((e) => e.data.user_id === uid.crown)!;
    const elite = queue.find((e) => e.data.user_id === uid.elite)!;
    expect(crown.id).toBe(queueEntryId(ophidia.id, uid.crown!));
    // The Elite member joined first; Crown goes ahead anyway.
    expect(elite.data.joined_at.getTime()).toBeLessThan(crown.data.joined_at.getTime());
    expect([crown.data.position, elite.data.position]).toEqual([1, 2]);
    expect(elite.data.estimated_at!.getTime()).toBeGreaterThan(crown.data.estimated_at!.getTime());
    expect(crown.data.estimated_at!.getTime()).toBeGreaterThanOrEqual(SEED_BASE_DATE.getTime());
    // Every queued bag is out, seen by its member, and not theirs.
    for (const entry of corner.queueEntries) {
      const product = products.get(entry.data.product_id)!;
      expect(product.borrow_status).not.toBe('Available');
      expect(loans.get(entry.data.product_id)?.user_id).not.toBe(entry.data.user_id);
      expect(canSee(entry.data.user_tier, product.access_levels)).toBe(true);
    }
  });

  it('gives each member notices, read and unread, that lead inside the site', () => {
    for (const member of ['reserve', 'elite', 'crown']) {
      const inbox = corner.notifications.filter((n) => n.data.user_id === uid[member]);
      expect(inbox.some((n) => n.data.read_at === null)).toBe(true);
      expect(inbox.some((n) => n.data.read_at !== null)).toBe(true);
      for (const n of inbox) {
        expect(n.data.link).toMatch(/^\//);
        expect(n.data.created_at.getTime()).toBeLessThanOrEqual(SEED_BASE_DATE.getTime());
      }
    }
    expect(new Set(corner.notifications.map((n) => n.data.kind))).toEqual(
      new Set(['availability', 'bag_sold', 'shipping', 'returns']),
    );
    expect(new Set(corner.notifications.map((n) => n.id)).size).toBe(corner.notifications.length);
  });
});
