import { defineField } from 'sanity'

/** The palette choices the site knows how to draw; the page maps each to brand tokens. */
export const themes = [
  { title: 'Verde', value: 'green' },
  { title: 'Creme', value: 'cream' },
  { title: 'Laranja', value: 'orange' },
  { title: 'Rosa', value: 'pink' },
  { title: 'Amarelo', value: 'yellow' },
] as const

export function themeField(group?: string) {
  return defineField({
    name: 'theme',
    title: 'Cor de destaque',
    description: 'Cor do topo da página e do cartão em /cardapios.',
    type: 'string',
    group,
    options: { list: [...themes], layout: 'radio', direction: 'horizontal' },
    initialValue: 'green',
    validation: (rule) => rule.required().error('Escolha uma cor.'),
  })
}
