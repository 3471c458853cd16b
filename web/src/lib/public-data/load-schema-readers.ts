/**
 * The public pages' zod readers (`schema-readers.ts`), loaded on first use: one lazy chunk
 * the module loader fetches once, whichever page asks first.
 */
export const loadSchemaReaders = () => import('./schema-readers');
