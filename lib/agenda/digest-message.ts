import { dayLabel } from '../dates/calendar'
import type { DigestContent } from './contract'
import { formatDateBR, formatDateTimeBR } from '../dates'
import { statusLabel } from '../quotes/status'

export type DigestMail = { subject: string; text: string }

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

const more = (shown: number, total: number) => (total > shown ? [`  ... e mais ${total - shown} no painel.`] : [])

/**
 * The morning e-mail: who to contact today (overdue first), new quotes nobody answered for more
 * than 24 hours, the holds whose deposit is due today or tomorrow, those past it with part of the
 * deposit paid, and those that lapsed, and the
 * confirmed events of the next 7 days (with those still missing an address), each with its link;
 * first of all, today's events with their sheets, and the follow-ups with three "Sem resposta".
 */
export function digestMail(
  content: DigestContent,
  { adminUrl, businessName }: { adminUrl: string; businessName: string },
): DigestMail {
  const link = (id: number) => `  ${adminUrl}/orcamentos/${id}`
  const name = (value: string | null, id: number) => value?.trim() || `Orçamento #${id}`
  const section = (title: string, total: number, lines: string[], empty: string) => [
    `${title} (${total})`,
    ...(lines.length ? lines : [`  ${empty}`]),
    '',
  ]

  const contacts = content.contacts.flatMap((quote) => [
    `- ${name(quote.name, quote.id)} (${statusLabel(quote.status)}): ${quote.next_contact < content.day ? `atrasado desde ${formatDateBR(quote.next_contact)}` : 'hoje'}${quote.date ? ` · evento em ${formatDateBR(quote.date)}` : ''}`,
    link(quote.id),
  ])
  const unanswered = content.unanswered.flatMap((quote) => [
    `- ${name(quote.name, quote.id)}: recebido em ${formatDateTimeBR(quote.created_at)}${quote.date ? ` · evento em ${formatDateBR(quote.date)}` : ''}`,
    link(quote.id),
  ])
  const events = content.events.flatMap((event) => [
    `- ${dayLabel(event.date)}${event.time ? ` às ${event.time}` : ''}: ${[name(event.name, event.id), event.neighborhood, event.guests !== null ? `${event.guests} convidados` : null].filter(Boolean).join(' · ')}`,
    link(event.id),
  ])

  const dueWhen = (until: string) => (until === content.day ? 'hoje' : 'amanhã')
  const holdsDue = content.holdsDue.flatMap((hold) => [
    `- ${name(hold.name, hold.id)}: evento em ${formatDateBR(hold.date)}, sinal até ${formatDateBR(hold.until)} (${dueWhen(hold.until)})`,
    link(hold.id),
  ])
  const lapsed = content.lapsed.flatMap((hold) => [
    `- ${name(hold.name, hold.id)}: evento em ${formatDateBR(hold.date)}; a data foi liberada e o orçamento voltou para Em contato`,
    link(hold.id),
  ])
  const toDecide = (content.toDecide ?? []).flatMap((hold) => [
    `- ${name(hold.name, hold.id)}: evento em ${formatDateBR(hold.date)}, prazo venceu em ${formatDateBR(hold.until)} com parte do sinal paga; a data segue reservada até você prorrogar ou liberar com a devolução`,
    link(hold.id),
  ])
  const todayEvents = (content.todayEvents ?? []).flatMap((event) => [
    `- ${event.time ?? 'horário a combinar'}: ${[name(event.name, event.id), event.neighborhood, event.guests !== null ? `${event.guests} convidados` : null].filter(Boolean).join(' · ')}`,
    `  Ficha: ${adminUrl}/orcamentos/${event.id}/ficha`,
  ])
  const noAnswer = (content.noAnswer ?? []).flatMap((quote) => [
    `- ${name(quote.name, quote.id)}: ${quote.tries} tentativas sem resposta seguidas (marque Perdido: sem resposta?)`,
    link(quote.id),
  ])
  const noAddress = content.missingAddress.flatMap((event) => [
    `- ${dayLabel(event.date)}: ${name(event.name, event.id)}`,
    link(event.id),
  ])
  // Only when there is something to say: the morning e-mail stays short.
  const optional = (title: string, lines: string[], count: number) =>
    count > 0 ? section(title, count, lines, '') : []

  const subject = `Resumo de ${formatDateBR(content.day)}: ${[
    plural(content.contactsTotal, 'contato', 'contatos'),
    plural(content.unansweredTotal, 'sem resposta', 'sem resposta'),
    plural(content.events.length, 'evento na semana', 'eventos na semana'),
  ].join(', ')} | ${businessName}`

  const text = [
    `Bom dia! O resumo de ${dayLabel(content.day).toLowerCase()} do ${businessName}.`,
    '',
    ...optional('EVENTOS DE HOJE', todayEvents, content.todayEvents?.length ?? 0),
    ...section(
      'PARA CONTATAR HOJE',
      content.contactsTotal,
      [...contacts, ...more(content.contacts.length, content.contactsTotal)],
      'Nenhum contato para hoje.',
    ),
    ...optional('TRÊS TENTATIVAS SEM RESPOSTA', noAnswer, content.noAnswer?.length ?? 0),
    ...section(
      'NOVOS SEM RESPOSTA HÁ MAIS DE 24 HORAS',
      content.unansweredTotal,
      [...unanswered, ...more(content.unanswered.length, content.unansweredTotal)],
      'Nenhum pedido esperando.',
    ),
    ...optional('PRÉ-RESERVAS COM PRAZO DO SINAL HOJE OU AMANHÃ', holdsDue, content.holdsDue.length),
    ...optional('SINAL PARCIAL: DECIDIR', toDecide, content.toDecide?.length ?? 0),
    ...optional('PRÉ-RESERVAS QUE VENCERAM SEM O SINAL', lapsed, content.lapsed.length),
    ...section('EVENTOS DOS PRÓXIMOS 7 DIAS', content.events.length, events, 'Nenhum evento fechado.'),
    ...optional('EVENTOS DA SEMANA SEM ENDEREÇO (complete no orçamento)', noAddress, content.missingAddress.length),
    `Painel: ${adminUrl}`,
    `Agenda: ${adminUrl}/agenda`,
    `Semana para imprimir: ${adminUrl}/agenda/semana`,
    '',
  ].join('\n')
  return { subject, text }
}
