/** Counts coupon redemptions from the subscriptions that record a code (see count-redemptions.ts). */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS } from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { codesToRecount, recountRedemptions } from './count-redemptions';

export const countCouponRedemptions = onDocumentWritten(
  {
    region: config.region,
    retry: true,
    maxInstances: config.maxInstances,
    document: `${COLLECTIONS.subscriptions}/{uid}`,
  },
  async (event) => {
    const codes = codesToRecount(event.data?.before.data(), event.data?.after.data());
    for (const code of codes) await recountRedemptions(firestore(), code);
  },
);
