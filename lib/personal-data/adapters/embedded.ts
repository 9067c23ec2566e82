import 'server-only'
import { anonymous } from '../../db/caller'
import { sharedEmbeddedDatabase } from '../../db/embedded-database'
import { personalDataError, type PersonalDataStore, type PersonRecords } from '../contract'

/** Personal data in the embedded PostgreSQL: the functions of the migration, called as the caller's role. */
export function embeddedPersonalDataStore(dataDir: string): PersonalDataStore {
  const database = () => sharedEmbeddedDatabase(dataDir)
  const failure = (what: string) => (error: unknown) => {
    throw personalDataError(what, error)
  }
  return {
    async find(caller, key, purpose) {
      const db = await database()
      return db
        .asCaller(caller, async (tx) => (await tx.query<{ data: PersonRecords }>('select public.person_data($1, $2) as data', [key, purpose])).rows[0]!.data)
        .catch(failure('buscar os dados da pessoa'))
    },

    async correct(caller, id, { name, email, phone, whatsapp, neighborhood }) {
      const db = await database()
      return db
        .asCaller(caller, async (tx) => (await tx.query<{ fields: string[] }>('select public.correct_quote_contact($1, $2, $3, $4, $5, $6) as fields', [id, name, email, phone, whatsapp, neighborhood])).rows[0]!.fields)
        .catch(failure('corrigir o contato'))
    },

    async anonymize(caller, key) {
      const db = await database()
      return db.asCaller(caller, async (tx) => (await tx.query<{ changed: number }>('select public.anonymize_person($1) as changed', [key])).rows[0]!.changed).catch(failure('anonimizar'))
    },

    async retentionMonths() {
      const db = await database()
      return db.asCaller(anonymous, async (tx) => (await tx.query<{ months: number }>('select public.retention_months() as months')).rows[0]!.months).catch(failure('ler o prazo de guarda'))
    },

    async setRetentionMonths(caller, months) {
      const db = await database()
      await db.asCaller(caller, (tx) => tx.query('select public.set_retention_months($1)', [months])).catch(failure('mudar o prazo de guarda'))
    },
  }
}
