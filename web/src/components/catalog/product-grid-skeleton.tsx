/** Grey bars standing in for a line of text: the line's own height, so nothing moves. */
function Bar({ className }: { className: string }) {
  return (
    <span className={`inline-block rounded bg-neutral-200 dark:bg-neutral-700 ${className}`}>
      &nbsp;
    </span>
  );
}

/**
 * A catalogue card before its product has arrived: the same box as `ProductCard` (square
 * photo, then the brand, the title and the price row, in the same type sizes), so
 * the cards take its place without moving what is around them.
 */
function ProductCardSkeleton() {
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
      <div className="aspect-square bg-neutral-100 dark:bg-neutral-800" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold">
          <Bar className="w-1/3" />
        </p>
        {/* Titles mostly take two lines on a phone's narrow cards, one on wider ones. */}
        <p className="font-display text-lg leading-snug">
          <Bar className="w-3/4" />
          <br className="md:hidden" />
          <Bar className="w-1/2 md:hidden" />
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          <p className="font-semibold">
            <Bar className="w-14" />
          </p>
          <span className="inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold">
            <Bar className="w-10" />
          </span>
        </div>
      </div>
    </div>
  );
}

/**
 * How many cards the loading grid shows: two rows of four on a wide screen, four rows of
 * two on a phone. Either fills the first screen, so the footer stays below it until the
 * bags arrive (it moved up into view and down again before: a layout shift).
 */
export const SKELETON_CARDS = 8;

/**
 * The catalogue grid while its first page loads (`/bags`, a category, a brand's page):
 * cards of the real cards' size, announced to screen readers as `label`.
 */
export function ProductGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul
        aria-hidden="true"
        className="grid animate-pulse grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
      >
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="flex">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
