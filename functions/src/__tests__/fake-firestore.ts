/**
 * A small in-memory stand-in for the Admin SDK's Firestore, enough for the logic
 * modules' tests where the emulator cannot run: documents, converters, merge writes with
 * `FieldValue.increment`/`delete`, equality/`in`/range filters, `count()`, `getAll`, transactions
 * (writes applied at commit; `create` on an existing document fails with code 6, as
 * ALREADY_EXISTS), batches and a bulk writer, and each document's update time with
 * `update(ref, data, { lastUpdateTime })` failing with code 9 (FAILED_PRECONDITION) when
 * the document changed since. It does not isolate transactions: the emulator suite in
 * tests/functions covers races between them.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

type Data = Record<string, unknown>;

interface Converter {
  toFirestore(model: unknown, options?: unknown): Data;
  fromFirestore(snapshot: { id: string; data(): Data }): unknown;
}

type Filter = { field: string; op: string; value: unknown };

function alreadyExists(path: string): Error {
  return Object.assign(new Error(`6 ALREADY_EXISTS: ${path}`), { code: 6 });
}

function notFound(path: string): Error {
  return Object.assign(new Error(`5 NOT_FOUND: ${path}`), { code: 5 });
}

function changedSince(path: string): Error {
  return Object.assign(new Error(`9 FAILED_PRECONDITION: ${path} changed`), { code: 9 });
}

function isPlainObject(value: unknown): value is Data {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

function sentinelName(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const name = (value as { methodName?: unknown }).methodName;
  return typeof name === 'string' ? name : null;
}

/** Applies `patch` onto `target` the way a merge write does. */
function mergeInto(target: Data, patch: Data): Data {
  const out: Data = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const sentinel = sentinelName(value);
    if (sentinel === 'FieldValue.increment') {
      const operand = (value as unknown as { operand: number }).operand;
      out[key] = (typeof out[key] === 'number' ? (out[key] as number) : 0) + operand;
    } else if (sentinel === 'FieldValue.delete') {
      delete out[key];
    } else if (sentinel === 'FieldValue.serverTimestamp') {
      out[key] = new Date();
    } else if (isPlainObject(value)) {
      out[key] = mergeInto(isPlainObject(out[key]) ? (out[key] as Data) : {}, value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** A full write: sentinels resolved against nothing. */
function resolve(data: Data): Data {
  return mergeInto({}, data);
}

function compare(a: unknown, b: unknown): number {
  const av = a instanceof Date ? a.getTime() : a;
  const bv = b instanceof Date ? b.getTime() : b;
  if (typeof av === 'number' && typeof bv === 'number') return av - bv;
  return String(av).localeCompare(String(bv));
}

function matches(data: Data, filter: Filter): boolean {
  const value = data[filter.field];
  switch (filter.op) {
    case '==':
      return value instanceof Date ? compare(value, filter.value) === 0 : value === filter.value;
    case 'in':
      return (filter.value as unknown[]).includes(value);
    case 'array-contains':
      return Array.isArray(value) && value.includes(filter.value);
    case '<':
      return value !== undefined && compare(value, filter.value) < 0;
    case '<=':
      return value !== undefined && compare(value, filter.value) <= 0;
    case '>':
      return value !== undefined && compare(value, filter.value) > 0;
    default:
      throw new Error(`fake Firestore: unsupported operator ${filter.op}`);
  }
}

export class FakeSnapshot {
  constructor(
    readonly ref: FakeDocRef,
    private readonly raw: Data | undefined,
    /** When the document was last written, as the Admin SDK's snapshots tell it. */
    readonly updateTime: Timestamp | undefined = undefined,
  ) {}
  get id(): string {
    return this.ref.id;
  }
  get exists(): boolean {
    return this.raw !== undefined;
  }
  data(): unknown {
    if (this.raw === undefined) return undefined;
    const raw = this.raw;
    const converter = this.ref.converter;
    return converter ? converter.fromFirestore({ id: this.id, data: () => raw }) : { ...raw };
  }
  get(field: string): unknown {
    return this.raw?.[field];
  }
}

export class FakeDocRef {
  constructor(
    readonly db: FakeFirestore,
    readonly path: string,
    readonly converter: Converter | null = null,
  ) {}
  get id(): string {
    return this.path.split('/').at(-1) ?? '';
  }
  withConverter(converter: Converter | null): FakeDocRef {
    return new FakeDocRef(this.db, this.path, converter);
  }
  toData(model: unknown, options?: { merge?: boolean }): Data {
    return this.converter ? this.converter.toFirestore(model, options) : (model as Data);
  }
  async get(): Promise<FakeSnapshot> {
    return this.db.snapshot(this);
  }
  async set(model: unknown, options?: { merge?: boolean }): Promise<void> {
    this.db.write({
      kind: 'set',
      ref: this,
      data: this.toData(model, options),
      merge: options?.merge === true,
    });
  }
  async create(model: unknown): Promise<void> {
    this.db.write({ kind: 'create', ref: this, data: this.toData(model) });
  }
}

class FakeAggregate {
  constructor(private readonly query: FakeQuery) {}
  async get(): Promise<{ data(): { count: number } }> {
    const count = (await this.query.get()).size;
    return { data: () => ({ count }) };
  }
}

export class FakeQuery {
  constructor(
    readonly db: FakeFirestore,
    readonly name: string,
    readonly converter: Converter | null = null,
    readonly filters: readonly Filter[] = [],
    readonly max: number | null = null,
  ) {}
  where(field: string, op: string, value: unknown): FakeQuery {
    return new FakeQuery(
      this.db,
      this.name,
      this.converter,
      [...this.filters, { field, op, value }],
      this.max,
    );
  }
  limit(n: number): FakeQuery {
    return new FakeQuery(this.db, this.name, this.converter, this.filters, n);
  }
  select(): FakeQuery {
    return this;
  }
  count(): FakeAggregate {
    return new FakeAggregate(this);
  }
  withConverter(converter: Converter | null): FakeQuery {
    return new FakeQuery(this.db, this.name, converter, this.filters, this.max);
  }
  async get(): Promise<{ docs: FakeSnapshot[]; size: number; empty: boolean }> {
    const docs: FakeSnapshot[] = [];
    for (const [path, data] of this.db.docs) {
      // A collection's own documents: `name/id` (a subcollection's name has slashes too).
      if (!path.startsWith(`${this.name}/`) || path.slice(this.name.length + 1).includes('/'))
        continue;
      if (!this.filters.every((filter) => matches(data, filter))) continue;
      docs.push(this.db.snapshot(new FakeDocRef(this.db, path, this.converter)));
    }
    const limited = this.max === null ? docs : docs.slice(0, this.max);
    return { docs: limited, size: limited.length, empty: limited.length === 0 };
  }
}

export class FakeCollection extends FakeQuery {
  doc(id?: string): FakeDocRef {
    return new FakeDocRef(this.db, `${this.name}/${id ?? this.db.autoId()}`, this.converter);
  }
  override withConverter(converter: Converter | null): FakeCollection {
    return new FakeCollection(this.db, this.name, converter);
  }
  /** The references of the collection's stored documents. */
  async listDocuments(): Promise<FakeDocRef[]> {
    return (await this.get()).docs.map((doc) => new FakeDocRef(this.db, `${this.name}/${doc.id}`));
  }
}

type Write =
  | { kind: 'set'; ref: FakeDocRef; data: Data; merge: boolean }
  | { kind: 'create'; ref: FakeDocRef; data: Data }
  | { kind: 'update'; ref: FakeDocRef; data: Data; lastUpdateTime: Timestamp | undefined }
  | { kind: 'delete'; ref: FakeDocRef };

class FakeWriter {
  readonly writes: Write[] = [];
  constructor(readonly db: FakeFirestore) {}
  set(ref: FakeDocRef, model: unknown, options?: { merge?: boolean }): this {
    this.writes.push({
      kind: 'set',
      ref,
      data: ref.toData(model, options),
      merge: options?.merge === true,
    });
    return this;
  }
  create(ref: FakeDocRef, model: unknown): this {
    this.writes.push({ kind: 'create', ref, data: ref.toData(model) });
    return this;
  }
  /** Top-level fields only; `update` bypasses the converter, as in the Admin SDK. */
  update(ref: FakeDocRef, data: Data, precondition?: { lastUpdateTime?: Timestamp }): this {
    this.writes.push({ kind: 'update', ref, data, lastUpdateTime: precondition?.lastUpdateTime });
    return this;
  }
  delete(ref: FakeDocRef): this {
    this.writes.push({ kind: 'delete', ref });
    return this;
  }
  async commit(): Promise<void> {
    this.db.commit(this.writes);
  }
}

class FakeTransaction extends FakeWriter {
  async get(target: FakeDocRef | FakeQuery | FakeAggregate): Promise<unknown> {
    return target.get();
  }
  async getAll(...refs: FakeDocRef[]): Promise<FakeSnapshot[]> {
    return refs.map((ref) => this.db.snapshot(ref));
  }
}

class FakeBulkWriter {
  private readonly pending: Promise<void>[] = [];
  constructor(readonly db: FakeFirestore) {}
  onWriteError(): void {}
  create(ref: FakeDocRef, model: unknown): Promise<void> {
    const write = Promise.resolve().then(() =>
      this.db.write({ kind: 'create', ref, data: ref.toData(model) }),
    );
    this.pending.push(write.catch(() => undefined));
    return write;
  }
  async close(): Promise<void> {
    await Promise.all(this.pending);
  }
}

export class FakeFirestore {
  readonly docs = new Map<string, Data>();
  /** How many transactions and batches committed. */
  commits = 0;
  /** The most writes one commit held (Firestore's limit is 500). */
  largestCommit = 0;
  private nextId = 0;
  /** Each stored document's last write, from a clock that ticks once per write. */
  private readonly updateTimes = new Map<string, Timestamp>();
  private clock = 0;

  autoId(): string {
    this.nextId += 1;
    return `auto${String(this.nextId).padStart(4, '0')}`;
  }

  collection(name: string): FakeCollection {
    return new FakeCollection(this, name);
  }

  batch(): FakeWriter {
    return new FakeWriter(this);
  }

  async getAll(...refs: FakeDocRef[]): Promise<FakeSnapshot[]> {
    return refs.map((ref) => this.snapshot(ref));
  }

  bulkWriter(): FakeBulkWriter {
    return new FakeBulkWriter(this);
  }

  async runTransaction<T>(work: (tx: FakeTransaction) => Promise<T>): Promise<T> {
    const tx = new FakeTransaction(this);
    const result = await work(tx);
    this.commit(tx.writes);
    return result;
  }

  snapshot(ref: FakeDocRef): FakeSnapshot {
    return new FakeSnapshot(ref, this.docs.get(ref.path), this.updateTimes.get(ref.path));
  }

  /** All writes or none: a failing create or update leaves the store unchanged. */
  commit(writes: readonly Write[]): void {
    for (const w of writes) this.check(w);
    for (const w of writes) this.write(w);
    this.commits += 1;
    this.largestCommit = Math.max(this.largestCommit, writes.length);
  }

  /** Throws what the server answers when `w` cannot be applied now. */
  private check(w: Write): void {
    const path = w.ref.path;
    if (w.kind === 'create' && this.docs.has(path)) throw alreadyExists(path);
    if (w.kind !== 'update') return;
    if (!this.docs.has(path)) throw notFound(path);
    const stored = this.updateTimes.get(path);
    if (w.lastUpdateTime !== undefined && !(stored && stored.isEqual(w.lastUpdateTime))) {
      throw changedSince(path);
    }
  }

  write(w: Write): void {
    this.check(w);
    const path = w.ref.path;
    if (w.kind === 'delete') {
      this.docs.delete(path);
      this.updateTimes.delete(path);
      return;
    }
    const current = this.docs.get(path) ?? {};
    const merge = w.kind === 'update' || (w.kind === 'set' && w.merge);
    this.docs.set(path, merge ? mergeInto(current, w.data) : resolve(w.data));
    this.touch(path);
  }

  private touch(path: string): void {
    this.clock += 1;
    this.updateTimes.set(path, Timestamp.fromMillis(this.clock));
  }

  /** Seeds a document as stored data (no converter). */
  put(path: string, data: Data): void {
    this.docs.set(path, data);
    this.touch(path);
  }

  /** A stored document's raw data. */
  read(path: string): Data | undefined {
    return this.docs.get(path);
  }

  /** The stored documents of a collection, by id. */
  all(collection: string): Map<string, Data> {
    const out = new Map<string, Data>();
    for (const [path, data] of this.docs) {
      const [name, id, ...rest] = path.split('/');
      if (name === collection && id !== undefined && rest.length === 0) out.set(id, data);
    }
    return out;
  }

  /** This fake as the Admin SDK type the logic modules take. */
  asFirestore(): Firestore {
    return this as unknown as Firestore;
  }
}
