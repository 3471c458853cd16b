/**
 * The back-office's reads of the Magazine. firestore.rules `articles`: staff read every
 * article (drafts and scheduled too), and `article_authors`, who wrote each (kept out of the
 * article, which visitors read); the article callables write. tests/rules runs these
 * builders.
 */
import {
  collection,
  doc,
  orderBy,
  query,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  ARTICLE_AUTHORS_COLLECTION,
  ARTICLES_COLLECTION,
  articleAuthorDocSchema,
  articleDocSchema,
  normaliseFirestoreData,
  type ArticleAuthorDoc,
  type ArticleDoc,
} from '@unlimited/domain';

const articleConverter: FirestoreDataConverter<ArticleDoc, DocumentData> = {
  toFirestore: () => {
    throw new Error('The article functions write articles, never the app.');
  },
  fromFirestore: (snap: QueryDocumentSnapshot) =>
    articleDocSchema.parse(normaliseFirestoreData(snap.data())),
};

/** Every article, last changed first (staff). */
export function allArticlesQuery(db: Firestore): Query<ArticleDoc> {
  return query(
    collection(db, ARTICLES_COLLECTION).withConverter(articleConverter),
    orderBy('updated_at', 'desc'),
  );
}

/** One article (staff). */
export function articleRef(db: Firestore, id: string): DocumentReference<ArticleDoc> {
  return doc(db, ARTICLES_COLLECTION, id).withConverter(articleConverter);
}

/** Who wrote an article, with its slug (the document's id). */
export type ArticleAuthor = ArticleAuthorDoc & { slug: string };

const authorConverter: FirestoreDataConverter<ArticleAuthor, DocumentData> = {
  toFirestore: () => {
    throw new Error('The article functions write authors, never the app.');
  },
  fromFirestore: (snap: QueryDocumentSnapshot) => ({
    slug: snap.id,
    ...articleAuthorDocSchema.parse(normaliseFirestoreData(snap.data())),
  }),
};

/** Who wrote each article (staff: firestore.rules `article_authors`). */
export function articleAuthorsQuery(db: Firestore): Query<ArticleAuthor> {
  return query(collection(db, ARTICLE_AUTHORS_COLLECTION).withConverter(authorConverter));
}
