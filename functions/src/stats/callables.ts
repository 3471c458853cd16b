/** `recountDashboardStats()` (admins): counters and brand list recounted from scratch. */
import { onCall } from 'firebase-functions/https';
import {
  dashboardCounters,
  noInputSchema,
  type RecountDashboardStatsResult,
} from '@unlimited/domain';
import { config } from '../config';
import { firestore } from '../lib/admin';
import { requireAdmin } from '../lib/auth';
import { handleErrors } from '../lib/errors';
import { parseInput } from '../lib/input';
import { recountDashboard } from './recount';
import { withAppCheck } from '../lib/app-check';

export const recountDashboardStats = onCall<unknown, Promise<RecountDashboardStatsResult>>(
  withAppCheck({ region: config.region, maxInstances: 1, timeoutSeconds: 300, memory: '512MiB' }),
  async (request) => {
    const caller = requireAdmin(request);
    parseInput(noInputSchema, request.data);
    return handleErrors('recountDashboardStats', { uid: caller.uid }, async () => {
      const now = new Date();
      const { stats, brands } = await recountDashboard(firestore(), now);
      return { counters: dashboardCounters(stats), brands, updatedAt: now.toISOString() };
    });
  },
);
