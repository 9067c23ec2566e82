// npm run holds: asks the running server to lapse the holds whose deposit deadline has passed (the
// daily job; idempotent, so running it again changes nothing).
import { askServer } from './ask-server'

await askServer('/api/cron/holds', (body) =>
  typeof body.lapsed === 'number'
    ? `${body.lapsed} pré-reserva(s) vencida(s) liberada(s).`
    : body.outcome === 'off'
      ? 'Com Supabase, defina CRON_SECRET no servidor e entre uma vez no painel.'
      : undefined,
)
