import { defineField } from 'sanity'

/** A URL slug generated from the title; the Studio checks it is unique for the type. */
export function slugField(description: string) {
  return defineField({
    name: 'slug',
    title: 'Endereço (slug)',
    description,
    type: 'slug',
    options: { source: 'title', maxLength: 80 },
    validation: (rule) => rule.required().error('Gere o endereço a partir do título.'),
  })
}
