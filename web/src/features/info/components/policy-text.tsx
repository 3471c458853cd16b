import type { PolicySection } from '@unlimited/domain';
import { cn } from '@/lib/cn';

/** A policy section's paragraphs, as the domain states them (one source for every page). */
export function PolicyParagraphs({
  section,
  only,
  size = 'base',
  className,
}: {
  section: PolicySection;
  /** `sm`: the smaller type of a page's side notes. */
  size?: 'base' | 'sm';
  /** Show only these paragraphs (by position). */
  only?: readonly number[];
  className?: string;
}) {
  const paragraphs = only
    ? section.paragraphs.filter((_, i) => only.includes(i))
    : section.paragraphs;
  return (
    <div
      className={cn(
        'flex flex-col gap-3 text-neutral-700 dark:text-neutral-300',
        size === 'base' ? 'leading-relaxed' : 'text-sm/relaxed',
        className,
      )}
    >
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
