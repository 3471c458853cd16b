/**
 * `@unlimited/domain`: pure business rules and schemas shared by the web app, the functions,
 * the scripts and the tests (no Firebase). Each area below is a folder whose `index.ts` is
 * its public face; an area imports another only through that face (eslint.config.js), and
 * only areas listed before it here (docs/ARCHITECTURE.md has the map).
 */
export * from './core';
export * from './membership';
export * from './catalogue';
export * from './quiz';
export * from './club';
export * from './orders';
export * from './waitlist';
export * from './billing';
export * from './team';
export * from './magazine';
export * from './operations';
export * from './collections';
