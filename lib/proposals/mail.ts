import { formatDateBR, formatDateTimeBR } from '../dates'
import type { ProposalContent } from './contract'
import { formatBRL } from './money'

export type ProposalMail = { subject: string; text: string }

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ')

const summary = (content: ProposalContent) => [
  ...content.lines.map((line) => `- ${line.description}: ${line.quantity} × ${formatBRL(line.unitCents)} = ${formatBRL(line.totalCents)}`),
  ...(content.discount.cents > 0 ? [`Desconto: -${formatBRL(content.discount.cents)}`] : []),
  `Total: ${formatBRL(content.totalCents)}`,
  `Sinal (${content.depositPercent}%): ${formatBRL(content.depositCents)}`,
]

/** To the business: the client accepted (who, when, which version), with the link to the quote in /admin. */
export function acceptedNotice(content: ProposalContent, { acceptedName, acceptedAt, adminUrl }: { acceptedName: string; acceptedAt: Date; adminUrl: string }): ProposalMail {
  const event = content.event.date ? ` (evento em ${formatDateBR(content.event.date)})` : ''
  return {
    subject: oneLine(`Proposta aceita: ${content.client.name}${event}`),
    text: [
      `${acceptedName} aceitou a proposta ${content.reference} (versão ${content.version}) em ${formatDateTimeBR(acceptedAt.toISOString())}.`,
      '',
      ...summary(content),
      '',
      `Quando o sinal cair, registre "Sinal recebido" no painel: ${adminUrl}`,
      '',
    ].join('\n'),
  }
}

/** To the client: a copy of what they accepted, with the link to it (and the deposit's Pix there). */
export function acceptedCopy(content: ProposalContent, { acceptedName, acceptedAt, proposalUrl }: { acceptedName: string; acceptedAt: Date; proposalUrl: string }): ProposalMail {
  return {
    subject: oneLine(`Sua proposta ${content.reference} aceita | ${content.business.name}`),
    text: [
      `Olá, ${acceptedName}!`,
      '',
      `Recebemos o seu aceite da proposta ${content.reference} em ${formatDateTimeBR(acceptedAt.toISOString())}. Esta é a sua cópia:`,
      '',
      ...summary(content),
      '',
      `A proposta completa, as condições e o Pix do sinal: ${proposalUrl}`,
      '',
      `${content.business.name} · ${content.business.phone} · ${content.business.email}`,
      '',
    ].join('\n'),
  }
}

/** The proposal sent by e-mail from the admin: who it is for and the link. */
export function proposalEmail(content: ProposalContent, proposalUrl: string): ProposalMail {
  return {
    subject: oneLine(`Sua proposta ${content.reference} | ${content.business.name}`),
    text: [
      `Olá, ${content.client.name}!`,
      '',
      `Segue a proposta do ${content.business.name} para o seu evento${content.event.date ? ` de ${formatDateBR(content.event.date)}` : ''}: ${formatBRL(content.totalCents)}, válida até ${formatDateBR(content.validUntil)}.`,
      '',
      `Veja, aceite ou recuse por aqui: ${proposalUrl}`,
      '',
      `${content.business.name} · ${content.business.phone}`,
      '',
    ].join('\n'),
  }
}
