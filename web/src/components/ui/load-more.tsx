import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';

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
      {page.moreFailed && <FormAlert className="mt-3">{failedMessage}</FormAlert>}
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
