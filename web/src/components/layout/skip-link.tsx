/** First focusable element of a page: jumps past the navigation to `#content`. */
export function SkipLink({ label = 'Skip to content' }: { label?: string }) {
  return (
    <a
      href="#content"
      className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-sm text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-gold"
    >
      {label}
    </a>
  );
}
