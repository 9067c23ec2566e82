import 'server-only'
import { requireAdmin } from '../auth/guard'
import { getSiteChrome } from '../content/site'
import { currentRecipients } from '../mail/site-mailer'
import { withRetries } from '../retry'
import { getPersonalDataStore } from './store'
import type { PersonRecords } from './contract'
import { personExport, type PersonExport } from './export'
import { currentPersonKey } from './person-cookie'
import { parsePersonKey } from './person-key'
import { describeFailure } from '../log/describe-failure'

export type FoundPerson = { key: string; kind: 'email' | 'telefone'; records: PersonRecords }

/** The person the administrator searched for (the access is recorded), or null when none is chosen. */
export async function currentPerson(): Promise<FoundPerson | null> {
  const admin = await requireAdmin()
  const parsed = parsePersonKey((await currentPersonKey()) ?? '')
  if (!parsed.ok) return null
  return { key: parsed.key, kind: parsed.kind, records: await getPersonalDataStore().find(admin, parsed.key, 'search') }
}

// The business's name from the site settings; an export owed to a client never waits on the content service.
const controllerName = () =>
  getSiteChrome().then(
    ({ settings }) => settings.businessName,
    (error: unknown) => {
      console.error('[dados-pessoais] configurações do site ilegíveis para a exportação', describeFailure(error))
      return 'Buffet'
    },
  )

/** Everything about the current person for them, as a file ('json') or a printable page ('print'); recorded as an export. */
export async function exportCurrentPerson(
  format: 'json' | 'print',
): Promise<{ key: string; data: PersonExport } | null> {
  const admin = await requireAdmin()
  const parsed = parsePersonKey((await currentPersonKey()) ?? '')
  if (!parsed.ok) return null
  const [records, recipients, businessName] = await Promise.all([
    getPersonalDataStore().find(admin, parsed.key, format),
    currentRecipients(admin),
    controllerName(),
  ])
  return { key: parsed.key, data: personExport(records, { recipients }, businessName) }
}

/** The retention period, for the administrator's settings form. */
export async function adminRetentionMonths(): Promise<number> {
  await requireAdmin()
  return withRetries(() => getPersonalDataStore().retentionMonths())
}
