import { existsSync, readdirSync } from 'node:fs'
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
  './schemas/**/*',
  './lib/!(content)/**/*',
  './lib/*',
  './*.ts',
]

// The admin's screens, which the public pages never render: its frame (admin/), the admin-only
// features, and the admin parts of the features that also have a public face.
const adminComponents = [
  'admin',
  'admin-settings',
  'agenda',
  'audit',
  'auth',
  'bookings',
  'contacts',
  'personal-data',
  'proposals/admin',
  'quotes/admin',
  'reports',
]

// The layers of lib/, ground first (docs/arquitetura.md, "Onde as coisas ficam"): a folder imports
// only from the layers below its own, never from its own layer's other folders nor from above.
const layers = [
  ['forms'],
  ['dates', 'money', 'retry', 'log', 'pick', 'whatsapp', 'security', 'icons'],
  ['config'],
  ['db', 'preview', 'request'],
  ['mail', 'content', 'limits'],
  ['auth', 'seo', 'redirects'],
  ['audit', 'admin-settings', 'bookings'],
  ['quotes'],
  ['agenda', 'proposals', 'personal-data'],
  ['jobs', 'reports', 'contacts'],
]
// Every folder of lib/ has its place in the layers, and nothing sits loose at lib/'s top: a new
// folder or file fails the lint until it is given one.
const libEntries = readdirSync(new URL('./lib', import.meta.url), { withFileTypes: true })
const listed = layers.flat()
const unplaced = [
  ...libEntries
    .filter((entry) => entry.isDirectory() && !listed.includes(entry.name))
    .map(({ name }) => `lib/${name}/`),
  ...libEntries.filter((entry) => !entry.isDirectory()).map(({ name }) => `lib/${name}`),
  ...listed
    .filter((name) => !libEntries.some((entry) => entry.isDirectory() && entry.name === name))
    .map((name) => `lib/${name}/ (listado, mas não existe)`),
]
if (unplaced.length > 0)
  throw new Error(`eslint.config.mjs: dê a cada pasta de lib/ uma camada em \`layers\`: ${unplaced.join(', ')}`)

const layerZones = layers.flatMap((layer, index) =>
  layer.map((name) => ({
    target: `./lib/${name}/**/*`,
    from: layers
      .slice(index)
      .flat()
      .filter((other) => other !== name)
      .map((other) => `./lib/${other}`),
    message: `lib/${name} não importa de uma camada igual ou acima da sua (eslint.config.mjs, layers).`,
  })),
)

// A feature's server actions are the entry points of its forms, not a way in for other features:
// another feature calls its store or its rules.
const withActions = listed.flatMap((name) =>
  ['actions', 'admin-actions']
    .filter((folder) => existsSync(new URL(`./lib/${name}/${folder}`, import.meta.url)))
    .map((folder) => ({ name, path: `./lib/${name}/${folder}` })),
)
const actionZones = listed.map((name) => ({
  target: `./lib/${name}/**/*`,
  from: withActions.filter((entry) => entry.name !== name).map((entry) => entry.path),
  message: `lib/${name} não importa as ações de outra funcionalidade: chame a loja (store.ts) ou as regras dela.`,
}))

// app -> components -> lib, one way; scripts and bench stand on lib, never on the tests' machinery.
const directionZones = [
  {
    target: './lib/**/*',
    from: ['./app', './components', './scripts', './tests', './bench'],
    message: 'lib/ é o chão: não importa de app/, components/, scripts/, tests/ nem bench/.',
  },
  {
    target: './components/**/*',
    from: ['./scripts', './tests', './bench'],
    message: 'components/ não importa de scripts/, tests/ nem bench/.',
  },
  {
    target: ['./scripts/**/*', './bench/**/*'],
    from: './tests',
    message: 'scripts/ e bench/ não importam de tests/: o que os dois usam mora em lib/ ou scripts/support/.',
  },
  {
    target: './components/ui/**/*',
    from: './components',
    except: ['./ui'],
    message: 'components/ui é de todos: não importa de uma funcionalidade.',
  },
  {
    target: './components/admin/**/*',
    from: './components',
    except: ['./admin', './ui'],
    message: 'components/admin é só a moldura do painel: não importa de uma funcionalidade.',
  },
  {
    target: [
      ...['about', 'blog', 'gallery', 'home', 'layout', 'menus', 'preview', 'seo', 'ui'].map(
        (folder) => `./components/${folder}/**/*`,
      ),
      './components/quotes/*',
      './components/proposals/*',
      './app/(site)/**/*',
      './app/proposta/**/*',
    ],
    from: adminComponents.map((folder) => `./components/${folder}`),
    message: 'Uma página ou um componente público não importa partes do painel (adminComponents).',
  },
]

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
            ...actionZones,
            ...directionZones,
            {
              target: ['./app/**/*', './studio/**/*'],
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
    ignores: adminComponents.map((folder) => `components/${folder}/**`),
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
