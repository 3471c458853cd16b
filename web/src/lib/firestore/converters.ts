/**
 * The web SDK's Firestore converters: the domain's one per collection
 * (`makeDocConverter`), told the web `FieldValue` sentinels, each made when first asked
 * for, so a page bundles the schemas of the collections it reads and no other.
 */
import { FieldValue, type FirestoreDataConverter } from 'firebase/firestore';
import { makeConverterCache, type RefSpec, type RefValue } from '@unlimited/domain';

const webConverter = makeConverterCache((value) => value instanceof FieldValue);

/** The converter of `spec`'s collection (one object per collection). */
export function converterFor<S extends Pick<RefSpec, 'collection' | 'schema'>>(
  spec: S,
): FirestoreDataConverter<RefValue<S & RefSpec>> {
  return webConverter(spec.collection, spec.schema) as FirestoreDataConverter<
    RefValue<S & RefSpec>
  >;
}
