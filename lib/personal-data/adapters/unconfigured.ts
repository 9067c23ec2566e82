import 'server-only'
import { PersonalDataError, type PersonalDataStore } from '../contract'

/** The store while Supabase is only half configured: every call says so. */
export function unconfiguredPersonalDataStore(missing: string): PersonalDataStore {
  const refuse = async (): Promise<never> => {
    throw new PersonalDataError(`Supabase configurado pela metade: falta ${missing}`, { reason: 'unconfigured' })
  }
  return { find: refuse, correct: refuse, anonymize: refuse, retentionMonths: refuse, setRetentionMonths: refuse }
}
