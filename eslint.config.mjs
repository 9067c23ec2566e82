import { createRequire } from 'node:module'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// eslint-config-next names the TypeScript parser for eslint-plugin-import by package name, which
// does not resolve when npm nests it under typescript-eslint: the import rules then see no imports
// at all (import/no-cycle passes everything). Point them at the parser file itself.
const fromNext = createRequire(createRequire(import.meta.url).resolve('eslint-config-next'))
const tsParser = createRequire(fromNext.resolve('typescript-eslint'))('@typescript-eslint/parser')

// Each feature of lib/ hides its adapters behind its contract and index.ts (docs/arquitetura.md, Contrato → adapters → escolha).
const features = ['quotes', 'auth', 'content']
const outside = (feature) => ['./app/**/*', './components/**/*', './scripts/**/*', './bench/**/*', './studio/**/*', `./lib/!(${feature})/**/*`, './lib/*', './*.ts']

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Dependencies point one way (app -> components -> lib), with no cycles. Tests may drive an
    // adapter directly: the contract suites run against each one.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['tests/**'],
    settings: { 'import/parsers': { '@typescript-eslint/parser': [] }, 'import/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'], 'import/ignore': ['node_modules'] },
    languageOptions: { parser: tsParser },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './components/**/*', from: './app', message: 'components/ não importa de app/: a ação ou o dado vem de lib/ (ou por props da página).' },
            ...features.map((feature) => ({
              target: outside(feature),
              from: `./lib/${feature}/adapters`,
              message: `Use lib/${feature} (index.ts ou contract.ts): só a própria funcionalidade importa seus adapters/.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Public pages prefetch on intent (next/link's default fetches every link that scrolls into view),
    // and next/link would add its own 2.5 KiB of script to every page.
    files: ['app/(site)/**', 'components/**'],
    ignores: ['components/admin/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use IntentLink (components/ui/intent-link) on public pages.' }] }],
    },
  },
  { ignores: ['.next/**', '.next-*/**', '.data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'sanity.types.ts', 'next-env.d.ts', 'lib/content/sanity.types.ts', 'studio/schema.json'] },
]

export default config
