import type { BookingView, ProposalView } from '@/lib/proposals/contract'
import { formatDateBR, formatDateTimeBR } from '@/lib/dates'
import { ContactLinks } from './contact-links'

type Contact = { name: string; phone: string; whatsappUrl: string; email: string }

const tone = {
  good: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  stop: 'bg-amber-50 text-amber-950 ring-amber-300',
  done: 'bg-stone-100 text-stone-900 ring-stone-300',
}

/** Whom to call when the link can no longer be answered. */
function CallUs({ contact }: { contact: Contact }) {
  return (
    <p className="mt-2">
      Fale com o {contact.name}: <ContactLinks contact={contact} />
    </p>
  )
}

/** After acceptance: where the date stands (held until the deposit's deadline, reserved, or lapsed and freed). */
function BookingState({
  view,
  booking,
  contact,
}: {
  view: ProposalView
  booking: BookingView | null
  contact: Contact
}) {
  if (booking?.state === 'hold') {
    return (
      <p>
        Sua data, {formatDateBR(booking.day)}, está pré-reservada até{' '}
        <strong>{formatDateBR(booking.until ?? booking.day)}</strong>. Para confirmar a reserva, pague o sinal pelo Pix
        abaixo até essa data; sem o sinal, a data é liberada.
      </p>
    )
  }
  if (booking?.state === 'lapsed' || booking?.state === 'released') {
    return (
      <>
        <p className="font-semibold">
          {booking.state === 'lapsed' && booking.until
            ? `A pré-reserva de ${formatDateBR(booking.day)} venceu em ${formatDateBR(booking.until)} sem o pagamento do sinal, e a data foi liberada.`
            : `A pré-reserva de ${formatDateBR(booking.day)} foi cancelada e a data foi liberada.`}
        </p>
        <p>Para reservar de novo ou combinar outra data, fale com a gente.</p>
        <CallUs contact={contact} />
      </>
    )
  }
  if (view.depositPaid && view.content.depositCents > 0)
    return <p>Sinal recebido: sua data está reservada. Obrigado!</p>
  if (booking?.state === 'confirmed') return <p>Sua data, {formatDateBR(booking.day)}, está reservada. Obrigado!</p>
  return <p>Para reservar a data, pague o sinal pelo Pix abaixo.</p>
}

/** The banner above the document: accepted (and where the date stands), refused, expired or replaced. Nothing while the proposal is open. */
export function ProposalState({
  view,
  booking,
  contact,
}: {
  view: ProposalView
  booking: BookingView | null
  contact: Contact
}) {
  const box = (kind: keyof typeof tone, children: React.ReactNode) => (
    <div role="status" className={`rounded-2xl p-4 ring-1 ${tone[kind]}`}>
      {children}
    </div>
  )
  switch (view.state) {
    case 'accepted':
      return box(
        booking?.state === 'lapsed' || booking?.state === 'released' ? 'stop' : 'good',
        <>
          <p className="text-lg font-semibold">
            Proposta aceita por {view.acceptedName}
            {view.acceptedAt ? ` em ${formatDateTimeBR(view.acceptedAt)}` : ''}.
          </p>
          <BookingState view={view} booking={booking} contact={contact} />
        </>,
      )
    case 'refused':
      return box(
        'done',
        <>
          <p className="text-lg font-semibold">Você recusou esta proposta.</p>
          <p>Se mudar de ideia ou quiser outra proposta, fale com a gente.</p>
          <CallUs contact={contact} />
        </>,
      )
    case 'expired':
      return box(
        'stop',
        <>
          <p className="text-lg font-semibold">
            Esta proposta venceu em {formatDateBR(view.content.validUntil)} e não pode mais ser aceita.
          </p>
          <p>Peça uma proposta atualizada.</p>
          <CallUs contact={contact} />
        </>,
      )
    case 'replaced':
      return box(
        'stop',
        <>
          <p className="text-lg font-semibold">
            Esta proposta foi substituída por uma versão mais nova e não pode mais ser aceita.
          </p>
          <p>Use o link da proposta mais recente que enviamos, ou peça o link de novo.</p>
          <CallUs contact={contact} />
        </>,
      )
    default:
      return null
  }
}
