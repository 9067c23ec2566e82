import type { StringInputProps } from 'sanity'
import { fillTemplate, messageTemplates, type MessageTemplateName } from '../../lib/content/message-templates'

// A made-up quote, so the preview reads like a real message without showing anyone's data.
const example: Record<string, string> = {
  nome: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  telefone: '11 987654321',
  whatsapp: '11 987654321',
  bairro: 'Vila Mariana',
  tipo_de_festa: 'Festa Infantil',
  convidados: '50',
  data: '20/12/2026',
  horario: '15:00',
  mensagem: 'Festa de 5 anos com tema de dinossauros.',
  buffet: 'Buffet Festa em Casa',
}

/** The template's field, with the markers it may use and the message it makes for an example quote. */
export function MessageTemplateInput(props: StringInputProps & { template: MessageTemplateName }) {
  const { template, value } = props
  const placeholders: Record<string, string> = messageTemplates[template].placeholders
  const values = template === 'followUpWhatsapp' ? { ...example, nome: 'Maria' } : example
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {props.renderDefault(props)}
      <p style={{ margin: 0, fontSize: 13, opacity: 0.75 }}>
        Marcadores:{' '}
        {Object.entries(placeholders)
          .map(([marker, meaning]) => `{${marker}} = ${meaning}`)
          .join('; ')}
        .
      </p>
      <figure
        style={{
          margin: 0,
          padding: 12,
          borderRadius: 6,
          border: '1px solid rgba(35, 124, 73, 0.4)',
          background: 'rgba(35, 124, 73, 0.06)',
        }}
      >
        <figcaption style={{ fontSize: 13, fontWeight: 600, marginBottom: 8 }}>Como fica (exemplo)</figcaption>
        <p style={{ margin: 0, fontSize: 13, whiteSpace: 'pre-wrap' }}>{fillTemplate(value ?? '', values)}</p>
      </figure>
    </div>
  )
}
