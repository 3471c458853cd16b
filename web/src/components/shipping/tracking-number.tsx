import { ExternalLink } from 'lucide-react';
import { trackingLink } from '@unlimited/domain';
import { cn } from '@/lib/cn';

/**
 * A tracking number as a link to its carrier's tracking page (in a new tab), with the
 * carrier named; a number no carrier's format matches is shown as text to copy.
 */
export function TrackingNumber({ number, className }: { number: string; className?: string }) {
  const link = trackingLink(number);
  if (link === null) {
    return <span className={cn('font-mono break-all select-all', className)}>{number}</span>;
  }
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      <span className="text-neutral-600 dark:text-neutral-400">{link.carrierName}</span>
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${link.number}, track on ${link.carrierName} (opens in a new tab)`}
        className="inline-flex items-baseline gap-1 font-mono break-all text-ink underline decoration-gold underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold dark:text-white"
      >
        {link.number}
        <ExternalLink aria-hidden className="size-3.5 shrink-0 self-center" />
      </a>
    </span>
  );
}
