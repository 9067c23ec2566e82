// Every message the quote form's checks give a visitor, in one place. They stay in code, beside the
// rules they explain (the database checks the same rules), and the editor's guide lists them.

/** The message of each failing rule, by field; a text too long gets its field's limit (form-values.ts). */
export const quoteMessages = {
  nameRequired: 'Nome é obrigatório',
  nameTooLong: (max: number) => `Nome deve ter no máximo ${max} caracteres`,
  phoneInvalid: 'Formato de telefone inválido',
  whatsappInvalid: 'Formato de WhatsApp inválido',
  emailInvalid: 'Formato de email inválido',
  neighborhoodRequired: 'Bairro é obrigatório',
  neighborhoodTooLong: (max: number) => `Bairro deve ter no máximo ${max} caracteres`,
  partyTypeInvalid: 'Tipo de festa inválido',
  partyTypeRequired: 'Selecione pelo menos um tipo de festa',
  guestsRequired: 'Quantidade de convidados é obrigatória',
  guestsInvalid: 'Informe um número de convidados válido',
  dateRequired: 'Data do evento é obrigatória',
  dateInvalid: 'Informe uma data válida',
  datePast: 'A data do evento não pode estar no passado',
  timeRequired: 'Horário do evento é obrigatório',
  timeInvalid: 'Informe um horário válido',
  messageRequired: 'Mensagem é obrigatória',
  contactRequired: 'Informe ao menos um contato: WhatsApp, telefone ou e-mail',
  messageTooLong: (max: number) => `Mensagem deve ter no máximo ${max} caracteres`,
} as const

/** The hints shown while a phone or an e-mail is typed. */
export const typingHints = {
  phone: 'Formato inválido. Use: DDD + número (ex: 11 987654321 ou 11 34567890)',
  email: 'Email inválido. Use formato: nome@exemplo.com',
} as const
