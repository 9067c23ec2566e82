// npm run digest: asks the running server (next start) to send today's digest, as a system cron
// would call it; the server owns the database (the embedded one allows a single process). Sends
// nothing twice on the same day, however often it runs.
const base = (process.env.DIGEST_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')
const secret = process.env.CRON_SECRET

if (!secret) {
  console.error('Defina CRON_SECRET (o mesmo do servidor) para pedir o resumo do dia.')
  process.exit(1)
}

const response = await fetch(`${base}/api/cron/digest`, { headers: { authorization: `Bearer ${secret}` } }).catch((error: unknown) => {
  console.error(`Servidor indisponível em ${base}:`, error instanceof Error ? error.message : error)
  process.exit(1)
})
const body = (await response.json().catch(() => ({}))) as { outcome?: string }
const said: Record<string, string> = {
  sent: 'Resumo do dia enviado.',
  'already-sent': 'O resumo de hoje já tinha sido enviado.',
  'not-yet': 'Ainda não são 8h em São Paulo: nada enviado.',
  off: 'Resumo desligado: configure o SMTP e os destinatários (em Avisos ou QUOTE_NOTIFY_TO) e, com Supabase, CRON_SECRET no servidor.',
  failed: 'O envio falhou; a próxima execução tenta de novo.',
}
console.log(response.status === 401 ? 'CRON_SECRET recusado pelo servidor.' : (said[body.outcome ?? ''] ?? `Resposta inesperada: HTTP ${response.status}`))
process.exit(response.ok ? 0 : 1)

export {}
