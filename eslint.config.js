import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Server module files by role: routes → service → repository; other files ("parts") serve the service.
const ROLES = ['routes', 'service', 'repository', 'part'];
const BELOW = ['shared', 'knowledge', 'labels', 'pictures', 'server-db', 'server-lib', 'importers'];
/** What a file of each role may import inside its own module. */
const OWN_MODULE = {
  routes: ['part'],
  service: ['service', 'repository', 'part'],
  part: ['service', 'repository', 'part'],
  repository: ['repository', 'part'],
};
/** What each role may import from the layers below the modules. */
const ROLE_BELOW = {
  routes: ['shared', 'server-lib', 'server-plugins'],
  service: BELOW,
  part: BELOW,
  repository: ['shared', 'knowledge', 'server-db', 'server-lib'],
};
// Every module file is a "part"; a file with a role is also that role.
const roleQuery = (role) =>
  role === 'part' ? { anyOf: ['part'], noneOf: ['routes', 'service', 'repository'] } : { anyOf: [role] };
const moduleFile = (role, module) => ({
  element: { type: 'module', ...(module ? { captured: { module } } : {}) },
  file: { categories: roleQuery(role) },
});

/** A policy: elements of type `from` may import elements of these types. */
const layer = (from, types) => ({
  from: { element: { type: from } },
  allow: types.map((type) => ({ to: { element: { type } } })),
});

const modulePolicies = ROLES.map((role) => ({
  from: moduleFile(role),
  allow: [
    ...ROLE_BELOW[role].map((type) => ({ to: { element: { type } } })),
    ...OWN_MODULE[role].map((other) => ({ to: moduleFile(other, '{{ from.element.captured.module }}') })),
  ],
}));

/** Module `from` may read module `to` through its service. */
const edge = (from, to) => ({
  from: { element: { type: 'module', captured: { module: from } } },
  allow: [{ to: moduleFile('service', to) }],
});

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'data', 'test-results', 'playwright-report', 'bench/.work', 'coverage'] },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.web.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins are async functions that may not await anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Layers: each element imports only what its layer allows (docs/ARCHITECTURE.md, "Boundaries").
  {
    files: ['shared/**/*.ts', 'catalog/**/*.ts', 'server/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'server/test/**', 'web/src/test/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/include': ['shared/**', 'catalog/**', 'server/**', 'web/src/**'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared' },
        { type: 'knowledge', pattern: 'catalog/knowledge' },
        { type: 'labels', pattern: 'catalog/labels' },
        { type: 'pictures', pattern: 'catalog/pictures' },
        { type: 'catalog-lint', pattern: 'catalog/lint' },
        { type: 'server-db', pattern: 'server/db' },
        { type: 'server-lib', pattern: 'server/lib' },
        { type: 'server-plugins', pattern: 'server/plugins' },
        { type: 'importers', pattern: 'server/importers' },
        { type: 'module', pattern: 'server/modules/*', capture: ['module'] },
        { type: 'server-app', pattern: 'server' },
        { type: 'web-app', pattern: 'web/src/app' },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'web/src/(components|config|hooks|lib|styles)' },
        { type: 'web-main', pattern: 'web/src' },
      ],
      'boundaries/files': [
        { category: 'routes', pattern: '**/*.routes.ts' },
        { category: 'service', pattern: '**/*.service.ts' },
        { category: 'repository', pattern: '**/*.repository.ts' },
        { category: 'part', pattern: '**/*.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkInternals: true,
          policies: [
            layer('shared', ['shared']),
            layer('knowledge', ['shared', 'knowledge']),
            layer('labels', ['shared', 'knowledge', 'labels']),
            layer('pictures', ['shared', 'knowledge', 'pictures']),
            layer('catalog-lint', ['shared', 'knowledge', 'labels', 'catalog-lint']),
            layer('server-db', ['shared', 'server-db']),
            layer('server-lib', ['shared', 'knowledge', 'server-lib']),
            layer('server-plugins', ['shared', 'server-lib']),
            layer('importers', ['shared', 'knowledge', 'labels', 'server-lib', 'importers']),
            ...modulePolicies,
            // Across modules only along these edges: search reads recipes; an account's details
            // read what it saved; own recipes are labelled and written as recipes; the plan draws
            // recipes through the search and keeps the saved rules.
            edge('search', 'recipes'),
            edge('account', 'saved'),
            edge('own-recipes', 'recipes'),
            edge('plan', 'search'),
            edge('plan', 'recipes'),
            edge('plan', 'saved'),
            edge('plan', 'shopping-list'),
            // The pantry takes in what the list bought and what the plan cooked; it reads no module.
            edge('plan', 'pantry'),
            edge('shopping-list', 'pantry'),
            // Own recipes are rows of the recipes table: their repository builds on the recipe
            // repository and its row mapping (rows still never leave a repository).
            {
              from: moduleFile('repository', 'own-recipes'),
              allow: [{ to: moduleFile('repository', 'recipes') }, { to: moduleFile('part', 'recipes') }],
            },
            layer('server-app', ['shared', 'server-db', 'server-lib', 'server-plugins', 'module', 'server-app']),
            // The web app: features never import each other, the app composes them, nothing imports the server.
            layer('web-shared', ['shared', 'web-shared']),
            {
              from: { element: { type: 'web-feature' } },
              allow: [
                {
                  to: {
                    element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } },
                  },
                },
              ],
            },
            layer('web-feature', ['shared', 'web-shared']),
            layer('web-app', ['shared', 'web-shared', 'web-feature', 'web-app']),
            layer('web-main', ['shared', 'web-shared', 'web-app']),
          ],
        },
      ],
    },
  },
  // The importers have one entry: code outside server/importers imports server/importers (its
  // index.ts), never a file inside it.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['server/importers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)importers/(?!index$).',
              message: 'Import the importers through their entry (server/importers/index.ts) only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
