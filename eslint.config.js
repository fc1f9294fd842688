import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other; the app composes them. Computed from the folders so a
// new feature is covered the day it is added.
// The same holds for each layer's feature folders in core/ and server/; only a layer's
// registries (files directly in features/) list them all.
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const isolate = (layer, message) =>
  foldersIn(`./${layer}`).map((feature) => ({
    target: `./${layer}/${feature}`,
    from: `./${layer}`,
    except: [`./${feature}`],
    message,
  }));
const featureIsolation = [
  ...isolate(
    'src/features',
    'Features do not import each other; move shared code to src/components or src/lib.',
  ),
  ...isolate(
    'core/features',
    'Features do not import each other; move shared code to core/compose or core/content.',
  ),
  ...isolate('server/features', 'Features do not import each other; move shared code to server/generation.'),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.e2e-artifacts'] },
  // Stated rather than left to ESLint's defaults: the Node scripts (.mjs) are linted like the app.
  { files: ['**/*.{ts,tsx,js,mjs}'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // One-way imports: core <- server, core <- src/components|lib <- src/features <- src/app.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './core',
              from: ['./server', './src', './e2e', './bench'],
              message: 'core/ is isomorphic and framework-free.',
            },
            {
              target: './core/sky',
              from: ['./core/compose', './core/features', './core/profile'],
              message: 'core/sky is astronomy only: text and feature content import it, never the reverse.',
            },
            {
              target: './core/contract',
              from: ['./core/compose', './core/features'],
              message:
                'The shared contract does not depend on features; each feature owns its request schema.',
            },
            { target: './server', from: './src', message: 'The server never imports the client.' },
            { target: './src', from: './server', message: 'The client never imports the server.' },
            {
              target: ['./src/components', './src/lib'],
              from: ['./src/features', './src/app'],
              message: 'Shared UI and lib sit below features and the app.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not depend on the app shell.',
            },
            ...featureIsolation,
          ],
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'hono', 'hono/*', 'node:*'],
              message: 'core/ is isomorphic and framework-free.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Routing goes through one module (ADR 0015), so the router library can change in one place.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/navigation/router.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'wouter', message: "Import routing from '@/lib/navigation/router'." },
            { name: 'react-router', message: "Import routing from '@/lib/navigation/router'." },
          ],
        },
      ],
    },
  },
);
