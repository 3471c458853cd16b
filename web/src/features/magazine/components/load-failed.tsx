import { Button } from '@/components/ui/button';

/** A Magazine page that could not load: `message` and a way to try again. */
export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <p role="alert" className="text-red-700 dark:text-red-400">
        {message}
      </p>
      <Button variant="outline" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
