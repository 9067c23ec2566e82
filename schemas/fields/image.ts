import { defineField } from 'sanity'

type ImageFieldOptions = {
  name: string
  title: string
  description: string
  required?: boolean
  group?: string
}

/** An image with hotspot/crop and a required alternative text. */
export function imageField({ name, title, description, required = true, group }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'image',
    options: { hotspot: true },
    fields: [
      defineField({
        name: 'alt',
        title: 'Texto alternativo',
        description: 'Descreva a foto para quem usa leitor de tela e para o Google (ex.: "Mesa de doces com brigadeiros").',
        type: 'string',
        validation: (rule) =>
          rule.required().error('Descreva a imagem: o texto alternativo é obrigatório.').max(160).warning('Prefira até 160 caracteres.'),
      }),
    ],
    validation: required ? (rule) => rule.required().error('Escolha uma imagem.') : undefined,
  })
}
