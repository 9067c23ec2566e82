import { defineField } from 'sanity'

type TextFieldOptions = {
  name: string
  title: string
  description: string
  max?: number
  rows?: number
  required?: boolean
  group?: string
  initialValue?: string
}

// A Sanity rule carries one level and one message for all its checks, so each check is its own
// rule: otherwise a text that is too long would be reported as "Preencha …".
const tooLong = (max: number) => `Use no máximo ${max} caracteres para caber no layout.`

/** A plain-text field with a length limit the layout can hold; required unless told otherwise. */
export function textField({
  name,
  title,
  description,
  max = 200,
  rows,
  required = true,
  group,
  initialValue,
}: TextFieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    initialValue,
    type: rows ? 'text' : 'string',
    rows,
    validation: (rule) => [
      ...(required ? [rule.required().error(`Preencha "${title}".`)] : []),
      rule.max(max).error(tooLong(max)),
    ],
  })
}

/** A list of short texts, such as the items of a menu. */
export function textListField({ name, title, description, max = 160, required = true, group }: TextFieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'array',
    of: [
      {
        type: 'string',
        validation: (rule) => [
          rule.required().error('Escreva o item ou apague a linha vazia.'),
          rule.max(max).error(`Cada item pode ter até ${max} caracteres.`),
        ],
      },
    ],
    validation: required ? (rule) => rule.required().min(1).error('Adicione pelo menos um item.') : undefined,
  })
}
