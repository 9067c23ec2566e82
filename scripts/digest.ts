// npm run digest: asks the running server to send today's digest. Sends nothing twice on the same
// day, however often it runs.
import { askServer } from './ask-server'

const said: Record<string, string> = {
  sent: 'Resumo do dia enviado.',
  'already-sent': 'O resumo de hoje já tinha sido enviado.',
  'not-yet': 'Ainda não são 8h em São Paulo: nada enviado.',
  off: 'Resumo desligado: configure o SMTP e os destinatários (em Avisos ou QUOTE_NOTIFY_TO) e, com Supabase, CRON_SECRET no servidor.',
  failed: 'O envio falhou; a próxima execução tenta de novo.',
}

await askServer('/api/cron/digest', (body) => said[String(body.outcome ?? '')])
