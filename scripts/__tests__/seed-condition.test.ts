import { describe, expect, it } from 'vitest';
import { conditionPhotoSchema, conditionRecordDocSchema } from '@unlimited/domain';
import { seedConditionRecords } from '../seed-condition';
import { buildSeed } from '../seed-data';

describe('seed condition records', () => {
  const seed = buildSeed();
  const records = seedConditionRecords(seed.orders, seed.products);

  it('records every shipped order at dispatch and every completed one on return', () => {
    const shipped = seed.orders.filter((order) => order.data.shipped_date !== null);
    expect(records.map((r) => r.id).sort()).toEqual(shipped.map((o) => o.id).sort());
    for (const record of records) {
      const order = seed.orders.find((o) => o.id === record.id)!;
      expect(record.bagId).toBe(order.data.bag_id);
      expect(record.data.dispatch?.notes).not.toBe('');
      expect(record.data.return !== null).toBe(order.data.order_status === 'completed');
      expect(conditionRecordDocSchema.parse(record.data)).toEqual(record.data);
    }
  });

  it('grades each record with its bag’s grade and gives photos the app accepts', () => {
    for (const record of records) {
      const bag = seed.products.find((p) => p.id === record.bagId)!;
      expect(record.data.dispatch?.grade).toBe(bag.data.rank);
      for (const photo of [
        ...(record.data.dispatch?.photos ?? []),
        ...(record.data.return?.photos ?? []),
      ]) {
        expect(conditionPhotoSchema.safeParse(photo).success).toBe(true);
      }
    }
    expect(records.some((r) => (r.data.return?.photos.length ?? 0) > 0)).toBe(true);
  });
});
