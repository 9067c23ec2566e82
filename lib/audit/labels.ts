/** What each action code means, in the admin's words. Codes without a label are shown as they are. */
const labels: Record<string, string> = {
  sign_in: 'Entrada no painel',
  csv_export: 'Exportação CSV',
  quote_opened: 'Orçamento aberto',
  status_changed: 'Status alterado',
  person_search: 'Busca de dados pessoais',
  person_export: 'Exportação de dados pessoais',
  contact_corrected: 'Contato corrigido',
  anonymized: 'Anonimização',
  retention_run: 'Anonimização automática (prazo de guarda)',
  retention_changed: 'Prazo de guarda alterado',
  proposal_sent: 'Proposta enviada',
  proposal_accepted: 'Proposta aceita',
  proposal_refused: 'Proposta recusada',
  deposit_recorded: 'Sinal registrado',
  session_revoked: 'Sessão encerrada',
  date_blocked: 'Data bloqueada',
  date_unblocked: 'Data desbloqueada',
  digest_sent: 'Resumo diário enviado',
  notify_recipients_changed: 'Destinatários dos avisos alterados',
  sign_in_attack: 'Aviso de muitas tentativas de senha',
  job_key_set: 'Chave das tarefas diárias registrada',
  quote_created: 'Orçamento criado no painel',
  quote_edited: 'Orçamento editado',
  booking_placed: 'Data reservada',
  booking_override: 'Reserva acima da capacidade',
  booking_released: 'Reserva liberada',
  booking_lapsed: 'Pré-reserva vencida sem o sinal',
  acceptance_unavailable: 'Aceite recusado: data sem vaga',
  acceptance_outdated: 'Aceite recusado: proposta desatualizada',
  hold_days_changed: 'Prazo para o sinal alterado',
  whatsapp_template_changed: 'Mensagem de WhatsApp alterada',
  review_url_changed: 'Link de avaliação alterado',
  calendar_feed_renewed: 'Endereço da agenda no celular criado ou renovado',
  password_confirmed: 'Senha confirmada para mudar o Pix',
  doors_closed: 'Agenda e chave das tarefas revogadas com as sessões',
}

export const auditActionLabel = (action: string) => labels[action] ?? action

/** The known codes, for the filter of the audit page. */
export const knownAuditActions = Object.keys(labels)
