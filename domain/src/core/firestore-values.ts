/**
 * Turning what a Firestore SDK hands back into plain domain values, without importing
 * either SDK: both the web and the admin `Timestamp` have a `toDate()` method.
 */

interface HasToDate {
  toDate(): Date;
}

function hasToDate(value: object): value is HasToDate {
  return typeof (value as { toDate?: unknown }).toDate === 'function';
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Deep copy of Firestore document data with every Timestamp (any object with a
 * `toDate(): Date` method) turned into a `Date`. Arrays and plain objects are walked;
 * other values, including other class instances (GeoPoint, DocumentReference), are
 * returned as they are.
 */
export function normaliseFirestoreData(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (hasToDate(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(normaliseFirestoreData);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = normaliseFirestoreData(item);
  return out;
}
