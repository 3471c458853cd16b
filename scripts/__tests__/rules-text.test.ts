/**
 * Cheap structural checks of firestore.rules and storage.rules that run everywhere, also
 * where the emulators (which compile and enforce the rules) cannot start.
 *
 * This is NOT a rules compiler: there is no maintained offline compiler for the rules
 * language (only the emulators and the Firebase Rules API compile it), so a type error
 * or a misspelt method still passes here. It guards what drifts silently: the tier map
 * and the enums, limits and field lists the rules copy from the domain, the comment on
 * every match block, and writes that anyone could make.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCESS_LEVELS,
  BILLING_EVENTS_COLLECTION,
  BORROW_STATUSES,
  CATEGORIES,
  ARTICLE_AUTHORS_COLLECTION,
  ARTICLES_COLLECTION,
  COLLECTIONS,
  CONDITION_RECORDS,
  MAIL_COLLECTION,
  STAFF_COLLECTION,
  STAFF_INVITATIONS_COLLECTION,
  MAX_PHOTO_BYTES,
  MAX_PRODUCT_KEYWORDS,
  MAX_PRODUCT_PHOTOS,
  NOTIFICATION_KINDS,
  MIN_DESCRIPTION_LENGTH,
  MIN_TITLE_LENGTH,
  PHOTO_CONTENT_TYPES,
  PRODUCT_STATUSES,
  PROFILE_LIMITS,
  RANKS,
  SHIPPING_ADDRESS_LIMITS,
  TIER_IDS,
  TIERS,
  US_STATE_CODES,
  WAITLIST_LIMITS,
  ADMIN_SIGNUP_STATUSES,
  ADMIN_BORROW_STATUSES,
  productDocSchema,
  profileDocSchema,
  shippingAddressSchema,
  visibleAccessLevels,
  accessTier,
  waitlistStatusUpdateSchema,
  COUNTER_SHARDS,
} from '@unlimited/domain';

function readRepoFile(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');
}

const FIRESTORE_RULES = readRepoFile('firestore.rules');
const STORAGE_RULES = readRepoFile('storage.rules');

/** The text with comments and string literals blanked out (lengths kept). */
function codeOnly(text: string): string {
  return text
    .replace(/\/\/[^\n]*/g, (m) => ' '.repeat(m.length))
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, (m) => ' '.repeat(m.length));
}

/** The code with comments removed and runs of whitespace collapsed. */
function normalised(text: string): string {
  return text
    .replace(/\/\/[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']');
}

/** A rules list literal of strings, as `normalised` writes it. */
function listLiteral(values: readonly string[]): string {
  return `[${values.map((value) => `'${value}'`).join(', ')}]`;
}

/** The strings of the list literal that starts at `start` (the index of its `[`). */
function readList(text: string, start: number): string[] {
  const end = text.indexOf(']', start);
  return [...text.slice(start, end).matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
}

/** The body of `function name(...) { ... }`, braces balanced. */
function functionBody(text: string, name: string): string {
  const start = text.indexOf(`function ${name}(`);
  if (start === -1) throw new Error(`firestore.rules has no function ${name}()`);
  const open = text.indexOf('{', start);
  const code = codeOnly(text);
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '{') depth++;
    if (code[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`function ${name}() is not closed`);
}

/** The list given to the first `.<method>([...])` call inside `body`. */
function listArgument(body: string, method: string): string[] {
  const call = body.indexOf(`.${method}([`);
  if (call === -1) throw new Error(`no .${method}([...]) call`);
  return readList(body, call + method.length + 2);
}

/** The keys of a zod object schema that a document must carry (no default, not optional). */
function requiredKeys(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

function allKeys(schema: z.ZodObject): string[] {
  return Object.keys(schema.shape);
}

const sorted = (values: Iterable<string>) => [...values].sort();

interface MatchBlock {
  path: string;
  line: number;
  comment: string;
}

/** Every `match` line with the comment lines directly above it. */
function matchBlocks(text: string): MatchBlock[] {
  const lines = text.split('\n');
  const blocks: MatchBlock[] = [];
  lines.forEach((line, index) => {
    const match = /^\s*match\s+(\S+)\s*\{/.exec(line);
    if (!match?.[1]) return;
    const comment: string[] = [];
    for (let i = index - 1; i >= 0 && /^\s*\/\//.test(lines[i] ?? ''); i--) {
      comment.unshift((lines[i] ?? '').trim());
    }
    blocks.push({ path: match[1], line: index + 1, comment: comment.join('\n') });
  });
  return blocks;
}

interface AllowStatement {
  methods: string[];
  condition: string;
}

function allowStatements(text: string): AllowStatement[] {
  const code = normalised(text);
  return [...code.matchAll(/allow ([a-z, ]+):\s*(?:if\s+)?([^;]*);/g)].map((m) => ({
    methods: (m[1] ?? '').split(',').map((method) => method.trim()),
    condition: (m[2] ?? '').trim(),
  }));
}

const WRITE_METHODS = new Set(['write', 'create', 'update', 'delete']);

/** The service wrappers, which hold the collection blocks and grant nothing. */
const WRAPPERS = new Set(['/databases/{database}/documents', '/b/{bucket}/o']);

describe.each([
  ['firestore.rules', FIRESTORE_RULES],
  ['storage.rules', STORAGE_RULES],
])('%s, structurally', (_name, text) => {
  it("starts with rules_version = '2'", () => {
    expect(text.trimStart().startsWith("rules_version = '2';")).toBe(true);
  });

  it('has balanced braces, brackets and parentheses', () => {
    const code = codeOnly(text);
    const pairs: Record<string, string> = { '}': '{', ']': '[', ')': '(' };
    const stack: string[] = [];
    for (const char of code) {
      if ('{[('.includes(char)) stack.push(char);
      else if (char in pairs) expect(stack.pop(), `unbalanced ${char}`).toBe(pairs[char]);
    }
    expect(stack).toEqual([]);
  });

  it('heads every match block with a comment naming it and who may do what', () => {
    for (const block of matchBlocks(text)) {
      if (WRAPPERS.has(block.path)) continue;
      const name = block.path.split('/')[1] ?? '';
      expect(block.comment, `match ${block.path} (line ${block.line})`).toContain(name);
      expect(block.comment, `match ${block.path} (line ${block.line})`).toMatch(
        /(get|list|read|create|update|delete|nobody)/,
      );
    }
  });

  it('grants no write to everyone and every write only to admins or owners', () => {
    const writes = allowStatements(text).filter((s) => s.methods.some((m) => WRITE_METHODS.has(m)));
    expect(writes.length).toBeGreaterThan(0);
    for (const { methods, condition } of writes) {
      expect(condition, `allow ${methods.join(', ')}`).not.toBe('true');
      expect(condition, `allow ${methods.join(', ')}`).toMatch(/^(isAdmin\(\)|isOwner\()/);
    }
  });

  it('never allows anything unconditionally', () => {
    for (const { methods, condition } of allowStatements(text)) {
      expect(condition, `allow ${methods.join(', ')}`).not.toBe('true');
    }
  });
});

describe('firestore.rules against the domain', () => {
  const code = normalised(FIRESTORE_RULES);

  it('has a match block for every collection, and for nothing else', () => {
    const paths = matchBlocks(FIRESTORE_RULES)
      .map((block) => block.path)
      .filter((path) => !WRAPPERS.has(path));
    const topLevel = paths.filter((path) => path.split('/').length === 3);
    const collections = topLevel.map((path) => path.split('/')[1]);
    // Plus the mail outbox and the billing events, which only functions write (admins
    // read them), the team's staff records and invitations (owners read them), and the
    // Magazine's articles and their authors (staff only).
    expect(sorted(collections as string[])).toEqual(
      sorted([
        ...Object.values(COLLECTIONS),
        MAIL_COLLECTION,
        BILLING_EVENTS_COLLECTION,
        STAFF_COLLECTION,
        STAFF_INVITATIONS_COLLECTION,
        ARTICLES_COLLECTION,
        ARTICLE_AUTHORS_COLLECTION,
      ]),
    );
    // Sub-collections: a bag's condition records (domain/src/orders/condition.ts) and the
    // sharded counters' shards (domain/src/operations/counter-shards.ts).
    const nested = paths
      .filter((path) => path.split('/').length !== 3)
      .map((path) =>
        path
          .split('/')
          .filter((_, i) => i % 2 === 1)
          .join('/'),
      );
    expect(sorted(nested)).toEqual(
      sorted([
        `${COLLECTIONS.products}/${CONDITION_RECORDS}`,
        ...Object.values(COUNTER_SHARDS).map((path) =>
          path
            .split('/')
            .filter((_, i) => i % 2 === 0)
            .join('/'),
        ),
      ]),
    );
  });

  it('maps every tier to exactly the levels visibleAccessLevels gives it', () => {
    const body = normalised(functionBody(FIRESTORE_RULES, 'levelsByTier'));
    const literal = /return (\{.*\});/.exec(body)?.[1];
    expect(literal, 'levelsByTier() returns a map literal').toBeDefined();
    const map = JSON.parse((literal ?? '').replace(/'/g, '"')) as Record<string, string[]>;
    expect(sorted(Object.keys(map))).toEqual(sorted(['none', ...TIER_IDS]));
    expect(map.none).toEqual(visibleAccessLevels(null));
    for (const tier of TIER_IDS) expect(map[tier], tier).toEqual(visibleAccessLevels(tier));
  });

  it('raises the tier with the select_access claim exactly as accessTier does', () => {
    const literal = /return (\{.*?\});/.exec(
      normalised(functionBody(FIRESTORE_RULES, 'tierAbove')),
    )?.[1];
    expect(literal, 'tierAbove() names the tier above each tier').toBeDefined();
    const above = JSON.parse((literal ?? '').replace(/'/g, '"')) as Record<string, string>;
    for (const tier of TIER_IDS) expect(above[tier], tier).toBe(accessTier(tier, true));
    const body = normalised(functionBody(FIRESTORE_RULES, 'accessTier'));
    expect(body).toContain("request.auth.token.get('select_access', false) == true");
    expect(body).toContain('? tierAbove()[t]');
  });

  it("caps the price of products open to Elite at Elite's cap in the tier table, as fitsValueCap does", () => {
    const body = normalised(functionBody(FIRESTORE_RULES, 'fitsValueCap'));
    expect(body).toContain(`p.price <= ${TIERS.elite.valueCapCents}`);
    expect(body).toContain("!(p.access_levels in levelsByTier()['elite'])");
    const products = normalised(FIRESTORE_RULES.slice(FIRESTORE_RULES.indexOf('match /products/')));
    expect(products).toContain('&& fitsValueCap(request.resource.data)');
  });

  it('reads the tier from the claim only for the tiers that exist', () => {
    expect(normalised(functionBody(FIRESTORE_RULES, 'tierIds'))).toContain(
      `return ${listLiteral(TIER_IDS)};`,
    );
    expect(normalised(functionBody(FIRESTORE_RULES, 'visibleLevels'))).toContain('t in tierIds()');
  });

  it('copies every enum of the domain exactly', () => {
    for (const values of [
      PRODUCT_STATUSES,
      BORROW_STATUSES,
      RANKS,
      CATEGORIES,
      ACCESS_LEVELS,
      // Not ORDER_STATUSES: no client writes an order's status (updateOrder does). Not
      // WAITLIST_STATUSES: an admin sets only ADMIN_SIGNUP_STATUSES by hand.
      ADMIN_SIGNUP_STATUSES,
      ADMIN_BORROW_STATUSES,
    ]) {
      expect(code, listLiteral(values)).toContain(listLiteral(values));
    }
  });

  it('validates products with the domain limits and field lists', () => {
    const body = normalised(functionBody(FIRESTORE_RULES, 'isValidProduct'));
    expect(sorted(listArgument(body, 'hasOnly'))).toEqual(sorted(allKeys(productDocSchema)));
    expect(sorted(listArgument(body, 'hasAll'))).toEqual(sorted(requiredKeys(productDocSchema)));
    expect(body).toContain(`p.title.trim().size() >= ${MIN_TITLE_LENGTH}`);
    expect(body).toContain(`p.description.trim().size() >= ${MIN_DESCRIPTION_LENGTH}`);
    expect(body).toContain(`p.keywords.size() <= ${MAX_PRODUCT_KEYWORDS}`);
    const photos = normalised(functionBody(FIRESTORE_RULES, 'isPhotoList'));
    expect(photos).toContain(`photos.size() <= ${MAX_PRODUCT_PHOTOS}`);
    for (let i = 0; i < MAX_PRODUCT_PHOTOS; i++) expect(photos).toContain(`photos[${i}] is string`);
  });

  it('validates profiles and addresses with PROFILE_LIMITS and SHIPPING_ADDRESS_LIMITS', () => {
    const profile = normalised(functionBody(FIRESTORE_RULES, 'isValidProfile'));
    expect(sorted(listArgument(profile, 'hasOnly'))).toEqual(sorted(allKeys(profileDocSchema)));
    expect(sorted(listArgument(profile, 'hasAll'))).toEqual(sorted(requiredKeys(profileDocSchema)));
    for (const [field, max] of Object.entries(PROFILE_LIMITS)) {
      expect(profile, field).toContain(`p.${field}.size() <= ${max}`);
    }
    const address = normalised(functionBody(FIRESTORE_RULES, 'isValidShippingAddress'));
    expect(sorted(listArgument(address, 'hasOnly'))).toEqual(
      sorted(allKeys(shippingAddressSchema)),
    );
    expect(sorted(listArgument(address, 'hasAll'))).toEqual(
      sorted(requiredKeys(shippingAddressSchema)),
    );
    for (const [field, max] of Object.entries(SHIPPING_ADDRESS_LIMITS)) {
      expect(address, field).toMatch(
        new RegExp(`a(\\.get\\('${field}', null\\)|\\.${field}), ${max}\\)`),
      );
    }
  });

  it('accepts as a shipping state exactly the codes of US_STATE_CODES, in their order', () => {
    const codes = functionBody(FIRESTORE_RULES, 'usStateCodes');
    expect(readList(codes, codes.indexOf('['))).toEqual([...US_STATE_CODES]);
    const address = normalised(functionBody(FIRESTORE_RULES, 'isValidShippingAddress'));
    expect(address).toContain('a.state is string && a.state in usStateCodes()');
  });

  it('lets no client write an order: updateOrder makes every change, with its audit record', () => {
    const match = code.slice(code.indexOf('match /orders/'), code.indexOf('match /order_notes/'));
    expect(match).toContain('allow get, list:');
    expect(match).not.toMatch(/allow [a-z, ]*(create|update|delete|write)/);
    expect(code).not.toContain('isValidAdminOrderUpdate');
  });

  it('lets admins change only the waitlist fields of the Update Status dialog, updated_at and the audit stamp', () => {
    const match = code.slice(code.indexOf('match /waitlist_signups/'));
    expect(sorted(listArgument(match, 'hasOnly'))).toEqual(
      sorted([...allKeys(waitlistStatusUpdateSchema), 'updated_at', 'updated_by', 'edit_id']),
    );
    expect(match).toContain(`'notes', null), ${WAITLIST_LIMITS.notes})`);
  });

  it('lets a member keep one email switch per notification kind, each a boolean', () => {
    const match = code.slice(code.indexOf('match /notification_settings/'));
    const keys = match.indexOf('email.keys().hasOnly([');
    expect(sorted(readList(match, keys + 'email.keys().hasOnly('.length))).toEqual(
      sorted(NOTIFICATION_KINDS),
    );
    for (const kind of NOTIFICATION_KINDS) {
      expect(match, kind).toContain(`email.get('${kind}', true) is bool`);
    }
  });
});

describe('storage.rules against the domain', () => {
  it('caps uploads at MAX_PHOTO_BYTES', () => {
    const size = /request\.resource\.size <= ([\d\s*]+)/.exec(normalised(STORAGE_RULES))?.[1];
    expect(size, 'a size cap').toBeDefined();
    const bytes = (size ?? '')
      .split('*')
      .map((factor) => Number(factor.trim()))
      .reduce((product, factor) => product * factor, 1);
    expect(bytes).toBe(MAX_PHOTO_BYTES);
  });

  it('accepts the raster photo types of the domain only (no SVG)', () => {
    const body = normalised(functionBody(STORAGE_RULES, 'isPhotoUpload'));
    const types = /request\.resource\.contentType in \[([^\]]*)\]/.exec(body)?.[1] ?? '';
    expect(sorted(types.split(',').map((type) => type.trim().replace(/'/g, '')))).toEqual(
      sorted([...PHOTO_CONTENT_TYPES]),
    );
    expect(body).not.toMatch(/svg|matches\('image/);
  });

  it('names photos {productId}-{suffix}.{ext} like the seed does', () => {
    const pattern = /name\.matches\('([^']+)'\)/.exec(STORAGE_RULES)?.[1];
    expect(pattern).toBeDefined();
    const re = new RegExp(`^(?:${pattern ?? ''})$`);
    for (const ok of ['hermes-birkin-30-togo-1.svg', 'AbC123xyz-2.jpg', 'abc-1699999999.webp']) {
      expect(re.test(ok), ok).toBe(true);
    }
    for (const bad of ['photo.png', 'abc-1', 'abc-1.png.exe', 'abc-.png', 'a/b-1.png']) {
      expect(re.test(bad), bad).toBe(false);
    }
  });
});
