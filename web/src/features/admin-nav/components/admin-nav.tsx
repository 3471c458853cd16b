import { NavLink } from 'react-router-dom';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { NavCounts } from '../api/get-nav-counts';
import { roleMay, formatCount } from '@unlimited/domain';
import { useStaffRole } from '@/lib/session/staff-role';
import { NAV_SECTIONS } from './nav-sections';

const COUNT_TONES: Record<keyof NavCounts, BadgeTone> = {
  toShip: 'gold',
  returnsAwaitingReceipt: 'blue',
  signupsPending: 'neutral',
};

/**
 * The list of every admin section with its live counts (none while they load or when
 * they cannot be read: a missing number is better than a wrong one).
 */
export function AdminNav({
  counts,
  onNavigate,
}: {
  counts: NavCounts | null;
  /** Called when a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}) {
  const role = useStaffRole();
  const sections = NAV_SECTIONS.filter(
    (section) => section.requires === undefined || roleMay(role, section.requires),
  );
  return (
    <nav aria-label="Back office">
      <ul className="flex flex-col gap-1">
        {sections.map(({ label, to, icon: Icon, counts: shown, end }) => {
          const values = (shown ?? [])
            .map((c) => ({ ...c, value: counts?.[c.key] ?? 0 }))
            .filter((c) => counts !== null && c.value > 0);
          return (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-gold',
                    isActive
                      ? 'bg-neutral-900 text-white hover:bg-neutral-800 dark:bg-white dark:text-ink dark:hover:bg-neutral-200'
                      : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span className="flex-1">{label}</span>
                {values.map(({ key, label: what, value }) => (
                  <Badge key={key} tone={COUNT_TONES[key]} title={`${value} ${what}`}>
                    <span aria-hidden="true">{formatCount(value)}</span>
                    <span className="sr-only">{`, ${formatCount(value)} ${what}`}</span>
                  </Badge>
                ))}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
