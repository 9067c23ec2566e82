import { defineField } from 'sanity'

type ImageFieldOptions = {
  name: string
  title: string
  description: string
  required?: boolean
  group?: string
}

/** The alternative text every image carries: required, short enough for screen readers. */
export const altField = defineField({
  name: 'alt',
  title: 'Texto alternativo',
  description: 'Descreva a foto para quem usa leitor de tela e para o Google (ex.: "Mesa de doces com brigadeiros").',
  type: 'string',
  validation: (rule) => [
    rule.required().error('Descreva a imagem: o texto alternativo é obrigatório.'),
    rule.max(160).warning('Prefira até 160 caracteres: leitores de tela leem o texto inteiro.'),
  ],
})

// A text without a file passes "required" (the object is not empty), so the file is checked apart.
export const hasFile = (value: { asset?: unknown } | undefined) =>
  value && !value.asset ? 'Envie a foto: só o texto alternativo não basta.' : true

// The site cuts photos to each place's shape around the focus point, and honours the editor's crop.
const FOCUS = 'Em "Editar foco e recortar", ponha o círculo no que não pode ser cortado.'

/** An image with hotspot/crop and a required alternative text; the description ends with the focus reminder. */
export function imageField({ name, title, description, required = true, group }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description: `${description} ${FOCUS}`,
    group,
    type: 'image',
    options: { hotspot: true },
    fields: [altField],
    validation: (rule) => [...(required ? [rule.required().error('Escolha uma imagem.')] : []), rule.custom(hasFile)],
  })
}
