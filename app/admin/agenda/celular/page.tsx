import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminHeader } from '@/components/admin/admin-header'
import { CalendarFeedForm } from '@/components/contacts/calendar-feed-form'
import { requireAdmin } from '@/lib/auth/guard'
import { env } from '@/lib/config/env'
import { calendarFeedCreated } from '@/lib/contacts/admin-contacts'
import { formatDateTimeBR } from '@/lib/dates'

export const metadata: Metadata = { title: 'Agenda no celular' }

/** The private calendar feed of the signed-in administrator: created or renewed here, shown once, with how to subscribe. */
export default async function PhoneCalendarPage() {
  const admin = await requireAdmin()
  const created = await calendarFeedCreated()
  return (
    <>
      <AdminHeader email={admin.email} current="agenda" />
      <main className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
        <Link href="/admin/agenda" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          ← Voltar à agenda
        </Link>
        <h2 className="text-2xl font-semibold text-ink">Agenda no celular</h2>
        <p className="text-muted">
          Um endereço secreto, só seu, que o Google Agenda e o Calendário do iPhone assinam: os eventos confirmados e as
          pré-reservas aparecem lá com horário, endereço, convidados e o link do orçamento (nunca o telefone ou o e-mail
          do cliente), e se atualizam sozinhos (o Google leva algumas horas; o iPhone, o intervalo que você escolher).
        </p>
        <p className="font-semibold">
          {created
            ? `Seu endereço atual foi criado em ${formatDateTimeBR(created)}.`
            : 'Você ainda não tem um endereço.'}
        </p>
        <CalendarFeedForm base={`${env.siteUrl}/api/agenda/`} exists={created !== null} />
        <section aria-labelledby="como-android" className="space-y-2">
          <h3 id="como-android" className="text-lg font-semibold text-ink">
            Android (Google Agenda)
          </h3>
          <ol className="list-decimal space-y-1 pl-5">
            <li>Copie o endereço acima.</li>
            <li>
              No computador, abra calendar.google.com com a mesma conta do celular (o app do Android não assina
              endereços).
            </li>
            <li>
              Em &quot;Outras agendas&quot;, toque em + e escolha &quot;Do URL&quot;; cole o endereço e confirme em
              &quot;Adicionar agenda&quot;.
            </li>
            <li>
              No celular, no app Google Agenda, em Configurações, abra a agenda nova e ligue &quot;Sincronizar&quot;.
            </li>
          </ol>
        </section>
        <section aria-labelledby="como-iphone" className="space-y-2">
          <h3 id="como-iphone" className="text-lg font-semibold text-ink">
            iPhone (Calendário)
          </h3>
          <ol className="list-decimal space-y-1 pl-5">
            <li>
              Toque no endereço que começa com webcal:// (ou, em Ajustes → Calendário → Contas → Adicionar Conta → Outra
              → Adicionar Calendário Assinado, cole o endereço).
            </li>
            <li>Confirme em &quot;Assinar&quot; e escolha &quot;Atualização automática&quot; de 1 hora.</li>
          </ol>
        </section>
        <p className="text-sm text-muted">
          Perdeu o celular ou passou o endereço para alguém? Renove: o endereço anterior deixa de funcionar na hora, e
          você assina o novo. Quem deixa de ser administrador perde o endereço.
        </p>
      </main>
    </>
  )
}
