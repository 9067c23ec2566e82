import { expect, test } from '@playwright/test'
import { openEmbeddedDatabase } from '../../lib/db/embedded-database'
import { startProductionServer, type ProductionServer } from '../../bench/support/production-server'
import { postQuote, quoteActionId } from '../../bench/support/quote-submission'
import { freePort } from '../../scripts/support/free-port'
import { migratedDataDir } from './support/database'
import { httpClient, sendQuoteAs } from './support/http-client'

// Browser-free: the quote action over HTTP against the production build, on servers of its own
// (the shared e2e server's address buckets belong to the other specs).
const forged = (n: number) => `198.51.100.${n}`

async function burst(server: ProductionServer, header: (n: number) => string) {
  const actionId = quoteActionId()
  const answers: string[] = []
  // One after another, as a script rotating its header would send them.
  for (let n = 0; n < 12; n++)
    answers.push(
      await postQuote(server.base, actionId, { name: `Forjado ${n}`, headers: { 'x-forwarded-for': header(n) } }),
    )
  return answers
}

const counts = (answers: string[]) => ({
  sent: answers.filter((a) => a === 'sent').length,
  limited: answers.filter((a) => a === 'rate-limited').length,
})

/** The forged submissions the server's database holds, read after the server stopped. */
async function storedForged(server: ProductionServer) {
  await server.stop()
  const db = await openEmbeddedDatabase(server.dataDir)
  try {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ n: number }>(`select count(*)::int as n from public."Orcamentos" where name like 'Forjado %'`),
    )
    return rows[0]?.n
  } finally {
    await db.close()
  }
}

test.describe('rotating forged X-Forwarded-For never multiplies a client allowance', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })

  test('with no trusted proxy (next start exposed directly): the browser keeping its id gets 8, whatever header it forges', async () => {
    const server = await startProductionServer(await freePort(), { dataDir: migratedDataDir('forjado-') })
    try {
      const client = httpClient(server.base)
      await client.request('/api/quote-service')
      const answers = []
      for (let n = 0; n < 12; n++)
        answers.push((await sendQuoteAs(client, { name: `Forjado ${n}` }, { 'x-forwarded-for': forged(n) })).status)
      expect(counts(answers)).toEqual({ sent: 8, limited: 4 })
      expect(await storedForged(server)).toBe(8)
    } finally {
      await server.dispose()
    }
  })

  test('behind one proxy that appends the address it saw: 8 stored, 4 refused, another visitor still served', async () => {
    const server = await startProductionServer(await freePort(), {
      dataDir: migratedDataDir('forjado-'),
      env: { TRUSTED_PROXIES: '1' },
    })
    try {
      expect(counts(await burst(server, (n) => `${forged(n)}, 203.0.113.9`))).toEqual({ sent: 8, limited: 4 })
      expect(
        await postQuote(server.base, quoteActionId(), {
          name: 'Outro visitante',
          headers: { 'x-forwarded-for': '203.0.113.10' },
        }),
      ).toBe('sent')
      expect(await storedForged(server)).toBe(8)
    } finally {
      await server.dispose()
    }
  })

  test('behind one proxy, an IPv6 client rotating addresses inside its /64 is one client', async () => {
    const server = await startProductionServer(await freePort(), {
      dataDir: migratedDataDir('forjado-'),
      env: { TRUSTED_PROXIES: '1' },
    })
    try {
      expect(counts(await burst(server, (n) => `2001:db8:7:8:${(n + 1).toString(16)}::1`))).toEqual({
        sent: 8,
        limited: 4,
      })
      expect(
        await postQuote(server.base, quoteActionId(), {
          name: 'Vizinho de outra rede',
          headers: { 'x-forwarded-for': '2001:db8:7:9::1' },
        }),
      ).toBe('sent')
    } finally {
      await server.dispose()
    }
  })
})
