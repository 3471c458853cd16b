/**
 * collections: the collection registry: each collection's name, schema and converter,
 * and the typed refs web and functions read with. It reads every area's documents, so it
 * comes last.
 */
export * from './collections';
export * from './collection-names';
export * from './converter';
export * from './converted-collections';
export * from './refs';
