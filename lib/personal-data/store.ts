import 'server-only'
import { getRpc } from '../db'
import { anonymous, type Caller, type SignedInCaller } from '../db/caller'
import type { Rpc, SqlCall } from '../db/rpc'
import { personalDataError, type ContactFields, type PersonPurpose, type PersonRecords } from './contract'

/** Personal data (LGPD): each call one SQL function of the migrations, through the transport; a refusal says why (PersonalDataError). */
export function personalDataStore(rpc: Rpc) {
  const call = <T>(what: string, caller: Caller, ...call: SqlCall) =>
    rpc.value<T>(caller, ...call).catch((error: unknown) => {
      throw personalDataError(what, error)
    })
  return {
    /** Every record of the person an e-mail or phone names, recording the access for `purpose`. */
    find: (caller: SignedInCaller, key: string, purpose: PersonPurpose) =>
      call<PersonRecords>('buscar os dados da pessoa', caller, 'person_data', { p_key: key, p_purpose: purpose }),
    /** Corrects one quote's contact fields; returns the names of those that changed. */
    correct: async (
      caller: SignedInCaller,
      id: number,
      { name, email, phone, whatsapp, neighborhood }: ContactFields,
    ) =>
      (
        (await call<string[] | null>('corrigir o contato', caller, 'correct_quote_contact', {
          p_id: id,
          p_name: name,
          p_email: email,
          p_phone: phone,
          p_whatsapp: whatsapp,
          p_neighborhood: neighborhood,
        })) ?? []
      ).map(String),
    /** Anonymizes every quote of the person; returns how many quotes changed. */
    anonymize: async (caller: SignedInCaller, key: string) => {
      const changed = Number(await call('anonimizar', caller, 'anonymize_person', { p_key: key }))
      if (changed > 0) await rpc.eraseFromDisk?.()
      return changed
    },
    /** The retention period in months, as anyone may read it (the privacy page). */
    retentionMonths: async () => Number(await call('ler o prazo de guarda', anonymous, 'retention_months')),
    setRetentionMonths: async (caller: SignedInCaller, months: number) =>
      void (await call('mudar o prazo de guarda', caller, 'set_retention_months', { p_months: months })),
  }
}

export const getPersonalDataStore = () => personalDataStore(getRpc())
