import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AdminHeader } from '@/components/admin/admin-header'
import { EventSheet } from '@/components/contacts/event-sheet'
import { EventSheetForm } from '@/components/contacts/event-sheet-form'
import { PrintButton } from '@/components/admin/print-button'
import { requireAdmin } from '@/lib/auth/guard'
import { eventSheet, messageSettings } from '@/lib/contacts/admin-contacts'
import { situationWhatsappUrl } from '@/lib/contacts/whatsapp-templates'
import { getSiteChrome } from '@/lib/content/site'
import { recordId } from '@/lib/forms/form-id'
import { eventAddress } from '@/lib/quotes/display'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Ficha do evento #${recordId((await params).id) ?? ''}` }
}

/** "Ficha do evento": the sheet the team works from, printed on one page; administrators only. */
export default async function EventSheetPage({ params }: Props) {
  const admin = await requireAdmin()
  const id = recordId((await params).id)
  if (id === null) notFound()
  const [sheet, messages, { settings }] = await Promise.all([eventSheet(id), messageSettings(), getSiteChrome()])
  if (!sheet) notFound()
  const eve = situationWhatsappUrl(
    'day_before',
    messages.texts,
    {
      ...sheet,
      event_time: sheet.time,
      address: [eventAddress(sheet.address), sheet.neighborhood].filter(Boolean).join(' · ') || null,
    },
    settings.businessName,
  )
  return (
    <>
      <AdminHeader email={admin.email} current="agenda" />
      <main className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 print:max-w-none print:p-0">
        <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
          <Link
            href={`/admin/orcamentos/${sheet.id}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            ← Voltar ao orçamento
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            {eve ? (
              <a
                href={eve}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-full px-4 font-bold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
              >
                WhatsApp da véspera
              </a>
            ) : null}
            <PrintButton label="Imprimir ficha" />
          </div>
        </div>
        <h1 className="text-2xl font-semibold text-brand-800 print:text-lg print:text-black">Ficha do evento</h1>
        <EventSheet sheet={sheet} headingId="ficha-titulo" />
        <EventSheetForm id={sheet.id} notes={sheet.teamNotes} checklist={sheet.checklist} />
      </main>
    </>
  )
}
