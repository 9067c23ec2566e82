import path from 'node:path'

/** Where the e2e production server runs and keeps its state (see tests/e2e/support/server.ts). */
export const e2e = {
  port: Number(process.env.E2E_PORT ?? 3200),
  get baseURL() {
    return `http://127.0.0.1:${this.port}`
  },
  root: path.resolve('.data/e2e'),
  get dataDir() {
    return path.join(this.root, 'db')
  },
  /** An embedded database with every migration applied and nothing else: servers of their own start from a copy. */
  get migratedDir() {
    return path.join(this.root, 'migrated')
  },
  get seedDir() {
    return path.join(this.root, 'seed')
  },
  /** A second server of the same build whose database cannot open (its directory is locked). */
  get brokenURL() {
    return `http://127.0.0.1:${this.port + 1}`
  },
  get lockedDataDir() {
    return path.join(this.root, 'db-locked')
  },
  /** Where the e2e SMTP server writes each message it receives (one .eml file each). */
  get mailDir() {
    return path.join(this.root, 'mail')
  },
  /** The link token of a proposal prepared already expired (prepare-database.ts). */
  get expiredProposalTokenFile() {
    return path.join(this.root, 'expired-proposal.token')
  },
  notifyTo: 'dono@buffet.test',
  /** What Vercel Cron would send to the daily jobs' routes. */
  cronSecret: 'e2e-cron-secret-of-enough-length',
  // 32 characters or more: the production build refuses a shorter webhook secret.
  revalidateSecret: 'e2e-revalidate-secret-of-32-characters',
  admin: { email: 'admin@buffetfestaemcasa.com.br', password: 'senha-do-admin-e2e' },
  customer: { email: 'cliente@exemplo.com', password: 'senha-do-cliente-e2e' },
  /**
   * The owner's day (party-day.spec.ts): a won party that was yesterday, and a booked one with its
   * accepted items and address, each once per repetition (`--repeat-each 3`): asking for the review
   * and filling the sheet's day are done once per party.
   */
  partyDay: {
    copies: 3,
    reviewName: (copy: number) => `Cliente da festa de ontem ${'ABC'[copy]}`,
    sheetName: (copy: number) => `Cliente da ficha do evento ${'ABC'[copy]}`,
    sheetInDays: (copy: number) => 600 - copy,
  },
  /** Quotes written before the tests run (older than anything the tests submit). */
  seededQuotes: 25,
  /** The event date of the row kept from the original site's table: recent, so no retention period has passed. */
  legacyEventDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() - 60 * 86_400_000),
  ),
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
