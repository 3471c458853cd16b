/*
 * A small decoder for the Firestore REST API's typed value format, so public pages can
 * read a public document with plain fetch instead of shipping the Firestore SDK.
 * https://firebase.google.com/docs/firestore/reference/rest/v1/Value
 */

/** One value as the REST API encodes it. */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

/** A document as the REST API returns it. */
export interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
  createTime?: string;
  updateTime?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Turns one REST value into a plain value: integers into numbers, timestamps into Dates,
 * arrays and maps walked. Throws on anything that is not a REST value.
 */
export function decodeRestValue(value: unknown): unknown {
  if (!isRecord(value)) throw new TypeError('Not a Firestore REST value');
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return Boolean(value.booleanValue);
  if ('integerValue' in value) {
    const n = Number(value.integerValue);
    if (!Number.isSafeInteger(n)) throw new TypeError(`Bad integerValue: ${String(value.integerValue)}`);
    return n;
  }
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) {
    const date = new Date(String(value.timestampValue));
    if (Number.isNaN(date.getTime())) throw new TypeError('Bad timestampValue');
    return date;
  }
  if ('stringValue' in value) return String(value.stringValue);
  if ('bytesValue' in value) return String(value.bytesValue);
  if ('referenceValue' in value) return String(value.referenceValue);
  if ('geoPointValue' in value) return value.geoPointValue;
  if ('arrayValue' in value) {
    const array = isRecord(value.arrayValue) ? value.arrayValue.values : undefined;
    return Array.isArray(array) ? array.map(decodeRestValue) : [];
  }
  if ('mapValue' in value) {
    const fields = isRecord(value.mapValue) ? value.mapValue.fields : undefined;
    return decodeRestFields(fields);
  }
  throw new TypeError('Unknown Firestore REST value type');
}

/** Turns a document's (or map's) `fields` into a plain object. */
export function decodeRestFields(fields: unknown): Record<string, unknown> {
  if (fields === undefined) return {};
  if (!isRecord(fields)) throw new TypeError('Firestore REST fields must be an object');
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(fields)) out[key] = decodeRestValue(item);
  return out;
}
