// What the dashboard and the quote page say after a follow-up's outcome or a review action (the
// actions come back with a code in the address, so the message shows with and without scripts).

const outcomes: Record<string, string> = {
  sem_resposta: 'Registrado: sem resposta. Próximo contato em 2 dias.',
  retornar: 'Registrado: retornar no dia escolhido.',
  fechado: 'Registrado: fechado (ganho).',
  perdido: 'Registrado: perdido.',
  ja: 'Esse contato já tinha sido registrado (em outro aparelho ou num toque repetido).',
}

const reviews: Record<string, { text: string; problem: boolean }> = {
  recebida: { text: 'Avaliação recebida registrada.', problem: false },
  'sem-link': { text: 'Cadastre o link de avaliação em Mensagens de WhatsApp para pedir avaliações.', problem: true },
  'sem-numero': { text: 'O cliente não tem um WhatsApp ou telefone válido.', problem: true },
  'antes-da-festa': { text: 'A avaliação só pode ser pedida depois da festa de um orçamento fechado.', problem: true },
  'nao-fechado': { text: 'Só um orçamento fechado recebe avaliação.', problem: true },
  invalido: { text: 'Orçamento inválido.', problem: true },
  falhou: { text: 'Não foi possível registrar. Tente novamente.', problem: true },
}

/** The message for the address's `registrado` or `avaliacao` code; null for none or an unknown one. */
export function contactNotice(
  query: Record<string, string | string[] | undefined>,
): { text: string; problem: boolean } | null {
  const { registrado, avaliacao } = query
  if (typeof registrado === 'string' && Object.hasOwn(outcomes, registrado))
    return { text: outcomes[registrado]!, problem: false }
  return typeof avaliacao === 'string' && Object.hasOwn(reviews, avaliacao) ? reviews[avaliacao]! : null
}
