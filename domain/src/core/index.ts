/**
 * core: what every area shares and that knows no business: money, days and the business
 * time zone, the form check, US states, search folding, and the helpers every stored
 * document's schema uses (fields, Firestore values, parse errors). Imports no other area.
 */
export * from './us-states';
export * from './money';
export * from './on-first-use';
export * from './count';
export * from './form-check';
export * from './firestore-values';
export * from './parse-doc';
export * from './doc-schema-error';
export * from './business-time';
export * from './days';
export * from './search-text';
export * from './fields';
