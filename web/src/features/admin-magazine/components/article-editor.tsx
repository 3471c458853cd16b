import { ArrowLeft, Plus, X } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  MAX_ARTICLE_BAGS,
  MAX_ARTICLE_DESCRIPTION_LENGTH,
  PERMISSION_REFUSALS,
  articleFieldsSchema,
  type ArticleDoc,
  type Product,
} from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { PROSE_CLASSES, renderMarkdown } from '@/lib/markdown';
import { callableErrorMessage } from '@/lib/callable';
import { useRoleMay } from '@/lib/session/staff-role';
import { toast } from '@/lib/toast';
import { useDebounced } from '@/lib/use-debounced';
import {
  useArticleDoc,
  useProductSearch,
  useProductsByIds,
  usePublishArticle,
  useSaveArticle,
  useUnpublishArticle,
} from '../api/articles';
import { stateOf } from './article-state';

interface Values {
  title: string;
  description: string;
  coverUrl: string;
  coverAlt: string;
  body: string;
  bagIds: string[];
}

const EMPTY: Values = {
  title: '',
  description: '',
  coverUrl: '',
  coverAlt: '',
  body: '',
  bagIds: [],
};

const valuesOf = (article: ArticleDoc): Values => ({
  title: article.title,
  description: article.description,
  coverUrl: article.cover_url,
  coverAlt: article.cover_alt,
  body: article.body,
  bagIds: [...article.bag_ids],
});

type Errors = Partial<Record<keyof Values, string>>;

function check(values: Values): Errors {
  const parsed = articleFieldsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Values;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Products found by the bag picker's search; each can be added. */
function BagResults({
  search,
  chosen,
  onAdd,
}: {
  search: string;
  chosen: readonly string[];
  onAdd: (product: Product) => void;
}) {
  const results = useProductSearch(search);
  if (results.status === 'loading') {
    return (
      <p role="status" className="text-sm text-neutral-500">
        Searching…
      </p>
    );
  }
  if (results.status === 'error') {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        The search failed. Try other words.
      </p>
    );
  }
  if (results.data.length === 0) {
    return (
      <p className="text-sm text-neutral-600 dark:text-neutral-400">No bag matches “{search}”.</p>
    );
  }
  const full = chosen.length >= MAX_ARTICLE_BAGS;
  return (
    <ul aria-label="Bags found" className="flex flex-col gap-1">
      {results.data.map((product) => (
        <li key={product.id} className="flex items-center justify-between gap-3 text-sm">
          <span className="min-w-0 truncate">
            <span className="font-semibold">{product.brand}</span> {product.title}
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={chosen.includes(product.id) || full}
            onClick={() => onAdd(product)}
            aria-label={`${chosen.includes(product.id) ? 'Added' : 'Add'} ${product.title}`}
          >
            <Plus aria-hidden="true" className="size-3" />
            {chosen.includes(product.id) ? 'Added' : 'Add'}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The mentioned bags: the chosen ones (with Remove) and the search that adds more. */
function BagPicker({
  bagIds,
  onChange,
  disabled,
  error,
}: {
  bagIds: string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
  error: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), 300);
  const chosen = useProductsByIds(bagIds);
  const [known, setKnown] = useState<Record<string, Product>>({});
  const byId = useMemo(() => {
    const map: Record<string, Product> = { ...known };
    for (const product of chosen.data ?? []) map[product.id] = product;
    return map;
  }, [chosen.data, known]);
  const headingId = useId();
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend id={headingId} className="text-sm font-medium">
        Bags mentioned ({bagIds.length} of {MAX_ARTICLE_BAGS})
      </legend>
      <p className="text-xs text-neutral-600 dark:text-neutral-400">
        Each shows under the article as its closet card, with its state at the moment it is read.
      </p>
      {bagIds.length > 0 && (
        <ul aria-label="Bags mentioned" className="flex flex-col gap-1">
          {bagIds.map((id) => (
            <li
              key={id}
              className="flex items-center justify-between gap-3 rounded-lg bg-neutral-50 px-3 py-1.5 text-sm dark:bg-neutral-900"
            >
              <span className="min-w-0 truncate">
                {byId[id] ? (
                  <>
                    <span className="font-semibold">{byId[id].brand}</span> {byId[id].title}
                  </>
                ) : (
                  id
                )}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => onChange(bagIds.filter((other) => other !== id))}
                aria-label={`Remove ${byId[id]?.title ?? id}`}
              >
                <X aria-hidden="true" className="size-3" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SearchInput
        label="Search bags to mention"
        placeholder="Search bags by name or brand"
        value={search}
        onValueChange={setSearch}
      />
      {settled.length >= 2 && (
        <BagResults
          search={settled}
          chosen={bagIds}
          onAdd={(product) => {
            setKnown((map) => ({ ...map, [product.id]: product }));
            onChange([...bagIds, product.id]);
          }}
        />
      )}
      <FormAlert>{error}</FormAlert>
    </fieldset>
  );
}

/** Publish now or at a date, or take the article back to a draft. */
function PublishPanel({ article, disabled }: { article: ArticleDoc; disabled: boolean }) {
  const publish = usePublishArticle();
  const unpublish = useUnpublishArticle();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = stateOf(article, new Date());
  const dateId = useId();

  async function onPublish(event: FormEvent) {
    event.preventDefault();
    setError(null);
    let publishAt: string | null = null;
    if (when === 'later') {
      const at = new Date(date);
      if (date === '' || Number.isNaN(at.getTime())) {
        setError('Choose the date and time the article goes out.');
        return;
      }
      publishAt = at.toISOString();
    }
    setBusy(true);
    try {
      await publish({ id: article.slug, publishAt });
      toast.success(publishAt ? 'Article scheduled.' : 'Article published.');
    } catch (caught) {
      setError(callableErrorMessage(caught, 'The article could not be published. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function onUnpublish() {
    setError(null);
    setBusy(true);
    try {
      await unpublish(article.slug);
      toast.success('Article unpublished: it is a draft again.');
    } catch (caught) {
      setError(callableErrorMessage(caught, 'The article could not be unpublished. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="publish-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="publish-heading" className="font-display text-xl">
          Publishing
        </h2>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{state.sentence}.</p>
      {state.state === 'published' && (
        <p className="mt-1 text-sm">
          <a
            href={paths.article(article.slug)}
            className="font-semibold underline underline-offset-4"
            target="_blank"
            rel="noreferrer"
          >
            Open the article
          </a>
        </p>
      )}
      <form onSubmit={onPublish} className="mt-4 flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2" disabled={disabled || busy}>
          <legend className="text-sm font-medium">
            {article.status === 'published' ? 'Change the publish date' : 'Publish'}
          </legend>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="when"
              value="now"
              checked={when === 'now'}
              onChange={() => setWhen('now')}
              className="size-4 accent-ink"
            />
            Now
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="when"
              value="later"
              checked={when === 'later'}
              onChange={() => setWhen('later')}
              className="size-4 accent-ink"
            />
            On a date
          </label>
          {when === 'later' && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={dateId} className="text-sm font-medium">
                Goes out at (your time)
              </label>
              <input
                id={dateId}
                type="datetime-local"
                value={date}
                onChange={(event) => setDate(event.target.value)}
                className="rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base dark:border-neutral-700 dark:bg-neutral-950"
              />
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit">{when === 'now' ? 'Publish now' : 'Schedule'}</Button>
            {article.status === 'published' && (
              <Button type="button" variant="outline" onClick={() => void onUnpublish()}>
                Unpublish
              </Button>
            )}
          </div>
        </fieldset>
        <FormAlert>{error}</FormAlert>
      </form>
    </section>
  );
}

/** The editor's form for `article` (`null`: a new one). */
export function ArticleEditor({ article }: { article: ArticleDoc | null }) {
  const navigate = useNavigate();
  const save = useSaveArticle();
  const mayWrite = useRoleMay('write_articles');
  const [values, setValues] = useState<Values>(article ? valuesOf(article) : EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const deferredBody = useDeferredValue(values.body);
  const preview = useMemo(() => renderMarkdown(deferredBody), [deferredBody]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function onSave(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Some fields need attention before the article can be saved.');
      return;
    }
    setBusy(true);
    try {
      const { id } = await save({ ...values, ...(article ? { id: article.slug } : {}) });
      toast.success(article ? 'Article saved.' : 'Draft saved.');
      if (!article) void navigate(paths.admin.article(id), { replace: true });
    } catch (caught) {
      setFormError(callableErrorMessage(caught, 'The article could not be saved. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  const disabled = !mayWrite || busy;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.admin.magazine}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            All articles
          </Link>
        </Button>
        {article && (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            Address: <span className="font-mono">{paths.article(article.slug)}</span>
          </p>
        )}
      </div>
      {!mayWrite && (
        <p
          role="note"
          className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100"
        >
          {PERMISSION_REFUSALS.write_articles}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form
          onSubmit={onSave}
          noValidate
          aria-labelledby="editor-heading"
          className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:ring-neutral-800"
        >
          <h2 id="editor-heading" className="font-display text-xl">
            {article ? `Edit “${article.title}”` : 'New article'}
          </h2>
          <fieldset className="flex flex-col gap-5" disabled={disabled}>
            <legend className="sr-only">The article</legend>
            <InputField
              label="Title"
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              error={errors.title}
              hint={article ? 'The address stays as it was when the article was made.' : undefined}
            />
            <TextareaField
              label="Description"
              rows={2}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              error={errors.description}
              hint={`For the list, search engines and shared links: ${values.description.length} of ${MAX_ARTICLE_DESCRIPTION_LENGTH} characters.`}
            />
            <div className="grid gap-5 md:grid-cols-2">
              <InputField
                label="Cover image address"
                type="url"
                inputMode="url"
                value={values.coverUrl}
                onChange={(event) => set('coverUrl', event.target.value)}
                error={errors.coverUrl}
                hint="An https:// address, or a path on this site such as /seed-photos/…"
              />
              <InputField
                label="Cover image description"
                value={values.coverAlt}
                onChange={(event) => set('coverAlt', event.target.value)}
                error={errors.coverAlt}
                hint="What the picture shows, for readers who cannot see it."
              />
            </div>
            <div className="grid gap-5 xl:grid-cols-2">
              <TextareaField
                label="Article (Markdown)"
                rows={18}
                className="font-mono text-sm"
                value={values.body}
                onChange={(event) => set('body', event.target.value)}
                error={errors.body}
                hint="## for a heading, **bold**, _italic_, [a link](https://…), - for a list."
              />
              <section aria-labelledby="preview-heading" className="flex min-w-0 flex-col gap-1.5">
                <h3 id="preview-heading" className="text-sm font-medium">
                  Preview
                </h3>
                <div
                  className={`min-h-40 overflow-auto rounded-lg border border-dashed border-neutral-300 p-4 dark:border-neutral-700 ${PROSE_CLASSES}`}
                  // Sanitised by DOMPurify in renderMarkdown, as on the article's page.
                  dangerouslySetInnerHTML={{ __html: preview }}
                />
              </section>
            </div>
          </fieldset>
          <BagPicker
            bagIds={values.bagIds}
            onChange={(ids) => set('bagIds', ids)}
            disabled={disabled}
            error={errors.bagIds}
          />
          <FormAlert>{formError}</FormAlert>
          <div>
            <Button type="submit" disabled={disabled}>
              {busy ? 'Saving…' : article ? 'Save changes' : 'Save draft'}
            </Button>
          </div>
        </form>
        <div className="flex flex-col gap-6">
          {article ? (
            <PublishPanel article={article} disabled={!mayWrite} />
          ) : (
            <p className="rounded-2xl bg-white p-5 text-sm text-neutral-600 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-950 dark:text-neutral-400 dark:ring-neutral-800">
              Save the draft first; then publish it now or choose a date.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function ExistingArticle({ id }: { id: string }) {
  const article = useArticleDoc(id);
  if (article.status === 'loading') return <PageLoader label="Loading the article…" />;
  if (article.status === 'error') {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        The article could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (article.data === undefined) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">That article no longer exists.</p>
        <Button asChild variant="outline">
          <Link to={paths.admin.magazine}>All articles</Link>
        </Button>
      </div>
    );
  }
  // Keyed by the last change: a save elsewhere (or this one) starts the form from it.
  return <ArticleEditor key={article.data.updated_at.getTime()} article={article.data} />;
}

/** `/admin/magazine/:articleId` (`new`: a new article). */
export function ArticleEditorPage({ articleId }: { articleId: string }) {
  return articleId === 'new' ? (
    <ArticleEditor article={null} />
  ) : (
    <ExistingArticle id={articleId} />
  );
}
