// @ts-check
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * One-way dependencies: contract imports nothing of ours; worker imports contract only; src
 * imports contract; stories import contract, src and the mock world, never worker. mocks/backend
 * alone hosts the Worker's app (the mock world runs the real API), so it may import worker/;
 * the rest of mocks/ reaches it through `#mock-backend`. Features do not import each other.
 */
const boundaries = [
  { target: './contract', from: ['./src', './worker', './mocks', './stories', './e2e', './scripts'], message: 'contract/ imports nothing of ours.' },
  { target: './worker', from: ['./src', './mocks', './stories'], message: 'worker/ imports contract/ only.' },
  { target: './src', from: ['./worker', './mocks', './stories'], message: 'src/ imports contract/ only (and at most the Worker app type).' },
  { target: './mocks/*.ts', from: ['./worker', './stories'], message: 'only mocks/backend imports worker/ (the rest of mocks/ uses #mock-backend).' },
  { target: './stories', from: ['./worker'], message: 'stories/ never import worker/.' },
  { target: './src/components', from: ['./src/features', './src/app'], message: 'shared components do not depend on features or the app.' },
  { target: './src/lib', from: ['./src/features', './src/app', './src/components'], message: 'lib/ is the bottom layer of src/.' },
];

const features = ['hotels', 'places', 'tours', 'booking', 'pnr', 'support', 'auth', 'profile', 'admin', 'home'];
const featureIsolation = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; compose them in src/app.',
}));

export default tseslint.config(
  {
    ignores: ['dist', 'storybook-static', 'node_modules', '.wrangler', 'coverage', 'worker/worker-configuration.d.ts', '**/*.cjs'],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...featureIsolation] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The contract index re-exports every zod schema: the SPA takes values from their own module
    // (`contract/routes`, `contract/time`, ...) so its first view loads no zod; types are free.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+contract(/index(\\.ts)?)?$',
              allowTypeImports: true,
              message: "Import values from their contract module (e.g. 'contract/routes', 'contract/time'); the index pulls in zod. `import type` from the index is fine.",
            },
          ],
        },
      ],
    },
  },
);
