/**
 * firestore.rules for the Magazine (`articles`): anyone reads an article that is
 * published and whose date has passed, with the list query the public pages send over
 * REST (web/src/lib/public-data/magazine-query.ts); drafts and scheduled articles are
 * for staff only; no client writes an article (the callables do, tests/functions).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishedArticlesRequest } from '../../web/src/lib/public-data/magazine-query';
import { decodeArticlesResponse } from '../../web/src/lib/public-data/schema-readers';
import { firestoreAs, modularFirestore, fileProjectId, seed, useRulesEnv } from './helpers';

const env = useRulesEnv();

const DAY = 24 * 60 * 60 * 1000;
// The rules compare with the emulator's clock: dates around the real now.
const past = new Date(Date.now() - 3 * DAY);
const future = new Date(Date.now() + 3 * DAY);

const article = (slug: string, status: 'draft' | 'published', publishedAt: Date | null) => ({
  slug,
  title: slug,
  description: 'A description.',
  cover_url: '/cover.jpg',
  cover_alt: 'A cover',
  body: 'Text.',
  bag_ids: [],
  status,
  published_at: publishedAt,
  created_at: past,
  updated_at: past,
});

beforeEach(async () => {
  await seed(env, {
    'articles/out': article('out', 'published', past),
    'articles/scheduled': article('scheduled', 'published', future),
    'articles/draft': article('draft', 'draft', null),
    'article_authors/out': { author: 'owner@unlimited.test' },
  });
});

async function runQueryAsVisitor(body: unknown): Promise<Response> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside emulators:exec');
  const url = `http://${host}/v1/projects/${fileProjectId()}/databases/(default)/documents:runQuery`;
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function getAsVisitor(slug: string): Promise<number> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const url = `http://${host}/v1/projects/${fileProjectId()}/databases/(default)/documents/articles/${slug}`;
  return (await fetch(url)).status;
}

describe('articles: visitors', () => {
  it('list the published articles over REST with the page’s query, and only those', async () => {
    const response = await runQueryAsVisitor(
      publishedArticlesRequest(new Date(Date.now() - 60_000)),
    );
    expect(response.status).toBe(200);
    expect(decodeArticlesResponse(await response.json()).map((a) => a.slug)).toEqual(['out']);
  });

  it('are refused a query without the date bound, or with a bound in the future', async () => {
    const body = publishedArticlesRequest(new Date());
    const withoutDate = {
      structuredQuery: {
        ...body.structuredQuery,
        where: body.structuredQuery.where.compositeFilter.filters[0],
      },
    };
    expect((await runQueryAsVisitor(withoutDate)).status).toBe(403);
    expect((await runQueryAsVisitor(publishedArticlesRequest(future))).status).toBe(403);
    const drafts = {
      structuredQuery: {
        from: body.structuredQuery.from,
        where: {
          fieldFilter: {
            field: { fieldPath: 'status' },
            op: 'EQUAL',
            value: { stringValue: 'draft' },
          },
        },
      },
    };
    expect((await runQueryAsVisitor(drafts)).status).toBe(403);
  });

  it('read a published article, never a draft or a scheduled one', async () => {
    expect(await getAsVisitor('out')).toBe(200);
    expect(await getAsVisitor('draft')).toBe(403);
    expect(await getAsVisitor('scheduled')).toBe(403);
    const member = firestoreAs(env, 'elite');
    await assertSucceeds(getDoc(doc(member, 'articles/out')));
    await assertFails(getDoc(doc(member, 'articles/draft')));
    await assertFails(getDoc(doc(member, 'articles/scheduled')));
  });
});

describe('articles: staff', () => {
  it('every role reads drafts and scheduled articles, and lists them all', async () => {
    for (const role of ['owner', 'operations', 'support']) {
      const db = modularFirestore(env.authenticatedContext(`staff-${role}`, { admin: true, role }));
      await assertSucceeds(getDoc(doc(db, 'articles/draft')));
      const all = await assertSucceeds(
        getDocs(query(collection(db, 'articles'), orderBy('updated_at', 'desc'))),
      );
      expect(all.size).toBe(3);
    }
  });

  it('who wrote an article is for staff only, never visitors or members', async () => {
    for (const role of ['owner', 'operations', 'support']) {
      const db = modularFirestore(env.authenticatedContext(`staff-${role}`, { admin: true, role }));
      const author = await assertSucceeds(getDoc(doc(db, 'article_authors/out')));
      expect(author.data()).toEqual({ author: 'owner@unlimited.test' });
      await assertSucceeds(getDocs(collection(db, 'article_authors')));
    }
    for (const who of ['visitor', 'elite', 'crown'] as const) {
      const db = firestoreAs(env, who);
      await assertFails(getDoc(doc(db, 'article_authors/out')));
      await assertFails(getDocs(collection(db, 'article_authors')));
    }
    const owner = modularFirestore(
      env.authenticatedContext('staff-owner', { admin: true, role: 'owner' }),
    );
    await assertFails(setDoc(doc(owner, 'article_authors/out'), { author: 'someone@else.test' }));
  });

  it('nobody writes an article from a client, not even an owner', async () => {
    const owner = modularFirestore(
      env.authenticatedContext('staff-owner', { admin: true, role: 'owner' }),
    );
    const visitor = firestoreAs(env, 'visitor');
    for (const db of [owner, visitor]) {
      await assertFails(setDoc(doc(db, 'articles/new'), article('new', 'published', past)));
      await assertFails(updateDoc(doc(db, 'articles/draft'), { status: 'published' }));
      await assertFails(deleteDoc(doc(db, 'articles/out')));
    }
    // A member's list without the filters is refused as a whole.
    await assertFails(
      getDocs(
        query(
          collection(firestoreAs(env, 'crown'), 'articles'),
          where('status', '==', 'published'),
        ),
      ),
    );
  });
});
