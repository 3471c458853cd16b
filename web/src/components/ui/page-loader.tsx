/** Full-width loading indicator announced to screen readers. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-2 border-neutral-300 border-t-ink dark:border-neutral-700 dark:border-t-white"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
