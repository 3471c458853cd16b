import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's error screen, worded as the spec's routing fallback. */
export function RouteError() {
  const error = useRouteError();
  let title = '';
  let message: string;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    title = `${error.status} ${error.statusText}`;
    message = typeof error.data === 'string' ? error.data : '';
  } else if (error instanceof Error) {
    message = error.message;
    stack = error.stack;
  } else {
    message = String(error);
  }
  return (
    <main role="alert" className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="font-display text-3xl">Unexpected Application Error!</h1>
      {title && <h2 className="mt-4 text-xl font-semibold">{title}</h2>}
      {message && <p className="mt-2 italic">{message}</p>}
      {stack && (
        <pre className="mt-6 overflow-x-auto rounded bg-neutral-100 p-4 text-xs dark:bg-neutral-900">
          {stack}
        </pre>
      )}
    </main>
  );
}
