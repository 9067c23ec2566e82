export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { describeModes, env } = await import('./lib/config/env')
  const { checkSetup, formatVerdict } = await import('./lib/config/setup-check')
  console.log(describeModes())
  // What the build warned about (an address left at localhost, no trusted proxy) is repeated here.
  for (const line of formatVerdict(checkSetup(process.env), { problemsOnly: true })) console.warn(line)
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { describeMail } = await import('./lib/mail/site-mailer')
    const line = describeMail()
    if (line) console.log(line)
  }
  // The build never opens the embedded database: a running dev server may hold it.
  if (env.quotes.kind === 'embedded' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { firstAdminHint } = await import('./lib/auth/first-admin-hint')
    firstAdminHint().then((hint) => hint && console.log(hint))
  }
  // The daily jobs on a server of our own (`next start`): never during the build, in dev or on Vercel (its cron entries).
  if (env.isProduction && process.env.NEXT_PHASE !== 'phase-production-build' && !process.env.VERCEL) {
    const { startScheduler } = await import('./lib/jobs/scheduler')
    startScheduler()
  }
}
