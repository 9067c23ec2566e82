import { formatDateBR, formatDateTimeBR } from '../dates'
import type { PixChange, PixShown, ProposalContent } from './contract'
import { formatBRL } from '../money'
import { amountInWords } from '../money/money-in-words'

export type ProposalMail = { subject: string; text: string }

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ')

const summary = (content: ProposalContent) => [
  ...content.lines.map(
    (line) => `- ${line.description}: ${line.quantity} × ${formatBRL(line.unitCents)} = ${formatBRL(line.totalCents)}`,
  ),
  ...(content.discount.cents > 0 ? [`Desconto: -${formatBRL(content.discount.cents)}`] : []),
  `Total: ${formatBRL(content.totalCents)}`,
  `Sinal (${content.depositPercent}%): ${formatBRL(content.depositCents)}`,
]

/** To the business: the client accepted (who, when, which version), with the link to the quote in /admin. */
export function acceptedNotice(
  content: ProposalContent,
  { acceptedName, acceptedAt, adminUrl }: { acceptedName: string; acceptedAt: Date; adminUrl: string },
): ProposalMail {
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

/** To the business: a client tried to accept, but the day had no room (or was blocked), so nothing was booked. */
export function unavailableNotice(
  content: ProposalContent,
  { attemptedAt, adminUrl }: { attemptedAt: Date; adminUrl: string },
): ProposalMail {
  const day = content.event.date ? formatDateBR(content.event.date) : 'a data do evento'
  return {
    subject: oneLine(`Aceite recusado: ${day} sem vaga (${content.client.name})`),
    text: [
      `${content.client.name} tentou aceitar a proposta ${content.reference} (versão ${content.version}) em ${formatDateTimeBR(attemptedAt.toISOString())}, mas ${day} está lotado ou bloqueado na agenda. Nada foi registrado.`,
      '',
      'O cliente viu o WhatsApp e o e-mail do buffet para combinar outra data. Se quiser reservar mesmo assim, pré-reserve a data no orçamento (o painel pede o motivo):',
      adminUrl,
      '',
    ].join('\n'),
  }
}

/** To the business: the client refused the proposal; the quote is back in "Em contato" with today as the next contact. */
export function refusedNotice(
  content: ProposalContent,
  { reason, refusedAt, adminUrl }: { reason: string | null; refusedAt: Date; adminUrl: string },
): ProposalMail {
  return {
    subject: oneLine(`Proposta recusada: ${content.client.name} (${content.reference})`),
    text: [
      `${content.client.name} recusou a proposta ${content.reference} (versão ${content.version}) em ${formatDateTimeBR(refusedAt.toISOString())}.`,
      `Motivo: ${reason ?? 'não informado'}`,
      '',
      'O orçamento voltou para "Em contato", com o motivo nas notas e o próximo contato para hoje. Dá para ajustar e enviar uma nova versão:',
      adminUrl,
      '',
    ].join('\n'),
  }
}

/** To the client: a copy of what they accepted, with the link to it (and the deposit's Pix there). */
export function acceptedCopy(
  content: ProposalContent,
  { acceptedName, acceptedAt, proposalUrl }: { acceptedName: string; acceptedAt: Date; proposalUrl: string },
): ProposalMail {
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

const pixLine = ({ key, beneficiary, city }: PixShown) =>
  `chave ${key}, favorecido ${beneficiary ?? '(nenhum)'}, cidade ${city ?? '(nenhuma)'}`

/** To every administrator: the deposit's Pix changed (masked key before and after, who, when). */
export function pixChangedNotice(
  change: PixChange,
  { settingsUrl, sessionsUrl }: { settingsUrl: string; sessionsUrl: string },
): ProposalMail {
  return {
    subject: 'A chave Pix foi alterada',
    text: [
      'A chave Pix do sinal das propostas foi alterada no painel.',
      '',
      `Antes: ${pixLine(change.before)}`,
      `Agora: ${pixLine(change.after)}`,
      `Quem mudou: ${change.by ?? 'não identificado'}`,
      `Quando: ${formatDateTimeBR(change.at)} (horário de São Paulo)`,
      '',
      'As propostas já enviadas continuam com o Pix com que foram enviadas; as próximas usam o novo.',
      `Se ninguém da equipe fez esta mudança, corrija em ${settingsUrl}, encerre as sessões que não reconhecer em ${sessionsUrl} e troque a senha.`,
      '',
    ].join('\n'),
  }
}

/**
 * To every administrator: the database stopped knowing the daily jobs' key, and the quotes since were
 * held for review. Sent by the server once it has the key again (a sign-in registers it); until then
 * "Avisos" shows it.
 */
export function jobKeyMissingNotice(
  since: string,
  { signInUrl, heldUrl }: { signInUrl: string; heldUrl: string },
): ProposalMail {
  return {
    subject: 'Pedidos retidos: faltou a chave das tarefas diárias',
    text: [
      `Em ${formatDateTimeBR(since)} (horário de São Paulo) o banco não reconhecia a chave das tarefas diárias deste servidor (CRON_SECRET).`,
      'Isso acontece depois de "Sair de todos os aparelhos", de uma senha nova ou de uma sessão encerrada em "Sessões".',
      '',
      `Os pedidos que chegaram nesse tempo ficaram retidos para revisão, sem o e-mail de cada um: confira em ${heldUrl}`,
      `Se ninguém entrou no painel desde então, entre uma vez para registrar a chave de novo: ${signInUrl}`,
      '',
    ].join('\n'),
  }
}

/** To the client: the receipt of a payment (the same facts as the printable one), with its link. */
export function receiptEmail(
  content: ProposalContent,
  {
    number,
    amountCents,
    paidOn,
    covers,
    balanceAfterCents,
    payer,
    receiptUrl,
  }: {
    number: number
    amountCents: number
    paidOn: string
    covers: string[]
    balanceAfterCents: number
    payer: string
    receiptUrl: string
  },
): ProposalMail {
  return {
    subject: oneLine(`Recibo nº ${number} | ${content.business.name}`),
    text: [
      `Olá, ${payer}!`,
      '',
      `Recebemos ${formatBRL(amountCents)} (${amountInWords(amountCents)}) em ${formatDateBR(paidOn)}, referente a ${covers.join(', ') || 'pagamento'} da proposta ${content.reference}.`,
      balanceAfterCents > 0
        ? `Saldo a pagar: ${formatBRL(balanceAfterCents)}.`
        : 'Com este pagamento, a proposta está quitada. Obrigado!',
      '',
      `O recibo para imprimir ou salvar em PDF: ${receiptUrl}`,
      '',
      content.business.name,
    ].join('\n'),
  }
}
