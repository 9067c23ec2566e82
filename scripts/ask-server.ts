// What `npm run digest` and `npm run holds` share: ask the running server (next start) to run a
// daily job, as a system cron would call it; the server owns the database (the embedded one allows
// a single process). Prints what the server answered, in the words of `said`, and exits with it.
export async function askServer(
  path: string,
  said: (body: Record<string, unknown>) => string | undefined,
): Promise<never> {
  const base = (process.env.DIGEST_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')
  const secret = process.env.CRON_SECRET
  if (!secret) {
    console.error('Defina CRON_SECRET (o mesmo do servidor) para pedir a tarefa ao servidor.')
    process.exit(1)
  }
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${secret}` } }).catch(
    (error: unknown) => {
      console.error(`Servidor indisponível em ${base}:`, error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  console.log(
    response.status === 401
      ? 'CRON_SECRET recusado pelo servidor.'
      : (said(body) ?? `Resposta inesperada: HTTP ${response.status}`),
  )
  process.exit(response.ok ? 0 : 1)
}
