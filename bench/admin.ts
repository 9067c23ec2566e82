import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openEmbeddedDatabase } from '../lib/db/embedded-database'
import { createSessionToken, SESSION_COOKIE } from '../lib/auth/session-token'
import { startProductionServer } from './support/production-server'

// The admin dashboard as the list grows (with today's contacts above it, the agenda and its bookings,
// and the report): the same views on a production build over an embedded database seeded with 1k
// and then 100k quotes (5 requests each, medians), the streamed CSV export with the server's peak
// memory while it runs, and the booking function itself (40 holds after 5 to warm up, median).
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number)
const RUNS = 5
const BOOKINGS = 40
const PORT = Number(process.env.BENCH_PORT ?? 3590)
const SECRET = 'bench-admin-session-secret-with-enough-characters'

const NEIGHBORHOODS = [
  'Pinheiros',
  'Moema',
  'Tatuapé',
  'Lapa',
  'Perdizes',
  'Santana',
  'Mooca',
  'Butantã',
  'Vila Mariana',
  'Itaim Bibi',
  'Vila Madalena',
  'Ipiranga',
  'Saúde',
  'Jabaquara',
  'Penha',
  'Brooklin',
  'Campo Belo',
  'Aclimação',
  'Higienópolis',
  'Liberdade',
]

/** n quotes over the last years (one every 15 minutes back from now), a realistic mix of statuses. */
async function seed(dataDir: string, n: number) {
  const db = await openEmbeddedDatabase(dataDir)
  const started = performance.now()
  await db.asOwner((tx) =>
    tx.query(
      `insert into public."Orcamentos" (created_at, name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, status)
       select at, 'Cliente ' || i, 'cliente' || i || '@exemplo.com', '11 3' || lpad((i % 10000000)::text, 7, '0'), '11 9' || lpad((i % 100000000)::text, 8, '0'),
              ($2::text[])[1 + i % 20], (array['festa-infantil', 'Corporativo', 'festa-adulto', 'festa-junina', 'outro-tipo, festa-adulto'])[1 + i % 5],
              10 + i % 300, (at at time zone 'America/Sao_Paulo')::date + (i % 200), '19:00',
              'Pedido ' || i || ': ' || repeat('festa com doces e salgados ', 4),
              (array['novo', 'em_contato', 'orcamento_enviado', 'orcamento_enviado', 'fechado', 'fechado', 'fechado', 'perdido', 'perdido', 'perdido'])[1 + i % 10]
       from generate_series(1, $1::int) as i, lateral (select now() - i * interval '15 minutes' as at) as t`,
      [n, NEIGHBORHOODS],
    ),
  )
  // The agenda's bookings: every won quote a confirmed event, a quarter of the proposals sent a hold still in its deadline.
  await db.asOwner((tx) =>
    tx.query(`insert into public.bookings (orcamento_id, day, kind, source, confirmed_at, confirmed_via)
              select id, date, 'confirmed', 'admin', created_at, 'admin' from public."Orcamentos" where status = 'fechado'`),
  )
  await db.asOwner((tx) =>
    tx.query(`insert into public.bookings (orcamento_id, day, kind, hold_until, source)
              select id, date, 'hold', least(date, public.sao_paulo_today() + 3), 'acceptance' from public."Orcamentos"
              where status = 'orcamento_enviado' and id % 4 = 0 and date >= public.sao_paulo_today()`),
  )
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password) values ('bench@buffet.test', 'x') returning id`,
    ),
  )
  const userId = rows[0]!.id
  await db.asOwner((tx) => tx.query('insert into public.admins (user_id) values ($1)', [userId]))
  // The session the bench's cookie names: the server lets a cookie in only while its session is open.
  const sessionId = crypto.randomUUID()
  await db.asOwner((tx) =>
    tx.query('insert into public.admin_sessions (id, user_id) values ($1, $2)', [sessionId, userId]),
  )
  const { rows: middle } = await db.asOwner((tx) =>
    tx.query<{ id: number }>(`select id from public."Orcamentos" order by id offset $1 limit 1`, [Math.floor(n / 2)]),
  )
  await db.asOwner((tx) => tx.exec('analyze'))
  await db.close()
  return { userId, sessionId, middleId: middle[0]!.id, seconds: (performance.now() - started) / 1000 }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Resident memory of a process now (Linux). */
const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

type Result = Record<string, { value: number; text: string }>

/**
 * The booking function as the administrator calls it (admin_booking_hold: the quote's row, the day's
 * lock, the rule over the day's bookings, the row and the audit), on new quotes of future days, each
 * released again; the server is stopped first (the embedded database opens in one process).
 */
async function bookingMs(
  dataDir: string,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<number> {
  const db = await openEmbeddedDatabase(dataDir)
  try {
    const admin = { role: 'authenticated', userId, email: 'bench@buffet.test', sessionId } as const
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ id: number; date: string }>(
        `select id::int as id, date::text as date from public."Orcamentos" where status = 'novo' and date > public.sao_paulo_today() order by id limit $1`,
        [BOOKINGS + 5],
      ),
    )
    const times: number[] = []
    for (const [index, { id, date }] of rows.entries()) {
      const started = performance.now()
      // Every day here is over its capacity (the seed's won quotes): the hold books past the rule, with a reason.
      await db.asCaller(admin, (tx) =>
        tx.query('select public.admin_booking_hold($1, $2, public.sao_paulo_today(), $3)', [id, date, 'bench']),
      )
      // The first few compile the functions in this new connection: not what a booking costs.
      if (index >= 5) times.push(performance.now() - started)
      await db.asCaller(admin, (tx) => tx.query('select public.admin_booking_release($1)', [id]))
    }
    return median(times)
  } finally {
    await db.close()
  }
}

async function measure(n: number): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-admin-'))
  const seeded = await seed(dataDir, n)
  console.log(`${n} orçamentos semeados em ${seeded.seconds.toFixed(1)} s`)
  const server = await startProductionServer(PORT, { dataDir, env: { SESSION_SECRET: SECRET } })
  const cookie = `${SESSION_COOKIE}=${await createSessionToken({ userId: seeded.userId, email: 'bench@buffet.test', sessionId: seeded.sessionId }, SECRET)}`
  const get = async (url: string) => {
    const started = performance.now()
    const response = await fetch(`${server.base}${url}`, { headers: { cookie }, redirect: 'manual' })
    const body = await response.text()
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`)
    return { ms: performance.now() - started, body }
  }
  const lastPage = Math.ceil(n / 20)
  const today = new Date().toISOString().slice(0, 10)
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
  const nextMonth = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 7)
  const views: [string, string][] = [
    ['1ª página', '/admin'],
    ['última página', `/admin?pagina=${lastPage}`],
    ["busca 'Pinheiros'", '/admin?busca=Pinheiros'],
    // Matches nothing among 1k quotes and 11 among 100k: its ratio mixes the index with a page that has rows.
    ["busca 'cliente1234'", '/admin?busca=cliente1234'],
    // Matches exactly one quote at every size: the index alone.
    ["busca 'cliente999@'", '/admin?busca=cliente999%40'],
    ['status Em contato', '/admin?status=em_contato'],
    ['Novo + evento num mês', `/admin?status=novo&evento_de=${monthAgo}&evento_ate=${today}`],
    ['tipo + recebido num mês', `/admin?tipo=festa-junina&recebido_de=${monthAgo}&recebido_ate=${today}`],
    ['detalhe', `/admin/orcamentos/${seeded.middleId}`],
    // Next month: every size has events there (dates run up to 200 days after each quote arrived).
    ['agenda do mês', `/admin/agenda?mes=${nextMonth}`],
    ['relatórios (12 meses)', '/admin/relatorios'],
  ]
  const result: Result = {}
  try {
    for (const [label, url] of views) {
      await get(url)
      const times = []
      for (let run = 0; run < RUNS; run++) times.push((await get(url)).ms)
      result[label] = { value: median(times), text: `${median(times).toFixed(0)} ms` }
    }
    // The CSV: time, size, and the server's resident memory: before, at its peak during the first export
    // (the embedded database's buffer cache fills with the table's pages, and WebAssembly memory never
    // shrinks) and during the later ones (what each export costs once the cache is warm).
    await get('/admin/orcamentos.csv?status=novo')
    const before = rss(server.pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, rss(server.pid))), 20)
    const times: number[] = []
    let bytes = 0
    let firstPeak = before
    // Resident memory right after each export: a leak would climb from one to the next.
    const after: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const csv = await get('/admin/orcamentos.csv')
      times.push(csv.ms)
      bytes = Buffer.byteLength(csv.body)
      after.push(rss(server.pid))
      if (run === 0) firstPeak = Math.max(peak, after[0]!)
    }
    clearInterval(sampler)
    result.CSV = {
      value: median(times) / 1000,
      text: `${(median(times) / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB`,
    }
    result['memória do servidor na exportação'] = {
      value: peak - firstPeak,
      text: `${before.toFixed(0)} MB antes; pico +${(firstPeak - before).toFixed(0)} MB na 1ª, +${Math.max(0, peak - firstPeak).toFixed(0)} MB nas ${RUNS - 1} seguintes; depois de cada: ${after.map((value) => value.toFixed(0)).join(', ')} MB`,
    }
  } finally {
    await server.stop()
  }
  try {
    const booking = await bookingMs(dataDir, seeded)
    result['reserva (booking_place)'] = { value: booking, text: `${booking.toFixed(1)} ms` }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  return result
}

const results = new Map<number, Result>()
for (const n of SIZES) results.set(n, await measure(n))

// The goal is a ratio: each view at the largest size within 2x of the same view at the smallest.
const [smallest, largest] = [SIZES[0]!, SIZES.at(-1)!]
const ratio = (label: string) => {
  const [small, large] = [results.get(smallest)?.[label]?.value, results.get(largest)?.[label]?.value]
  return small && large && label !== 'memória do servidor na exportação' ? `${(large / small).toFixed(1)}x` : '-'
}
const labels = [...new Set([...results.values()].flatMap((result) => Object.keys(result)))]
console.log(`\n| visão | ${SIZES.map((n) => `${n.toLocaleString('pt-BR')} orçamentos`).join(' | ')} | razão |`)
console.log(`|---|${SIZES.map(() => '---').join('|')}|---|`)
for (const label of labels)
  console.log(`| ${label} | ${SIZES.map((n) => results.get(n)?.[label]?.text ?? '-').join(' | ')} | ${ratio(label)} |`)
