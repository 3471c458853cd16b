import { AlertTriangle, CheckCircle2, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useTasks } from '../api/get-tasks';
import { SOURCE_LABELS } from '../api/tasks';

/**
 * The task queue: what needs a person now, most urgent first, each linking to where it
 * is done. With `limit`, only the first tasks and a link to the whole queue (the
 * dashboard's to-do highlights).
 */
export function TaskList({ limit }: { limit?: number }) {
  const state = useTasks();
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-sm text-neutral-500">
        Loading...
      </p>
    );
  }
  const { tasks, failed } = state;
  const shown = limit === undefined ? tasks : tasks.slice(0, limit);
  return (
    <div className="flex flex-col gap-3">
      {failed.length > 0 && (
        <p role="alert" className="flex items-start gap-2 text-sm text-red-700 dark:text-red-400">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Could not check {failed.map((source) => SOURCE_LABELS[source]).join(', ')}. Reload the
          page to try again.
        </p>
      )}
      {tasks.length === 0 && failed.length === 0 && (
        <p className="flex items-center gap-2 text-sm text-green-800 dark:text-green-300">
          <CheckCircle2 aria-hidden="true" className="size-4" /> All caught up. Nothing needs doing.
        </p>
      )}
      {shown.length > 0 && (
        <ul aria-label="Tasks" className="flex flex-col gap-2">
          {shown.map((task) => (
            <li key={task.id}>
              <Link
                to={task.to}
                className={cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 ring-1 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-gold dark:hover:bg-neutral-900',
                  task.urgent
                    ? 'ring-red-300 dark:ring-red-900'
                    : 'ring-neutral-200 dark:ring-neutral-800',
                )}
              >
                {task.urgent && (
                  <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-red-700" />
                )}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span
                    className={cn(
                      'text-sm font-semibold',
                      task.urgent && 'text-red-700 dark:text-red-400',
                    )}
                  >
                    {task.title}
                  </span>
                  <span className="text-xs text-neutral-500">{task.where}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {limit !== undefined && (
        <Link
          to={paths.admin.tasks}
          className="text-sm font-semibold underline-offset-4 hover:underline"
        >
          {tasks.length > shown.length ? `All ${tasks.length} tasks` : 'Open the task queue'}
        </Link>
      )}
    </div>
  );
}

/** /admin/tasks: the whole queue. */
export function TasksPage() {
  return (
    <section
      aria-labelledby="tasks-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
    >
      <h2 id="tasks-heading" className="font-display text-xl">
        What Needs Doing
      </h2>
      <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">
        Worked out from the orders, products and waitlist as they are now. A task goes away once it
        is done.
      </p>
      <TaskList />
    </section>
  );
}
