// Bundles the functions (and the shared domain package) into lib/index.js. The deployed
// package then needs only firebase-admin, firebase-functions, stripe and nodemailer from npm; @unlimited/domain
// is a workspace package that Cloud Build could not install on its own.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [
    'firebase-admin',
    'firebase-admin/*',
    'firebase-functions',
    'firebase-functions/*',
    'stripe',
    // A runtime dependency of the deployed package, installed there like the others.
    'nodemailer',
  ],
  logLevel: 'info',
});
