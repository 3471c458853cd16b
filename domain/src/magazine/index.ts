/**
 * The Magazine (`/magazine`): articles staff write in the back-office (Markdown, a cover,
 * the bags they mention), kept as drafts until published with a date, now or later.
 */
export * from './article';
export * from './constants';
export * from './text';
export * from './page-data';
