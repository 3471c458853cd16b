import { describe, expect, it } from 'vitest';
import {
  MAX_AUDIT_CHANGES,
  MAX_AUDIT_VALUE_LENGTH,
  PRODUCT_AUDIT_FIELDS,
  activitySearchPatch,
  auditChangeText,
  auditChanges,
  auditClientWrite,
  auditRecord,
  auditSearchToken,
  auditSearchTokens,
  auditValue,
} from '../audit';
import { activityDocSchema } from '../schemas/activity';

const at = new Date('2026-11-20T09:30:00Z');
const admin = { uid: 'admin-1', name: 'ops@unlimited.test' };

const product = {
  title: 'Kelly 28',
  brand: 'Hermès',
  price: 2_450_000,
  status: 'Active',
  borrow_status: 'Available',
  categories: ['Bags'],
  photos: ['https://img.test/1.jpg'],
  updated_at: new Date('2026-11-01T00:00:00Z'),
};

describe('auditChanges', () => {
  it('lists the changed fields only, before → after, in the order given', () => {
    const after = { ...product, price: 2_390_000, status: 'Hidden', updated_at: at };
    expect(auditChanges(product, after, PRODUCT_AUDIT_FIELDS)).toEqual([
      { field: 'price', before: '2450000', after: '2390000' },
      { field: 'status', before: 'Active', after: 'Hidden' },
    ]);
  });

  it('reads a create and a delete against nothing, and lists and dates as text', () => {
    expect(auditChanges(null, { categories: ['Bags', 'Sale'] }, ['categories'])).toEqual([
      { field: 'categories', before: null, after: 'Bags, Sale' },
    ]);
    expect(auditChanges({ return_date: at }, null, ['return_date'])).toEqual([
      { field: 'return_date', before: '2026-11-20T09:30:00.000Z', after: null },
    ]);
    // A Firestore Timestamp (anything with toDate) reads as its date.
    expect(auditValue({ toDate: () => at })).toBe('2026-11-20T09:30:00.000Z');
  });

  it('bounds every value', () => {
    const long = 'x'.repeat(1000);
    const [change] = auditChanges({ description: 'short' }, { description: long }, ['description']);
    expect(change!.after).toHaveLength(MAX_AUDIT_VALUE_LENGTH);
    expect(change!.after!.endsWith('…')).toBe(true);
  });
});

describe('auditRecord', () => {
  it('names who, when, what, the object and the changed fields, and parses as an activity doc', () => {
    const record = auditRecord({
      kind: 'updated',
      objectType: 'product',
      objectId: 'p1',
      label: 'Kelly 28',
      actor: admin,
      at,
      changes: [{ field: 'price', before: '2450000', after: '2390000' }],
    });
    expect(record).toMatchObject({
      action: 'Product “Kelly 28” updated: price',
      timestamp: at,
      actor: 'ops@unlimited.test',
      actor_uid: 'admin-1',
      kind: 'updated',
      object_type: 'product',
      object_id: 'p1',
      object_label: 'Kelly 28',
      changes_omitted: 0,
    });
    expect(activityDocSchema.parse(record)).toEqual(record);
  });

  it('keeps at most MAX_AUDIT_CHANGES changes and counts the rest', () => {
    const changes = Array.from({ length: MAX_AUDIT_CHANGES + 3 }, (_, i) => ({
      field: `f${i}`,
      before: null,
      after: String(i),
    }));
    const record = auditRecord({
      kind: 'updated',
      objectType: 'product',
      objectId: 'p1',
      label: 'Bag',
      actor: admin,
      at,
      changes,
    });
    expect(record.changes).toHaveLength(MAX_AUDIT_CHANGES);
    expect(record.changes_omitted).toBe(3);
    expect(activityDocSchema.safeParse(record).success).toBe(true);
  });

  it('is found by a folded word of its label: "hermes" finds Hermès', () => {
    const record = auditRecord({
      kind: 'created',
      objectType: 'product',
      objectId: 'p2',
      label: 'Hermès Birkin 30',
      actor: admin,
      at,
    });
    expect(record.search_tokens).toContain(auditSearchToken('hermes'));
    expect(record.search_tokens).toContain(auditSearchToken('BIRK'));
    expect(auditSearchToken('  ')).toBeNull();
    expect(auditSearchTokens('Lady Dior')).toEqual(
      expect.arrayContaining(['l', 'la', 'lady', 'd', 'dior']),
    );
  });
});

describe('auditClientWrite', () => {
  it('records a create, an update with its fields, a status change, and nothing for no change', () => {
    const base = { objectType: 'product' as const, objectId: 'p1', actor: admin, at };
    expect(auditClientWrite({ ...base, before: null, after: product })).toMatchObject({
      kind: 'created',
      changes: [],
      action: 'Product “Kelly 28” created',
    });
    expect(
      auditClientWrite({ ...base, before: product, after: { ...product, status: 'Hidden' } }),
    ).toMatchObject({ kind: 'status_changed', changes: [{ field: 'status' }] });
    expect(
      auditClientWrite({
        ...base,
        before: product,
        after: { ...product, title: 'Kelly 25', price: 1 },
      }),
    ).toMatchObject({ kind: 'updated', object_label: 'Kelly 25' });
    // Only derived or date fields changed: nothing an admin would read as a change.
    expect(
      auditClientWrite({ ...base, before: product, after: { ...product, updated_at: at } }),
    ).toBeNull();
  });

  it('labels a signup by its email', () => {
    const signup = { email: 'ann@example.com', full_name: 'Ann', status: 'pending', notes: null };
    expect(
      auditClientWrite({
        objectType: 'waitlist_signup',
        objectId: 's1',
        actor: admin,
        at,
        before: signup,
        after: { ...signup, status: 'declined', notes: 'Asked to be removed' },
      }),
    ).toMatchObject({
      kind: 'updated',
      object_label: 'ann@example.com',
      changes: [
        { field: 'status', before: 'pending', after: 'declined' },
        { field: 'notes', before: null, after: 'Asked to be removed' },
      ],
    });
  });
});

describe('activitySearchPatch', () => {
  it('gives a plain line written without tokens those of its text, so a word of it finds it', () => {
    const line = {
      action: 'New order WWo9CFII: Hermès Kelly 28 Sellier',
      timestamp: at,
      actor: 'System',
    };
    const patch = activitySearchPatch(line);
    for (const search of ['Kelly', 'hermes', 'SELL', 'wwo9cfii']) {
      expect(patch?.search_tokens).toContain(auditSearchToken(search));
    }
    expect(activitySearchPatch({ action: 'CSV import: 1 product added' })?.search_tokens).toContain(
      auditSearchToken('csv import'),
    );
  });

  it('leaves a line that has its tokens, and any audit record, as it is', () => {
    expect(activitySearchPatch({ action: 'Member joined', search_tokens: [] })).toBeNull();
    const record = auditRecord({
      kind: 'created',
      objectType: 'product',
      objectId: 'p2',
      label: 'Lady Dior',
      actor: admin,
      at,
    });
    expect(activitySearchPatch({ ...record })).toBeNull();
    expect(activitySearchPatch({ timestamp: at })).toBeNull();
  });
});

describe('auditChangeText', () => {
  it('shows amounts stored in cents as dollars, keeping the stored values exact', () => {
    const changes = auditChanges({ price: 203_000 }, { price: 198_000 }, ['price']);
    expect(changes).toEqual([{ field: 'price', before: '203000', after: '198000' }]);
    expect(auditChangeText(changes[0]!)).toEqual({
      field: 'price',
      before: '$2,030.00',
      after: '$1,980.00',
    });
    expect(auditChangeText({ field: 'price', before: null, after: '10000' })).toEqual({
      field: 'price',
      before: 'none',
      after: '$100.00',
    });
    expect(auditChangeText({ field: 'amount_off_cents', before: null, after: '1550' })).toEqual({
      field: 'amount off',
      before: 'none',
      after: '$15.50',
    });
  });

  it('shows other fields, and a money value that is not whole cents, as stored', () => {
    expect(auditChangeText({ field: 'bag_weight', before: '1200', after: '1300' })).toEqual({
      field: 'bag weight',
      before: '1200',
      after: '1300',
    });
    expect(auditChangeText({ field: 'price', before: '12345…', after: 'N/A' })).toMatchObject({
      before: '12345…',
      after: 'N/A',
    });
  });
});
