import { Button } from '@/components/ui/button';

/** The paging part of a list read page by page (`usePagedQuery` in lib/firestore/paged). */
export interface LoadMoreState {
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
}

/** Under a paged list: why the next page did not come, and the Load More button. */
export function LoadMore({ page, failedMessage }: { page: LoadMoreState; failedMessage: string }) {
  return (
    <>
      {page.moreFailed && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {failedMessage}
        </p>
      )}
      {page.hasMore && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={page.loadMore} disabled={page.loadingMore}>
            {page.loadingMore ? 'Loading...' : 'Load More'}
          </Button>
        </div>
      )}
    </>
  );
}
