import { readdirSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (() => {
  try {
    return readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/*
 * The web app's one ban everywhere under web/src. ESLint does not merge a rule's options
 * across config objects (a later match replaces them), so every web override below
 * repeats this pattern beside its own.
 */
const webClientSdkOnly = {
  group: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  message: 'The web app uses the client SDK only.',
};

// A feature may import shared code and itself, never another feature (bulletproof-react).
const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          webClientSdkOnly,
          {
            group: [
              '@/features/*',
              `!@/features/${feature}`,
              `!@/features/${feature}/**`,
              '@/app/*',
            ],
            message: 'Features must not import other features or the app layer.',
          },
        ],
      },
    ],
  },
}));

/*
 * domain/src is split into areas (one folder each: core, membership, catalogue, ...); an
 * area's index.ts is its public face. A module may import its own area's files, and
 * another area only through that face: `../orders`, never `../orders/swap-clock`. A
 * small rule of our own rather than no-restricted-imports: it resolves each relative
 * import against the file, so it holds at any depth (tests, schemas/) and for any new
 * area folder without a pattern per area, and it does not replace the domain's Firebase
 * ban (ESLint does not merge one rule's options across config objects).
 */
const domainSrc = fileURLToPath(new URL('./domain/src/', import.meta.url));
const domainAreas = {
  rules: {
    'area-imports': {
      meta: {
        type: 'problem',
        docs: { description: 'Import another domain area only through its index.ts' },
        schema: [],
        messages: {
          deep: "'{{spec}}' reaches inside the {{area}} area: import it from '{{face}}' (the area's index.ts, its public face).",
        },
      },
      create(context) {
        const file = context.filename;
        const own = relative(domainSrc, file).split(sep);
        // A file directly in domain/src (index.ts) belongs to no area.
        const ownArea = own.length > 1 ? own[0] : null;
        function check(node, source) {
          const spec = source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const target = relative(domainSrc, resolve(dirname(file), spec));
          if (target === '' || target.startsWith('..') || isAbsolute(target)) return;
          const [area, ...inside] = target.split(sep);
          if (area === ownArea || inside.length === 0) return;
          if (inside.length === 1 && inside[0] === 'index') return;
          let face = relative(dirname(file), resolve(domainSrc, area)).split(sep).join('/');
          if (!face.startsWith('.')) face = `./${face}`;
          context.report({ node: source, messageId: 'deep', data: { spec, area, face } });
        }
        return {
          ImportDeclaration: (node) => check(node, node.source),
          ExportAllDeclaration: (node) => check(node, node.source),
          ExportNamedDeclaration: (node) => check(node, node.source),
          ImportExpression: (node) => check(node, node.source),
          TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-ssr/**',
      'functions/lib/**',
      '.tsbuild/**',
      'scripts/seed-assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // domain/ is pure: no Firebase, no React, no Node built-ins.
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message: 'domain/ must not import Firebase.',
            },
            { group: ['react', 'react-dom', 'node:*'], message: 'domain/ is pure TypeScript.' },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/src/**/*.ts'],
    plugins: { domain: domainAreas },
    rules: { 'domain/area-imports': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One-way imports: shared code never reaches into features or the app layer, and
      // features never import each other (bulletproof-react).
      'no-restricted-imports': [
        'error',
        {
          patterns: [webClientSdkOnly],
        },
      ],
    },
  },
  {
    files: ['web/src/components/**', 'web/src/lib/**', 'web/src/config/**', 'web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webClientSdkOnly,
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code must not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', 'react'],
              message: 'Functions use firebase-admin, not the client SDK.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
);
