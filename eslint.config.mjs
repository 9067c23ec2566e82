import { createRequire } from 'node:module'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// eslint-config-next names the TypeScript parser for eslint-plugin-import by package name, which
// does not resolve when npm nests it under typescript-eslint: the import rules then see no imports
// at all (import/no-cycle passes everything). Point them at the parser file itself.
const fromNext = createRequire(createRequire(import.meta.url).resolve('eslint-config-next'))
const tsParser = createRequire(fromNext.resolve('typescript-eslint'))('@typescript-eslint/parser')

// Content hides its sources (seed, Sanity, draft, last good) behind lib/content (docs/arquitetura.md, "Um transporte, uma loja por funcionalidade").
const outsideContent = [
  './app/**/*',
  './components/**/*',
  './scripts/**/*',
  './bench/**/*',
  './studio/**/*',
  './lib/!(content)/**/*',
  './lib/*',
  './*.ts',
]

// The layers of lib/, ground first (docs/arquitetura.md, "Onde as coisas ficam"): a folder imports
// only from the layers below its own, never from its own layer's other folders nor from above.
const layers = [
  ['dates', 'money', 'retry', 'log', 'pick', 'whatsapp', 'forms', 'security', 'email-address', 'icons'],
  ['config'],
  ['db', 'preview', 'request'],
  ['mail', 'content', 'limits'],
  ['auth', 'seo', 'redirects', 'navigation'],
  ['audit', 'admin-settings'],
  ['quotes'],
  ['agenda', 'proposals', 'personal-data'],
  ['jobs', 'reports'],
]
const libPath = (name) => [`./lib/${name}`, `./lib/${name}.ts`]
const layerZones = layers.flatMap((layer, index) =>
  layer.map((name) => ({
    target: [`./lib/${name}/**/*`, `./lib/${name}.ts`],
    from: layers
      .slice(index)
      .flat()
      .filter((other) => other !== name)
      .flatMap(libPath),
    message: `lib/${name} não importa de uma camada igual ou acima da sua (eslint.config.mjs, layers).`,
  })),
)

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Dependencies point one way (app -> components -> lib, and down the layers of lib/), with no
    // cycles. Tests may drive anything directly.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['tests/**'],
    settings: {
      'import/parsers': { '@typescript-eslint/parser': [] },
      'import/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import/ignore': ['node_modules'],
    },
    languageOptions: { parser: tsParser },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './components/**/*',
              from: './app',
              message: 'components/ não importa de app/: a ação ou o dado vem de lib/ (ou por props da página).',
            },
            {
              target: outsideContent,
              from: './lib/content/adapters',
              message: 'Use lib/content (index.ts ou contract.ts): só o conteúdo importa suas fontes (adapters/).',
            },
            ...layerZones,
            {
              target: [
                './app/**/*',
                './bench/**/*',
                './components/**/*',
                './lib/**/*',
                './scripts/**/*',
                './studio/**/*',
              ],
              from: './tests',
              message: 'Só os testes importam de tests/: o que um script também usa fica em scripts/support/.',
            },
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
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use IntentLink (components/ui/intent-link) on public pages.' }] },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'sanity.types.ts',
      'next-env.d.ts',
      'lib/content/sanity.types.ts',
      'studio/schema.json',
    ],
  },
]

export default config
