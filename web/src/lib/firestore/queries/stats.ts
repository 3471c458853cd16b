/** The admin dashboard counters. firestore.rules: admins read; only triggers write. */
import type { DocumentReference, Firestore } from 'firebase/firestore';
import type { DashboardStats } from '@unlimited/domain';
import { dashboardStatsDoc } from '../refs/stats';

/** `stats/dashboard`; missing until a trigger first counts something. */
export function dashboardStatsRef(db: Firestore): DocumentReference<DashboardStats> {
  return dashboardStatsDoc(db);
}
