import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Public pages prefetch on intent: next/link's default fetches every link that scrolls into view.
    files: ['app/(site)/**', 'components/**'],
    ignores: ['components/ui/intent-link.tsx', 'components/admin/**', 'components/studio/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use IntentLink (components/ui/intent-link) on public pages.' }] }],
    },
  },
  { ignores: ['.next/**', '.next-sanity/**', '.data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'sanity.types.ts', 'next-env.d.ts', 'lib/content/sanity.types.ts', 'studio/schema.json'] },
]

export default config
