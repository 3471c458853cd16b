import {
  Activity,
  BarChart3,
  CheckCircle2,
  ClipboardList,
  LayoutDashboard,
  Mail,
  Newspaper,
  Package,
  RefreshCw,
  ShoppingBag,
  Tag,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffPermission } from '@unlimited/domain';
import { paths } from '@/config/paths';
import type { NavCounts } from '../api/get-nav-counts';

/** One entry of the admin sidebar; `count` names the live count shown beside it. */
export interface NavSection {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Live counts shown beside it, each with the words a screen reader says. */
  counts?: readonly { key: keyof NavCounts; label: string }[];
  /** Matches only this exact path (the dashboard, whose path prefixes every other). */
  end?: boolean;
  /** Shown only to staff whose role may do this (the Team page: owners). */
  requires?: StaffPermission;
}

/** Every admin section, in the order an operator's day runs. */
export const NAV_SECTIONS: readonly NavSection[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard, end: true },
  { label: 'Tasks', to: paths.admin.tasks, icon: CheckCircle2 },
  {
    label: 'Swaps',
    to: paths.admin.swaps,
    icon: RefreshCw,
    counts: [
      { key: 'toShip', label: 'to ship' },
      { key: 'returnsAwaitingReceipt', label: 'returns awaiting receipt' },
    ],
  },
  { label: 'Orders', to: paths.admin.orders, icon: Package },
  { label: 'Products', to: paths.admin.products, icon: ShoppingBag },
  {
    label: 'Waitlist',
    to: paths.admin.waitlist,
    icon: ClipboardList,
    counts: [{ key: 'signupsPending', label: 'signups pending' }],
  },
  { label: 'Customers', to: paths.admin.customers, icon: Users },
  { label: 'Coupons', to: paths.admin.coupons, icon: Tag },
  { label: 'Analytics', to: paths.admin.analytics, icon: BarChart3 },
  { label: 'Magazine', to: paths.admin.magazine, icon: Newspaper },
  { label: 'Outbox', to: paths.admin.outbox, icon: Mail },
  { label: 'Activity', to: paths.admin.activity, icon: Activity },
  { label: 'Team', to: paths.admin.team, icon: UserCog, requires: 'manage_team' },
];
