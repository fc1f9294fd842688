import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other; the app composes them. Computed from the folders so a
// new feature is covered the day it is added. Only the registries (the files directly in
// core/features/) list every feature.
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const coreFeatures = foldersIn('./core/features');
const coreFeatureFolders = coreFeatures.map((feature) => `./core/features/${feature}`);

// A page folder imports its own feature's core folder; a page that shows two features' readings
// says so here (the lucky-numbers page also computes the visitor's numerology).
// Home shows the visitor's transits of today from My Sky's model (issue 28).
const pageFeatures = { 'lucky-numbers': ['lucky-numbers', 'numerology'], home: ['home', 'my-sky'] };
const featureIsolation = [
  ...foldersIn('./src/features').flatMap((page) => {
    const own = pageFeatures[page] ?? [page];
    return [
      {
        target: `./src/features/${page}`,
        from: './src/features',
        except: [`./${page}`],
        message: 'Features do not import each other; move shared code to src/components or src/lib.',
      },
      {
        target: `./src/features/${page}`,
        from: coreFeatures.filter((feature) => !own.includes(feature)).map((f) => `./core/features/${f}`),
        message:
          "A page imports only its own feature's core folder; move shared code to core/content or core/profile.",
      },
    ];
  }),
  ...coreFeatures.map((feature) => ({
    target: `./core/features/${feature}`,
    from: './core/features',
    except: [`./${feature}`, './feature-ids.ts', './reading-request.ts'],
    message:
      'Features do not import each other; move shared code to core/compose, core/content or core/profile.',
  })),
];

// The shared layers and the reading service name no feature: they reach features only through
// the registries directly in core/features/.
const featureFreeLayers = [
  {
    target: [
      './core/calendar',
      './core/compose',
      './core/content',
      './core/contract',
      './core/crisis',
      './core/lib',
      './core/profile',
      './core/sky',
      './core/text',
      './core/time',
      './server',
    ],
    from: coreFeatureFolders,
    message: 'Shared layers and the server reach a feature only through the registries in core/features/.',
  },
];

// Prompts and recipes are the server's: the browser loads a feature's offline composer alone.
const serverOnlyCode = {
  target: './src',
  from: [
    './core/compose/prompt/**',
    './core/compose/{reading-recipe,feature-route}.ts',
    './core/features/{reading-recipes,status-checks}.ts',
    './core/features/*/*-prompt.ts',
    './core/features/*/*-recipe.ts',
  ],
  message:
    'The client never imports a prompt or a recipe; it composes offline with offline-composer-loaders.',
};

// One-way imports: core <- server, core <- src/components|lib <- src/features <- src/app.
const layerZones = [
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
    message: 'The shared contract does not depend on features; each feature owns its request schema.',
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
  ...featureFreeLayers,
  serverOnlyCode,
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
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
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
