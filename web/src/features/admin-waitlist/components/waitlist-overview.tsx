import { TIER_IDS, TIERS, formatCount } from '@unlimited/domain';
import type { WaitlistCounts } from '../api/get-waitlist-stats';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800">
      <dt className="text-sm text-neutral-600 dark:text-neutral-400">{label}</dt>
      <dd className="mt-2 text-3xl font-semibold tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

/** Rounded share of `count` in `total`; 0 when the list is empty. */
export function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

export function WaitlistOverview({ counts }: { counts: WaitlistCounts }) {
  return (
    <div className="flex flex-col gap-6">
      <dl aria-label="Signup totals" className="grid grid-cols-2 gap-4 md:grid-cols-5">
        <Stat label="Total Signups" value={counts.total} />
        <Stat label="Pending Review" value={counts.byStatus.pending} />
        <Stat label="Invited" value={counts.byStatus.invited} />
        <Stat label="Converted" value={counts.byStatus.converted} />
        <Stat label="Declined" value={counts.byStatus.declined} />
      </dl>
      <section
        aria-labelledby="tier-distribution"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
      >
        <h2 id="tier-distribution" className="mb-4 font-display text-xl">
          Tier Distribution
        </h2>
        <ul className="flex flex-col gap-4">
          {TIER_IDS.map((tier) => {
            const count = counts.byTier[tier];
            const percent = percentOf(count, counts.total);
            return (
              <li key={tier} aria-label={TIERS[tier].name}>
                <div className="flex items-baseline justify-between text-sm">
                  <span className="font-medium">{TIERS[tier].name}</span>
                  <span className="tabular-nums">
                    {formatCount(count)} ({percent}%)
                  </span>
                </div>
                <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800">
                  <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
