/**
 * The back-office's reads of the Magazine. firestore.rules `articles`: staff read every
 * article (drafts and scheduled too); the article callables write. tests/rules runs these
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
  ARTICLES_COLLECTION,
  articleDocSchema,
  normaliseFirestoreData,
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
