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

/** A required plain-text field with a length limit the layout can hold. */
export function textField({ name, title, description, max = 200, rows, required = true, group, initialValue }: TextFieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    initialValue,
    type: rows ? 'text' : 'string',
    rows,
    validation: (rule) => {
      const limited = rule.max(max).error(`Use no máximo ${max} caracteres para caber no layout.`)
      return required ? limited.required().error(`Preencha "${title}".`) : limited
    },
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
    of: [{ type: 'string', validation: (rule) => rule.required().max(max).error(`Cada item pode ter até ${max} caracteres.`) }],
    validation: required ? (rule) => rule.required().min(1).error('Adicione pelo menos um item.') : undefined,
  })
}
