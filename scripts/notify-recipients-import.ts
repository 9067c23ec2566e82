import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createClient } from '@sanity/client'
import { parseEnv, serviceRoleKey } from '../lib/config/parse-env'
import { supabaseClient } from '../lib/config/supabase'
import { openEmbeddedDatabase } from '../lib/db/embedded-database'
import { DatabaseLockedError } from '../lib/db/lock'
import { parseRecipients } from '../lib/admin-settings/recipients-input'

// npm run avisos:importar [-- --apagar]
// Once, after the update that moved the new-quote recipients out of the Studio: copies the old
// site-settings field "quoteNotificationEmails" into the administrator's list (/admin/avisos,
// admin_settings.notify_recipients, kept with what is there), and with --apagar removes the field
// from the dataset, where anyone could read it through Sanity's public API.
if (existsSync('.env.local')) process.loadEnvFile('.env.local')
const { values } = parseArgs({ options: { apagar: { type: 'boolean', default: false } } })

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

const env = (() => {
  try {
    return parseEnv(process.env)
  } catch (error) {
    return fail(`Variáveis de ambiente inválidas: ${(error as Error).message}`)
  }
})()
const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID
const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET
const sanity =
  projectId && dataset
    ? createClient({
        projectId,
        dataset,
        apiVersion: '2025-10-01',
        useCdn: false,
        token: process.env.SANITY_API_WRITE_TOKEN || process.env.SANITY_API_READ_TOKEN,
      })
    : null

async function studioList(): Promise<string[]> {
  if (sanity)
    return (
      (await sanity.fetch<string[] | null>(
        `*[_id in ["siteSettings", "drafts.siteSettings"]].quoteNotificationEmails[]`,
      )) ?? []
    )
  // The bundled seed dataset: the site's own copy of site settings.
  const file = path.join(env.seedDir, 'data.ndjson')
  const settings = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; quoteNotificationEmails?: string[] })
    .find((document) => document._id === 'siteSettings')
  return settings?.quoteNotificationEmails ?? []
}

const found = await studioList()
const parsed = parseRecipients(found.join('\n'))
if (!parsed.ok) fail(`A lista do Studio tem um endereço inválido: ${parsed.message}`)
const fromStudio = parsed.ok ? parsed.recipients : []
console.log(
  fromStudio.length ? `No Studio: ${fromStudio.join(', ')}` : 'O Studio não tem endereços de aviso: nada a copiar.',
)

const merged = (existing: string[]) => {
  const result = parseRecipients([...existing, ...fromStudio].join('\n'))
  return result.ok ? result.recipients : fail(`A lista somada não cabe: ${result.message}`)
}

if (fromStudio.length && env.quotes.kind === 'supabase') {
  const key =
    serviceRoleKey(process.env) ||
    fail('Com o Supabase configurado, defina SUPABASE_SERVICE_ROLE_KEY para gravar a lista.')
  const supabase = supabaseClient(env.quotes, { key })
  const { data, error } = await supabase
    .from('admin_settings')
    .select('notify_recipients')
    .eq('id', true)
    .single<{ notify_recipients: string[] }>()
  if (error) fail(`Supabase recusou a leitura: ${error.message}`)
  const list = merged(data?.notify_recipients ?? [])
  const { error: written } = await supabase.from('admin_settings').update({ notify_recipients: list }).eq('id', true)
  if (written) fail(`Supabase recusou a gravação: ${written.message}`)
  console.log(`Avisos (Supabase): ${list.join(', ')}`)
} else if (fromStudio.length && env.quotes.kind === 'embedded') {
  const db = await openEmbeddedDatabase(env.quotes.dataDir).catch((error: unknown) =>
    fail(
      error instanceof DatabaseLockedError
        ? `${error.message}\nO comando precisa do banco só para ele: pare o servidor e rode de novo.`
        : String(error),
    ),
  )
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ notify_recipients: string[] }>('select notify_recipients from public.admin_settings where id'),
  )
  const list = merged(rows[0]?.notify_recipients ?? [])
  await db.asOwner((tx) => tx.query('update public.admin_settings set notify_recipients = $1 where id', [list]))
  await db.asOwner((tx) =>
    tx.query(
      `select public.audit_write('notify_recipients_changed', 'configuracoes:avisos', jsonb_build_object('origem', 'studio', 'destinatarios', $1::int))`,
      [list.length],
    ),
  )
  await db.close()
  console.log(`Avisos (banco embutido): ${list.join(', ')}`)
} else if (fromStudio.length) {
  fail(`Supabase configurado pela metade (falta ${env.quotes.kind === 'incomplete' ? env.quotes.missing : ''}).`)
}

if (values.apagar) {
  if (!sanity || !process.env.SANITY_API_WRITE_TOKEN)
    fail(
      'Para apagar o campo do conjunto de dados, defina NEXT_PUBLIC_SANITY_PROJECT_ID, NEXT_PUBLIC_SANITY_DATASET e SANITY_API_WRITE_TOKEN.',
    )
  const transaction = sanity!.transaction()
  for (const id of await sanity!.fetch<string[]>(
    `*[_id in ["siteSettings", "drafts.siteSettings"] && defined(quoteNotificationEmails)]._id`,
  ))
    transaction.patch(id, (patch) => patch.unset(['quoteNotificationEmails']))
  await transaction.commit()
  console.log('Campo quoteNotificationEmails apagado do Studio (publicado e rascunho).')
}
