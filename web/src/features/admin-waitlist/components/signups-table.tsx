import { Eye, Mail, Pencil, Trash2 } from 'lucide-react';
import type { WaitlistSignup } from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { TierBadge, WaitlistStatusBadge, shortUsDate } from './waitlist-format';

/** Whether a signup can be sent an invitation (again): not once they are a member. */
export function canInvite(signup: WaitlistSignup): boolean {
  return signup.status !== 'converted';
}

const checkboxClasses = 'size-4 accent-neutral-900 dark:accent-white';

/** The signup list: selection for inviting many, and each row's actions. */
export function SignupsTable({
  signups,
  selected,
  onSelectedChange,
  onView,
  onEdit,
  onDelete,
  onInvite,
  inviting,
  emptyText = 'No signups found',
}: {
  /** What the empty table says (true for the current search and filters). */
  emptyText?: string;
  signups: WaitlistSignup[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onView: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  onInvite: (id: string) => void;
  inviting: boolean;
}) {
  const selectable = signups.filter(canInvite);
  const allSelected = selectable.length > 0 && selectable.every((s) => selected.has(s.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  const toggleAll = () =>
    onSelectedChange(allSelected ? new Set() : new Set(selectable.map((s) => s.id)));

  return (
    <table className="w-full min-w-[48rem] text-left text-sm">
      <thead className="border-b border-neutral-200 text-xs tracking-wide text-neutral-500 uppercase dark:border-neutral-800">
        <tr>
          <th scope="col" className="w-8 py-2 pr-3">
            <input
              type="checkbox"
              className={checkboxClasses}
              aria-label="Select all shown signups"
              checked={allSelected}
              disabled={selectable.length === 0}
              onChange={toggleAll}
            />
          </th>
          <th scope="col" className="py-2 pr-3">
            Name
          </th>
          <th scope="col" className="py-2 pr-3">
            Email
          </th>
          <th scope="col" className="py-2 pr-3">
            Tier
          </th>
          <th scope="col" className="py-2 pr-3">
            Status
          </th>
          <th scope="col" className="py-2 pr-3">
            Submitted
          </th>
          <th scope="col" className="py-2">
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {signups.length === 0 ? (
          <tr>
            <td colSpan={7} className="py-10 text-center text-neutral-500">
              {emptyText}
            </td>
          </tr>
        ) : (
          signups.map((signup) => (
            <tr key={signup.id}>
              <td className="py-3 pr-3">
                <input
                  type="checkbox"
                  className={checkboxClasses}
                  aria-label={`Select ${signup.email}`}
                  checked={selected.has(signup.id)}
                  disabled={!canInvite(signup)}
                  onChange={() => toggle(signup.id)}
                />
              </td>
              <td className="py-3 pr-3">
                <span className="font-medium">{signup.full_name}</span>
                {signup.referred_by_email && (
                  <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                    Referred by {signup.referred_by_email}
                  </span>
                )}
              </td>
              <td className="py-3 pr-3">{signup.email}</td>
              <td className="py-3 pr-3">
                <TierBadge tier={signup.tier} />
              </td>
              <td className="py-3 pr-3">
                <WaitlistStatusBadge status={signup.status} />
              </td>
              <td className="py-3 pr-3">{shortUsDate(signup.submitted_at)}</td>
              <td className="flex gap-1 py-3">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`View ${signup.email}`}
                  onClick={() => onView(signup.id)}
                >
                  <Eye aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={
                    signup.status === 'invited'
                      ? `Resend invitation to ${signup.email}`
                      : `Invite ${signup.email}`
                  }
                  title={signup.status === 'invited' ? 'Resend invitation' : 'Invite'}
                  disabled={!canInvite(signup) || inviting}
                  onClick={() => onInvite(signup.id)}
                >
                  <Mail aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Update status of ${signup.email}`}
                  onClick={() => onEdit(signup.id)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${signup.email}`}
                  onClick={() => onDelete(signup.id)}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                </Button>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
