/**
 * Stands in for zod's JSON Schema output inside classic zod (web/vite.config.ts, builds
 * only). Every classic schema carries `toJSONSchema()` and `~standard.jsonSchema`, so
 * classic zod imports its JSON Schema generator (`core/to-json-schema.js`) and the
 * per-type processors (`core/json-schema-processors.js`), ≈ 4.5 KB gzip, into every page
 * that parses with zod. The app only parses (documents, forms, callable answers) and
 * never asks a schema for JSON Schema; should anything ever do so, it fails loudly here.
 * The processors module is replaced by a generated one that keeps its `aggregateChecks`
 * (behind the `minLength`/`maxLength`/`format` getters of string and number schemas) and
 * turns each processor into {@link jsonSchemaNotBuilt}.
 */
export function jsonSchemaNotBuilt(): never {
  throw new Error('zod JSON Schema output is not bundled (web/vite.config.ts, zod stub)');
}

export const createToJSONSchemaMethod = () => jsonSchemaNotBuilt;
export const createStandardJSONSchemaMethod = () => jsonSchemaNotBuilt;
