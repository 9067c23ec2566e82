import { defineArrayMember, defineField } from 'sanity'

// Prices live with the content they price: one value used by the public page, its structured data
// and the administrator's proposals. Reais with up to two decimals here; the code converts them to
// centavos in one place (lib/money/index.ts, centavosFromReais).

const reais = (title: string, description: string, name = 'price') =>
  defineField({
    name,
    title,
    description,
    type: 'number',
    validation: (rule) => [
      rule.min(0).error('O preço não pode ser negativo.'),
      rule.precision(2).error('Use no máximo 2 casas decimais (centavos).'),
    ],
  })

/** Price per guest, minimum guests and extras of a menu or package; packages also choose whether the page shows the price. */
export function pricingFields(group: string, { showOnPage = false } = {}) {
  return [
    defineField({
      ...reais(
        'Preço por convidado (R$)',
        'Opcional. Usado nas propostas do painel e, se ligado abaixo, em "a partir de R$ X por convidado" na página. Ex.: 89,90.',
        'pricePerGuest',
      ),
      group,
    }),
    defineField({
      name: 'minGuests',
      title: 'Mínimo de convidados',
      description: 'Opcional. Numa proposta, o item por convidado é cobrado para pelo menos este número.',
      type: 'number',
      group,
      validation: (rule) => rule.integer().min(1).max(5000).error('Use um número inteiro de 1 a 5000.'),
    }),
    ...(showOnPage
      ? [
          defineField({
            name: 'showPrice',
            title: 'Mostrar "a partir de R$ X por convidado" na página',
            description:
              'Quando ligado e com preço por convidado, a página do pacote mostra o valor inicial (e o Google recebe a oferta).',
            type: 'boolean',
            initialValue: false,
            group,
          }),
        ]
      : []),
    defineField({
      name: 'extras',
      title: 'Adicionais com preço',
      description: 'Opcional. Itens que o painel oferece ao montar uma proposta (ex.: garçom extra, mesa de doces).',
      type: 'array',
      group,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'priceExtra',
          title: 'Adicional',
          fields: [
            defineField({
              name: 'name',
              title: 'Nome',
              description: 'Como aparece na proposta. Ex.: Garçom extra (5 horas).',
              type: 'string',
              validation: (rule) => [
                rule.required().error('Dê um nome ao adicional.'),
                rule.max(80).error('Use no máximo 80 caracteres.'),
              ],
            }),
            defineField({
              ...reais('Preço (R$)', 'Ex.: 250,00.'),
              validation: (rule) => [
                rule.required().error('Informe o preço.'),
                rule.min(0).error('O preço não pode ser negativo.'),
                rule.precision(2).error('Use no máximo 2 casas decimais (centavos).'),
              ],
            }),
            defineField({
              name: 'perGuest',
              title: 'Cobrado por convidado',
              description: 'Ligado: preço × convidados. Desligado: preço fixo.',
              type: 'boolean',
              initialValue: false,
            }),
          ],
          preview: {
            select: { title: 'name', price: 'price', perGuest: 'perGuest' },
            prepare: ({ title, price, perGuest }: { title?: string; price?: number; perGuest?: boolean }) => ({
              title,
              subtitle:
                price === undefined
                  ? ''
                  : `R$ ${price.toFixed(2).replace('.', ',')}${perGuest ? ' por convidado' : ' (fixo)'}`,
            }),
          },
        }),
      ],
    }),
  ]
}
