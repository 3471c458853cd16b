import {
  AlertTriangle,
  BarChart3,
  CheckCircle2,
  ClipboardList,
  Clock,
  Package,
  RefreshCw,
  ShoppingBag,
  Tag,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SYSTEM_ACTOR, formatCount } from '@unlimited/domain';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/time-ago';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useRecentActivity } from '../api/get-recent-activity';

const TILES: { label: string; description: string; to: string; icon: LucideIcon }[] = [
  {
    label: 'Customers',
    description: 'Members and subscriptions',
    to: paths.admin.customers,
    icon: Users,
  },
  {
    label: 'Products',
    description: 'Bags and inventory',
    to: paths.admin.products,
    icon: ShoppingBag,
  },
  {
    label: 'Waitlist',
    description: 'Signups and invitations',
    to: paths.admin.waitlist,
    icon: ClipboardList,
  },
  { label: 'Orders', description: 'Shipping and returns', to: paths.admin.orders, icon: Package },
  { label: 'Swaps', description: 'Shipping and returns', to: paths.admin.swaps, icon: RefreshCw },
  { label: 'Coupons', description: 'Promo codes', to: paths.admin.coupons, icon: Tag },
  { label: 'Tasks', description: 'What needs doing', to: paths.admin.tasks, icon: CheckCircle2 },
  { label: 'Analytics', description: 'Reports', to: paths.admin.analytics, icon: BarChart3 },
];

function Card({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={cn(
        'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800',
        className,
      )}
    >
      <h2 className="mb-4 font-display text-xl">{title}</h2>
      {children}
    </section>
  );
}

function Metric({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  /** `null` while loading; `undefined` when it could not be read. */
  value: number | null | undefined;
  icon: LucideIcon;
}) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800">
      <div className="flex items-center justify-between gap-2">
        <dt className="text-sm text-neutral-600 dark:text-neutral-400">{label}</dt>
        <Icon aria-hidden="true" className="size-5 text-gold" />
      </div>
      <dd className="mt-2 text-3xl font-semibold tabular-nums">
        {value === undefined ? (
          '—'
        ) : value === null ? (
          <span
            aria-label="Loading"
            className="inline-block h-8 w-16 animate-pulse rounded bg-neutral-200 dark:bg-neutral-800"
          />
        ) : (
          formatCount(value)
        )}
      </dd>
    </div>
  );
}

function Unavailable({ what }: { what: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400">
      <AlertTriangle aria-hidden="true" className="size-4" />
      Failed to load {what}. Reload the page to try again.
    </p>
  );
}

/**
 * /admin: alerts (`alerts`, given by the route: billing events needing attention),
 * counters, the to-do highlights (`todo`: the task queue's first five, given by the
 * route), sections and the latest activity.
 */
export function AdminDashboard({ todo, alerts }: { todo: ReactNode; alerts?: ReactNode }) {
  const stats = useDashboardStats();
  const activity = useRecentActivity();
  const s = stats.stats;
  const metricValue = (value: number | undefined) =>
    stats.status === 'loading' ? null : stats.status === 'error' ? undefined : (value ?? 0);

  return (
    <div className="flex flex-col gap-6">
      {alerts}
      {stats.status === 'error' && <Unavailable what="dashboard data" />}
      <dl aria-label="Key metrics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Metric
          label="Active Subscriptions"
          value={metricValue(s?.active_subscriptions)}
          icon={Users}
        />
        <Metric
          label="Bags in Circulation"
          value={metricValue(s?.bags_in_circulation)}
          icon={Truck}
        />
        <Metric
          label="Pending Waitlist Signups"
          value={metricValue(s?.pending_waitlist)}
          icon={ClipboardList}
        />
        <Metric label="Pending Returns" value={metricValue(s?.pending_returns)} icon={Clock} />
      </dl>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card title="To Do" className="lg:col-span-1">
          {todo}
        </Card>

        <Card title="Recent Activity" className="lg:col-span-2">
          {activity.status === 'loading' && <p className="text-sm text-neutral-500">Loading...</p>}
          {activity.status === 'error' && <Unavailable what="recent activity" />}
          {activity.status === 'success' &&
            (activity.items.length === 0 ? (
              <p className="text-sm text-neutral-500">No recent activity yet.</p>
            ) : (
              <ol className="divide-y divide-neutral-200 dark:divide-neutral-800">
                {activity.items.map((item) => (
                  <li key={item.id} className="flex items-start justify-between gap-4 py-3">
                    <div className="min-w-0 wrap-anywhere">
                      <p className="text-sm">{item.action}</p>
                      <p className="text-xs text-neutral-500">
                        {item.actor === SYSTEM_ACTOR ? 'System' : `by ${item.actor}`}
                      </p>
                    </div>
                    <time
                      dateTime={item.timestamp.toISOString()}
                      className="shrink-0 text-xs text-neutral-500"
                    >
                      {timeAgo(item.timestamp)}
                    </time>
                  </li>
                ))}
              </ol>
            ))}
        </Card>
      </div>

      <nav aria-label="Admin sections">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {TILES.map(({ label, description, to, icon: Icon }) => (
            <li key={label}>
              <Link
                to={to}
                className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 transition hover:ring-gold focus-visible:outline-2 focus-visible:outline-gold dark:bg-neutral-950 dark:ring-neutral-800"
              >
                <Icon aria-hidden="true" className="size-6 text-gold" />
                <span className="font-semibold">{label}</span>
                <span className="text-xs text-neutral-500">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
