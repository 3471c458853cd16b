import { AdminAnalytics } from '@/features/admin-analytics/components/admin-analytics';

export default function AdminAnalyticsRoute() {
  return <AdminAnalytics />;
}
