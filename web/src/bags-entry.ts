import { showFirstPageEarly } from '@/features/bags/api/public-first-page';
import { showEarlyCards } from '@/features/bags/early/early-cards';
import { asksAvailableNow } from '@/config/catalog';

/*
 * The early script of the prerendered `/bags` (web/scripts/prerender.mjs loads it from the
 * head; vite.early.config.ts builds it apart from the app): for a visitor, it asks for the
 * first page of bags at once and puts their cards in the page as soon as they arrive,
 * unless the app has taken the page over by then. The app reads the same answer and
 * hydrates those cards as they are (`public-first-page.ts`). Someone signed in
 * (index.html's head script marks the document) gets their own page from the app
 * instead, as does markup served at another address (main.tsx renders those afresh).
 *
 * The page's loader starts the app once this is done (the first photo shown, or nothing
 * to show), so on a slow connection the app's code does not hold the photos back; it
 * starts the app anyway after a few seconds should this never say so.
 */
const done = () => document.dispatchEvent(new Event('unlimited:early-done'));

/** Once the first card's photo has loaded (or failed) and been painted. */
function whenFirstPhotoShown(then: () => void) {
  const photo = document.querySelector<HTMLImageElement>('[data-catalog-results] img');
  const painted = () => void requestAnimationFrame(() => setTimeout(then, 0));
  if (!photo || photo.complete) {
    painted();
    return;
  }
  photo.addEventListener('load', painted, { once: true });
  photo.addEventListener('error', painted, { once: true });
}

// Not `paths` (@/config/paths): the early script keeps to what it needs.
const root = document.getElementById('root');
// The early page is the unfiltered closet: `/bags?available=1` waits for the app.
if (
  root?.dataset.prerendered === window.location.pathname &&
  !asksAvailableNow(window.location.search) &&
  !('signedIn' in document.documentElement.dataset)
) {
  let shown = false;
  void showFirstPageEarly((products) => (shown = showEarlyCards(document, products))).then(() =>
    shown ? whenFirstPhotoShown(done) : done(),
  );
} else {
  done();
}
