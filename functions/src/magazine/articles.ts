/**
 * The Magazine's writes (the callables in ./functions.ts): save a draft or an article's
 * fields, publish it (now or at a date), take it back to a draft. Each write and its
 * audit record are one transaction. The slug is chosen once, when the article is made,
 * so a published address never changes.
 */
import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import {
  ARTICLE_AUTHORS_COLLECTION,
  ARTICLES_COLLECTION,
  ARTICLE_MESSAGES,
  COLLECTIONS,
  articleDocSchema,
  auditChanges,
  auditValue,
  normaliseFirestoreData,
  slugify,
  uniqueSlug,
  type ArticleDoc,
  type ArticleFields,
  type AuditActor,
} from '@unlimited/domain';
import { addAudit } from '../lib/activity';

export const articlesCol = (db: Firestore) => db.collection(ARTICLES_COLLECTION);
/** Who wrote each article, apart from it: visitors read a published article whole. */
export const articleAuthorsCol = (db: Firestore) => db.collection(ARTICLE_AUTHORS_COLLECTION);

/**
 * Moves the `author` an article written before authors were kept apart still holds into
 * `article_authors` (`raw`: the stored article, read in `tx`), and gives the patch that
 * clears it from the article: with any write that touches the article (publishing above
 * all), and for every article at once with `moveLegacyAuthors`. Call after the
 * transaction's reads.
 */
function moveLegacyAuthor(
  tx: Transaction,
  db: Firestore,
  id: string,
  raw: DocumentData | undefined,
): { author?: FieldValue } {
  const author: unknown = raw?.author;
  if (typeof author !== 'string' || author === '') return {};
  tx.set(articleAuthorsCol(db).doc(id), { author }, { merge: true });
  return { author: FieldValue.delete() };
}

/** Moves every article's legacy `author` (see moveLegacyAuthor); how many were moved. */
export async function moveLegacyAuthors(db: Firestore): Promise<number> {
  let moved = 0;
  for (const ref of await articlesCol(db).listDocuments()) {
    const done = await db.runTransaction(async (tx) => {
      const patch = moveLegacyAuthor(tx, db, ref.id, (await tx.get(ref)).data());
      if (patch.author === undefined) return false;
      tx.update(ref, patch);
      return true;
    });
    if (done) moved += 1;
  }
  return moved;
}

/** A stored article, parsed (`null` when there is none). */
export function parseArticle(data: unknown): ArticleDoc | null {
  if (data === undefined || data === null) return null;
  return articleDocSchema.parse(normaliseFirestoreData(data));
}

/** The fields the audit record compares on an edit. */
const AUDITED_FIELDS = ['title', 'description', 'cover_url', 'cover_alt', 'body', 'bag_ids'];

const storedFields = (fields: ArticleFields) => ({
  title: fields.title,
  description: fields.description,
  cover_url: fields.coverUrl,
  cover_alt: fields.coverAlt,
  body: fields.body,
  bag_ids: fields.bagIds,
});

/** Refuses bag ids that are not products. */
async function checkBags(tx: Transaction, db: Firestore, bagIds: readonly string[]) {
  if (bagIds.length === 0) return;
  const refs = bagIds.map((id) => db.collection(COLLECTIONS.products).doc(id));
  const snaps = await tx.getAll(...refs);
  const missing = snaps.filter((snap) => !snap.exists).map((snap) => snap.id);
  if (missing.length > 0) {
    throw new HttpsError('invalid-argument', ARTICLE_MESSAGES.bagsNotFound(missing));
  }
}

/**
 * Saves `fields`: as a new draft when `id` is undefined (its slug from the title, made
 * unique), else into the article `id` (its status and date unchanged).
 */
export async function saveArticle(
  db: Firestore,
  input: { id?: string | undefined; fields: ArticleFields },
  actor: AuditActor,
  author: string,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const fields = storedFields(input.fields);
  return db.runTransaction(async (tx) => {
    if (input.id !== undefined) {
      const ref = articlesCol(db).doc(input.id);
      const raw = (await tx.get(ref)).data();
      const before = parseArticle(raw);
      if (before === null) throw new HttpsError('not-found', ARTICLE_MESSAGES.notFound);
      await checkBags(tx, db, fields.bag_ids);
      // Compared whole (the audit's values are cut at 120 characters: a change at the end
      // of a long body would read as none).
      const changed = AUDITED_FIELDS.filter(
        (field) =>
          JSON.stringify(before[field as keyof ArticleDoc]) !==
          JSON.stringify(fields[field as keyof typeof fields]),
      );
      if (changed.length === 0) return { id: input.id };
      const changes = changed.map((field) => ({
        field,
        before: auditValue(before[field as keyof ArticleDoc]),
        after: auditValue(fields[field as keyof typeof fields]),
      }));
      tx.update(ref, { ...fields, ...moveLegacyAuthor(tx, db, input.id, raw), updated_at: now });
      addAudit(tx, db, {
        kind: 'updated',
        objectType: 'article',
        objectId: input.id,
        label: fields.title,
        actor,
        at: now,
        changes,
      });
      return { id: input.id };
    }
    // Reads first (a transaction reads before it writes): the free slug, then the bags.
    const base = slugify(fields.title);
    const taken = new Set<string>();
    let slug = uniqueSlug(base, (candidate) => taken.has(candidate));
    while ((await tx.get(articlesCol(db).doc(slug))).exists) {
      taken.add(slug);
      slug = uniqueSlug(base, (candidate) => taken.has(candidate));
    }
    await checkBags(tx, db, fields.bag_ids);
    const doc: ArticleDoc = {
      slug,
      ...fields,
      status: 'draft',
      published_at: null,
      created_at: now,
      updated_at: now,
    };
    tx.create(articlesCol(db).doc(slug), doc);
    tx.create(articleAuthorsCol(db).doc(slug), { author });
    addAudit(tx, db, {
      kind: 'created',
      objectType: 'article',
      objectId: slug,
      label: fields.title,
      actor,
      at: now,
      action: `Article “${fields.title}” created as a draft`,
    });
    return { id: slug };
  });
}

const dateText = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/**
 * How far back "publish now" dates an article. The public list asks for articles
 * published a minute before the reader's clock (`CLOCK_MARGIN_MS` in the web's
 * magazine query: the rules refuse a bound past the server's time, and a device's clock
 * may run fast), so an article dated this very second would stay off the list for a
 * minute after the editor pressed Publish.
 */
export const PUBLISH_NOW_BACKDATE_MS = 60_000;

/** Publishes the article `id` from `publishAt` (now when `null`, see PUBLISH_NOW_BACKDATE_MS). */
export async function publishArticle(
  db: Firestore,
  id: string,
  publishAt: Date | null,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<{ id: string; publishedAt: string }> {
  const ref = articlesCol(db).doc(id);
  const at = publishAt ?? new Date(now.getTime() - PUBLISH_NOW_BACKDATE_MS);
  await db.runTransaction(async (tx) => {
    const raw = (await tx.get(ref)).data();
    const before = parseArticle(raw);
    if (before === null) throw new HttpsError('not-found', ARTICLE_MESSAGES.notFound);
    tx.update(ref, {
      status: 'published',
      published_at: at,
      ...moveLegacyAuthor(tx, db, id, raw),
      updated_at: now,
    });
    const scheduled = at.getTime() > now.getTime();
    addAudit(tx, db, {
      kind: 'status_changed',
      objectType: 'article',
      objectId: id,
      label: before.title,
      actor,
      at: now,
      changes: auditChanges(
        { status: before.status, published_at: before.published_at },
        { status: 'published', published_at: at },
        ['status', 'published_at'],
      ),
      action: scheduled
        ? `Article “${before.title}” scheduled for ${dateText(at)}`
        : `Article “${before.title}” published`,
    });
  });
  return { id, publishedAt: at.toISOString() };
}

/** Takes the article `id` off the Magazine: a draft again. */
export async function unpublishArticle(
  db: Firestore,
  id: string,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const ref = articlesCol(db).doc(id);
  await db.runTransaction(async (tx) => {
    const raw = (await tx.get(ref)).data();
    const before = parseArticle(raw);
    if (before === null) throw new HttpsError('not-found', ARTICLE_MESSAGES.notFound);
    if (before.status === 'draft') return;
    tx.update(ref, {
      status: 'draft',
      published_at: null,
      ...moveLegacyAuthor(tx, db, id, raw),
      updated_at: now,
    });
    addAudit(tx, db, {
      kind: 'status_changed',
      objectType: 'article',
      objectId: id,
      label: before.title,
      actor,
      at: now,
      changes: [{ field: 'status', before: 'published', after: 'draft' }],
      action: `Article “${before.title}” unpublished`,
    });
  });
  return { id };
}

/** The articles visitors may read at `now`, newest first. */
export async function publishedArticles(
  db: Firestore,
  now: Date,
  limit = 50,
): Promise<ArticleDoc[]> {
  const snap = await articlesCol(db)
    .where('status', '==', 'published')
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .limit(limit)
    .get();
  return snap.docs.flatMap((doc) => {
    const article = parseArticle(doc.data());
    return article === null ? [] : [article];
  });
}
