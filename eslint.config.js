import { readdirSync } from 'node:fs';
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
