import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingStore } from '@/lib/bookings/store'
import { contactsStore } from '@/lib/contacts/store'
import { server, type SignedInCaller } from '@/lib/db/caller'
import type { Rpc } from '@/lib/db/rpc'
import { mailStore } from '@/lib/mail/store'
import { personalDataStore } from '@/lib/personal-data/store'
import { frozenContent } from '@/lib/proposals/content'
import { proposalStore } from '@/lib/proposals/store'
import { quoteStore } from '@/lib/quotes/store'
import { textColumns, traces } from '../support/column-scan'
import { engines, type TestDatabase } from '../support/engines'
import { business, dayFromToday, newToken, proposalDraft, clientContract } from '../support/proposal'
import { newQuote, noLimits } from '../support/quote'
import { ownerDatabase } from '../support/owner-database'

// One person, with a distinctive string in every field the product lets them (or the staff about
// them) fill: two quotes, the event's address and the edits in a quote's history, a booking past a
// block with its reason, the event sheet's notes and checklist, a note, a lost reason's text, a
// corrected contact, a proposal with its conditions, payment terms and a free line, a refused version
// with its reason, an accepted version with the typed name, the CPF and the party's address, the
// answers' address and browser, a deposit, an accepted aditivo with the name typed again, and the e-mails about it all.
// After anonymize_person, every text and JSON column of every table of every schema we own (read
// from the catalog: a table added later is scanned too) is searched for each string: none may remain.
//
// A new text or JSON column fails here until it is listed in COLUMNS: as personal (then the person
// below must fill it with a distinctive string, and anonymization must clear it) or with why it never
// holds a person's data.

const PERSON = {
  name: 'Zuleika Quaresma Vintém',
  email: 'zuleika.quaresma@exemplo-zqx.com',
  phone: '11 975318642',
  whatsapp: '11 986420975',
  corrected: '11 964208531',
  neighborhood: 'Vila Quaresmeira',
  message: 'Festa surpresa ZQX-MENSAGEM para a Zuleika',
  secondMessage: 'Segundo pedido ZQX-SEGUNDO',
  note: 'Nota interna ZQX-NOTA: prefere ligação à noite',
  lost: 'Perdemos para ZQX-PERDA, prima dela',
  conditions: 'Condição especial ZQX-CONDICAO combinada com a Zuleika',
  paymentTerms: 'Pagamento ZQX-PAGAMENTO em três vezes',
  freeLine: 'Bolo com o nome ZQX-LINHA',
  refusal: 'Achei caro ZQX-RECUSA',
  refund: 'Devolvido à Zuleika ZQX-DEVOLUCAO',
  acceptedName: 'Zuleika Q. Vintém ZQX-ACEITE',
  amendedName: 'Zuleika Quaresma ZQX-ADITIVO',
  address: '198.51.100.77',
  userAgent: 'Mozilla/5.0 (ZQX-NAVEGADOR)',
  newNeighborhood: 'Jardim ZQX-NOVOBAIRRO',
  newMessage: 'Mensagem corrigida ZQX-MENSAGEM2',
  cep: '04571-936',
  street: 'Rua ZQX-RUA',
  number: 'ZQX-77',
  complement: 'Bloco ZQX-COMPLEMENTO',
  city: 'Cidade ZQX-CIDADE',
  override: 'A Zuleika é cliente antiga ZQX-RESERVA',
  teamNotes: 'Portão lateral: chamar a Zuleika ZQX-EQUIPE',
  checklist: 'Levar o bolo da ZQX-LISTA',
  cpf: '98765432100',
  eventAddress: {
    cep: '04571-938',
    street: 'Rua ZQX-FESTARUA',
    number: 'ZQX-88',
    complement: 'Salão ZQX-SALAO',
    neighborhood: 'Bairro ZQX-FESTABAIRRO',
    city: 'Cidade ZQX-FESTACIDADE',
  },
}

// Every distinctive string, and the pieces a column may keep of one (the digits of a phone).
const NEEDLES = [
  'Zuleika',
  'Quaresma',
  'Vintém',
  PERSON.email,
  '975318642',
  '986420975',
  '964208531',
  'Quaresmeira',
  'ZQX-MENSAGEM',
  'ZQX-SEGUNDO',
  'ZQX-NOTA',
  'ZQX-PERDA',
  'ZQX-CONDICAO',
  'ZQX-PAGAMENTO',
  'ZQX-LINHA',
  'ZQX-RECUSA',
  'ZQX-DEVOLUCAO',
  'ZQX-ACEITE',
  PERSON.address,
  'ZQX-NAVEGADOR',
  'ZQX-NOVOBAIRRO',
  'ZQX-MENSAGEM2',
  PERSON.cep,
  '04571936',
  'ZQX-RUA',
  'ZQX-77',
  'ZQX-COMPLEMENTO',
  'ZQX-CIDADE',
  'ZQX-RESERVA',
  'ZQX-EQUIPE',
  'ZQX-LISTA',
  PERSON.cpf,
  '987.654.321-00',
  PERSON.eventAddress.cep,
  '04571938',
  'ZQX-FESTARUA',
  'ZQX-88',
  'ZQX-SALAO',
  'ZQX-FESTABAIRRO',
  'ZQX-FESTACIDADE',
]

const personal = 'personal: the person fills it below, and anonymization clears it'

/** Every text and JSON column of every table we own: whether it holds a person's data, and if not, why. */
const COLUMNS: Record<string, string> = {
  'auth.users.aud': "the staff's accounts (Supabase Auth), not the clients'",
  'auth.users.email': "the staff's accounts",
  'auth.users.encrypted_password': "the staff's accounts",
  'auth.users.raw_app_meta_data': "the staff's accounts",
  'auth.users.raw_user_meta_data': "the staff's accounts",
  'auth.users.role': "the staff's accounts",
  'public.Orcamentos.address_cep': personal,
  'public.Orcamentos.address_city': personal,
  'public.Orcamentos.address_complement': personal,
  'public.Orcamentos.address_number': personal,
  'public.Orcamentos.address_street': personal,
  'public.Orcamentos.client_cpf': personal,
  'public.Orcamentos.email': personal,
  'public.Orcamentos.last_note': personal,
  'public.Orcamentos.lead_source': 'a code from the Studio’s list (instagram, indicacao…)',
  'public.Orcamentos.lost_reason': 'a code from a fixed list',
  'public.Orcamentos.lost_reason_detail': personal,
  'public.Orcamentos.message': personal,
  'public.Orcamentos.name': personal,
  'public.Orcamentos.neighborhood': personal,
  'public.Orcamentos.notification_status': 'a code',
  'public.Orcamentos.party_type': 'codes from a fixed list',
  'public.Orcamentos.phone': personal,
  'public.Orcamentos.search_text': personal,
  'public.Orcamentos.status': 'a code',
  'public.Orcamentos.whatsapp': personal,
  'public.admin_alerts.detail': "the business's Pix, masked, and the staff member who changed it",
  'public.admin_alerts.kind': 'a code',
  'public.admin_sessions.end_reason': "a code, of the staff's sessions",
  'public.admin_sessions.user_agent': "the staff's browsers",
  'public.admin_settings.job_key_sha256': "a hash of the server's key",
  'public.admin_settings.notify_recipients': "the staff's addresses",
  'public.admin_settings.pix_beneficiary': "the business's Pix",
  'public.admin_settings.cancellation_tiers': "the business's cancellation policy: days and percentages",
  'public.admin_settings.legal_address': "the business's identity on receipts",
  'public.admin_settings.legal_city': "the business's identity on receipts",
  'public.admin_settings.legal_document': "the business's identity on receipts (its CNPJ or the owner's CPF)",
  'public.admin_settings.legal_name': "the business's identity on receipts",
  'public.admin_settings.pix_city': "the business's Pix",
  'public.admin_settings.pix_key': "the business's Pix",
  'public.admin_settings.review_url': "the business's Google review link",
  'public.audit_log.action': 'a code',
  'public.audit_log.actor_email': 'the staff member who acted',
  'public.audit_log.detail': 'ids, codes and hashes only (never a value a person typed): scanned like every column',
  'public.audit_log.subject': 'an id, or a hash of the person searched for',
  'public.bookings.confirmed_via': 'a code',
  'public.bookings.created_by_email': 'the staff member who booked',
  'public.bookings.kind': 'a code',
  'public.bookings.override_reason': personal,
  'public.bookings.release_reason': 'a code',
  'public.bookings.source': 'a code',
  'public.blocked_dates.note': 'the staff’s note about a day (a holiday, a reform), not tied to a quote',
  'public.digest_runs.status': 'a code',
  'public.event_sheets.checklist': personal,
  'public.event_sheets.team_notes': personal,
  'public.mail_log.kind': 'a code',
  'public.mail_log.recipients': personal,
  'public.orcamento_notas.author_email': 'the staff member who wrote the note',
  'public.orcamento_notas.body': personal,
  'public.personal_data_secret.secret': 'the secret of the hashes of the audit log',
  'public.proposal_acceptances.client_address': personal,
  'public.proposal_acceptances.content_sha256': 'a hash of the document accepted',
  'public.proposal_acceptances.cpf': personal,
  'public.proposal_acceptances.event_address': personal,
  'public.proposal_acceptances.full_name': personal,
  'public.proposal_acceptances.user_agent': personal,
  'public.proposal_amendment_acceptances.client_address': personal,
  'public.proposal_amendment_acceptances.content_sha256': 'a hash of the document accepted',
  'public.proposal_amendment_acceptances.full_name': personal,
  'public.proposal_amendment_acceptances.user_agent': personal,
  'public.proposal_lines.description': personal,
  'public.proposal_payments.issuer': "the business's identity when the receipt was issued",
  'public.proposal_payments.kind': 'a code (payment, reversal, refund)',
  'public.proposal_payments.method': 'a code (pix, dinheiro, cartao, transferencia)',
  'public.proposal_payments.reason': personal,
  'public.proposal_payments.recorded_by_email': 'the staff member who recorded the deposit',
  'public.proposal_refusals.client_address': personal,
  'public.proposal_refusals.reason': personal,
  'public.proposal_refusals.user_agent': personal,
  'public.proposal_versions.content': personal,
  'public.proposal_versions.content_sha256': 'a hash of the document sent',
  'public.proposal_versions.issuer': "the business's identity when the version was sent",
  'public.proposal_versions.link_salt': "the link's salt (cleared with the link)",
  'public.proposal_versions.pix_beneficiary': "the business's Pix the version was sent with",
  'public.proposal_versions.pix_city': "the business's Pix",
  'public.proposal_versions.pix_key': "the business's Pix",
  'public.proposal_versions.status': 'a code',
  'public.proposals.conditions': personal,
  'public.proposals.discount_kind': 'a code',
  'public.proposals.schedule': 'the draft installments: codes, amounts and due dates the staff types, never a text',
  'public.proposals.payment_terms': personal,
  'public.proposals.status': 'a code',
  'public.quote_stats.lead_source': 'codes, counted',
  'public.quote_stats.lost_reason': 'codes, counted',
  'public.quote_stats.party_type': 'codes, counted',
  'public.quote_stats.status': 'codes, counted',
  'public.quote_history.actor_email': 'the staff member who changed the field',
  'public.quote_history.field': 'a column name from a fixed list',
  'public.quote_history.new_value': personal,
  'public.quote_history.old_value': personal,
  'public.quote_history.source': 'a code',
  'public.rate_limits.key': 'a limit’s key: a network address or a random id, pruned within a day',
  'public.sign_in_known_browsers.client': 'a random browser id the site signed',
  'public.sign_in_known_browsers.email': 'the staff member’s sign-in e-mail',
  'public.site_contact_seen.email': "the business's e-mail as the Studio published it",
  'public.site_contact_seen.whatsapp': "the business's WhatsApp as the Studio published it",
  'public.whatsapp_templates.body': "the owner's message texts, with placeholders for the client's name",
  'public.whatsapp_templates.name': 'a code: which situation',
  'supabase_migrations.schema_migrations.name': 'the migrations’ names',
  'supabase_migrations.schema_migrations.version': 'the migrations’ versions',
}

describe.each(engines())(
  'anonymizing a person leaves none of their strings on $name',
  { timeout: 300_000 },
  (engine) => {
    let db: TestDatabase
    let rpc: Rpc
    let admin: SignedInCaller
    let acceptedToken: string
    const evidence = { clientAddress: PERSON.address, userAgent: PERSON.userAgent }
    const idOf = async (submission: string) =>
      (
        await db.asOwner((tx) =>
          tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [
            submission,
          ]),
        )
      ).rows[0]!.id

    beforeAll(async () => {
      ;({ db, rpc, admin } = await ownerDatabase(engine))
      const quotes = quoteStore(rpc)
      const proposals = proposalStore(rpc)
      const mail = mailStore(rpc)
      const people = personalDataStore(rpc)
      const bookings = bookingStore(rpc)

      // Two quotes from the form, as the server stores them.
      const first = newQuote({
        name: PERSON.name,
        email: PERSON.email,
        phone: PERSON.phone,
        whatsapp: PERSON.whatsapp,
        neighborhood: PERSON.neighborhood,
        message: PERSON.message,
        lead_source: 'instagram',
      })
      const second = newQuote({
        name: PERSON.name,
        email: PERSON.email.toUpperCase(),
        phone: PERSON.phone,
        whatsapp: PERSON.whatsapp,
        neighborhood: PERSON.neighborhood,
        message: PERSON.secondMessage,
      })
      for (const quote of [first, second])
        expect(await quotes.intake(quote, noLimits)).toEqual({ outcome: 'stored', suspect: false, summary: false })
      const lostId = await idOf(first.submission_id)
      const wonId = await idOf(second.submission_id)
      await mail.record(server, 'novo_orcamento', ['equipe@buffet.com.br'], first.submission_id)

      // The staff's work on the first: the event's day, place and message edited (each change in its
      // history), the new day held past a block with the reason written out, a note, the WhatsApp
      // corrected, then lost with the reason written out.
      const heldDay = dayFromToday(400)
      await quotes.update(admin, lostId, {
        date: heldDay,
        neighborhood: PERSON.newNeighborhood,
        message: PERSON.newMessage,
        address_cep: PERSON.cep,
        address_street: PERSON.street,
        address_number: PERSON.number,
        address_complement: PERSON.complement,
        address_city: PERSON.city,
      })
      await bookings.blockDate(admin, heldDay, 'Folga da equipe')
      await bookings.hold(admin, lostId, heldDay, dayFromToday(3), PERSON.override)
      await quotes.addNote(admin, lostId, PERSON.note)
      // The event sheet the owner writes for the team.
      expect(await contactsStore(rpc).saveEventSheet(admin, lostId, PERSON.teamNotes, [PERSON.checklist])).toBe(true)
      await people.correct(admin, lostId, {
        name: PERSON.name,
        email: PERSON.email,
        phone: PERSON.phone,
        whatsapp: PERSON.corrected,
        neighborhood: PERSON.neighborhood,
      })
      expect(await quotes.setStatus(admin, lostId, 'perdido', { reason: 'outro', detail: PERSON.lost })).toBe(true)

      // The second is won: a proposal refused once, sent again, accepted, the deposit paid, every e-mail recorded.
      const draft = proposalDraft({
        conditions: PERSON.conditions,
        paymentTerms: PERSON.paymentTerms,
        lines: [
          { description: 'Pacote Kids', unitCents: 8990, quantity: 60 },
          { description: PERSON.freeLine, unitCents: 25000, quantity: 1 },
        ],
      })
      const send = async (amendment = false) => {
        const proposalId = await proposals.save(admin, wonId, draft, amendment)
        const current = (await proposals.get(admin, wonId))!
        const quote = (await quotes.get(admin, wonId))!
        const content = frozenContent({ proposalId, version: current.currentVersion + 1, draft, quote, business })
        const link = { token: newToken(), salt: newToken() }
        await proposals.send(admin, proposalId, link, content, amendment)
        await mail.record(admin, 'proposta', [PERSON.email], link.token)
        return { proposalId, token: link.token }
      }
      const refused = await send()
      expect(await proposals.refuse(refused.token, PERSON.refusal, evidence)).toMatchObject({ outcome: 'refused' })
      const accepted = await send()
      acceptedToken = accepted.token
      expect(
        await proposals.accept(
          accepted.token,
          { fullName: PERSON.acceptedName, cpf: PERSON.cpf, address: PERSON.eventAddress },
          evidence,
        ),
      ).toMatchObject({ outcome: 'accepted' })
      await mail.record(server, 'aceite', ['equipe@buffet.com.br'], accepted.token)
      await mail.record(server, 'copia_aceite', [PERSON.email], accepted.token)
      await proposals.recordPayment(admin, accepted.proposalId, {
        amountCents: 100_00,
        paidOn: dayFromToday(0),
        method: 'pix',
      })
      await proposals.recordRefund(admin, accepted.proposalId, {
        amountCents: 10_00,
        paidOn: dayFromToday(0),
        method: 'pix',
        reason: PERSON.refund,
      })
      // An aditivo, accepted with a name typed again.
      const amended = await send(true)
      expect(
        await proposals.accept(
          amended.token,
          { fullName: PERSON.amendedName, cpf: PERSON.cpf, address: PERSON.eventAddress },
          evidence,
        ),
      ).toMatchObject({ outcome: 'accepted' })

      // The person asked for their data first (the search and the export are in the audit log).
      await people.find(admin, PERSON.email, 'json')
    }, 600_000)
    afterAll(() => engine.stop())

    it('knows every text and JSON column there is: a new one is classified here before it ships', async () => {
      const columns = await db.asOwner(async (tx) =>
        (await textColumns(tx)).map(
          ({ table_schema, table_name, column_name }) => `${table_schema}.${table_name}.${column_name}`,
        ),
      )
      expect(columns.sort()).toEqual(Object.keys(COLUMNS).sort())
    })

    it('had the person in every personal column before (each holds one of their strings)', async () => {
      const held = new Set(
        (await traces(db, NEEDLES, (column) => COLUMNS[column] === personal)).map((hit) => hit.split(': ')[0]),
      )
      expect(Object.keys(COLUMNS).filter((column) => COLUMNS[column] === personal && !held.has(column))).toEqual([])
    })

    it('anonymizes both quotes and then finds none of the strings in any column of any table', async () => {
      expect(await personalDataStore(rpc).anonymize(admin, PERSON.email)).toBe(2)
      expect(await traces(db, NEEDLES)).toEqual([])
    })

    it('answers the accepted version’s link like an unknown one, and the admin has no link to show', async () => {
      const proposals = proposalStore(rpc)
      expect(await proposals.view(acceptedToken)).toBeNull()
      expect(await proposals.accept(acceptedToken, clientContract('Outra Pessoa'), evidence)).toEqual({
        outcome: 'not_found',
      })
      const { rows } = await db.asOwner((tx) =>
        tx.query<{ orcamento_id: number }>('select orcamento_id::int as orcamento_id from public.proposals'),
      )
      const stored = await proposals.get(admin, rows[0]!.orcamento_id)
      expect(stored!.versions.map(({ linkSalt }) => linkSalt)).toEqual([null, null, null])
      // The business keeps its figures: totals, deposit paid, the document's hash.
      expect(stored!.versions.map(({ totalCents }) => totalCents)).toEqual(expect.arrayContaining([expect.any(Number)]))
      expect(stored!.payments).toEqual([
        expect.objectContaining({ amountCents: 100_00 }),
        expect.objectContaining({ kind: 'refund', amountCents: 10_00, reason: null }),
      ])
    })
  },
)
