// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Layer directions of DESIGN.md: pages → islands → lib/client → lib/domain; server → lib/domain. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const server = { group: ['**/server/**', '**/server'], message: 'Browser code must not import server code (DESIGN.md).' };
const node = { group: ['node:*'], message: 'Node built-ins are server-only.' };

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'drizzle/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Pages and layouts (.astro): their frontmatter and scripts, with Astro's recommended rules.
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The rules of hooks, and every value an effect or memo reads in its dependency list.
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A promise nobody awaits loses its failure: type-aware, on the code that ships.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/lib/domain/**'],
    rules: restrict([
      {
        group: ['**/client/**', '**/server/**', '**/islands/**', '**/pages/**', '**/layouts/**'],
        message: 'src/lib/domain imports nothing of ours outside domain (DESIGN.md).',
      },
      {
        group: ['react', 'react-dom', 'react/*', 'nanostores', '@nanostores/*', 'i18next', 'react-i18next'],
        message: 'Domain code is UI-free.',
      },
      {
        group: ['node:*', 'pino', 'drizzle-orm', 'drizzle-orm/*', 'hono', 'hono/*', 'pg', '@electric-sql/*'],
        message: 'Domain code does no I/O.',
      },
    ]),
  },
  {
    files: ['src/lib/client/**'],
    rules: restrict([server, node, { group: ['**/islands/**', '**/pages/**'], message: 'lib/client depends on domain only.' }]),
  },
  { files: ['src/islands/**'], rules: restrict([server, node, { group: ['**/pages/**'], message: 'Islands do not import pages.' }]) },
  {
    // The page's globals in one module (lib/client/platform.ts: `platform()` and `page`), so browser
    // code runs in the static build and in tests, and its dependence on the page is visible.
    files: ['src/islands/**/*.{ts,tsx}', 'src/lib/client/**/*.{ts,tsx}'],
    ignores: ['src/lib/client/platform.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'Use page or platform() from src/lib/client/platform.ts.' },
        { name: 'document', message: 'Use page or platform() from src/lib/client/platform.ts.' },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: restrict([
      {
        group: ['**/client/**', '**/islands/**', '**/pages/**', '**/layouts/**', 'react', 'react-dom'],
        message: 'Server code depends on domain only.',
      },
    ]),
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from src/server/config.ts.' },
      ],
    },
  },
);
