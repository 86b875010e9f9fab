// Lint: TypeScript + React hooks rules, and the import boundaries of the architecture
// (see the "Boundaries" section of the README), checked by the linter rather than by goodwill.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** Feature folders every feature may import. */
const sharedFeatures = ['./session', './visual-kit'];

const boundaries = [
  // The design system knows nothing about the product.
  {
    target: './src/ui',
    from: ['./src/features', './src/app', './src/api'],
    message: 'src/ui is the design system: it must not import features, app or api code.',
  },
  // Generic helpers (no product knowledge) that features share.
  {
    target: './src/lib',
    from: ['./src/features', './src/app', './src/ui'],
    message: 'src/lib holds generic helpers: it must not import features, app or ui code.',
  },
  // Features compose ui + api; the app composes features, never the other way round.
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import from src/app.',
  },
  // A feature does not reach into another feature, except the shared ones: the session (who is
  // signed in) and the visual kit (visual tiles, preview, visual atoms) that asset-detail, craft and
  // history all show.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [...new Set([`./${name}`, ...sharedFeatures])],
    message: 'A feature must not import another feature (only session and visual-kit are shared).',
  })),
  // The browser bundle never imports server code.
  { target: './src', from: './server', message: 'Browser code must not import server code.' },
  // The server may use the shared contract and catalogue, nothing else from the browser app.
  {
    target: './server',
    from: './src',
    except: ['./api'],
    message: 'The server may import only src/api (the contract and catalogue) from src.',
  },
];

// supabase-js is ~40 KB gzipped: the browser loads it lazily (src/features/session/client.ts
// uses `await import(...)`), so a static import would silently blow the bundle budget for `/`.
const lazySupabase = {
  name: '@supabase/supabase-js',
  message: 'Load supabase-js lazily through src/features/session/client.ts.',
  allowTypeImports: true,
};

const routerPackages = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  message: 'src/ui must not import the router: render in-app links with Link from src/ui/Link.tsx.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'data',
      'test-results',
      '.scratch',
      'node_modules',
      '.storybook/public',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // supabase-js loads lazily (see lazySupabase above).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [lazySupabase] }],
    },
  },
  {
    // The design system knows no router (DESIGN.md): in-app links go through the link component
    // the app provides (src/ui/Link.tsx). Repeats the supabase path: a later block replaces the rule.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [lazySupabase, ...routerPackages] },
      ],
    },
  },
  {
    // A typed array's from(source, mapFn) runs about 40 times slower than a loop (a second per
    // call on a 2.5 MP image): it had slowed the 12 MP upload past its 2 s budget. Image code
    // builds masks with maskDataWhere (server/studio/imaging/mask.ts) or a loop. Tests may use it.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name=/^(Big)?(Int|Uint|Float)(8|16|32|64)(Clamped)?Array$/][callee.property.name='from'][arguments.length=2]:not([arguments.0.type='ObjectExpression'])",
          message:
            'A typed array from(source, mapFn) is about 40 times slower than a loop: use maskDataWhere or a for loop.',
        },
      ],
    },
  },
  {
    // Story play functions and tests legitimately use non-null assertions on found elements.
    files: ['stories/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
