export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { describeModes, env } = await import('./lib/config/env')
  console.log(describeModes())
  // The build never opens the embedded database: a running dev server may hold it.
  if (env.quotes.kind === 'embedded' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { firstAdminHint } = await import('./lib/auth/first-admin-hint')
    firstAdminHint(env.quotes.dataDir).then((hint) => hint && console.log(hint))
  }
}
