import { defineField } from 'sanity'
import type { FixedText, TextSet } from '../../lib/content/fixed-texts'
import { textField } from '../fields/text'

// Each text: where it shows, and today's wording as the value a new dataset starts with.
const text =
  (fieldset?: string) =>
  ([name, title, where, value, max = 60]: FixedText) => ({
    ...textField({
      name,
      title,
      description: `${where} Ex.: "${value}".`,
      max,
      rows: max > 120 ? 3 : undefined,
      initialValue: value,
    }),
    fieldset,
  })

type Options = { name: string; title: string; description: string; group?: string; sets: readonly TextSet[] }

/** An object of fixed texts (labels, headings, buttons, messages), one collapsible box per set. */
export function fixedTextsField({ name, title, description, group, sets }: Options) {
  return defineField({
    name,
    title,
    description,
    type: 'object',
    group,
    validation: (rule) => rule.required().error(`Preencha "${title}".`),
    fieldsets: sets.map((set) => ({
      name: set.name,
      title: set.title,
      options: { collapsible: true, collapsed: set.collapsed ?? false },
    })),
    fields: sets.flatMap((set) => set.texts.map(text(set.name))),
  })
}

/** Plain text fields for a few texts that sit among a section's other fields. */
export const fixedTextFields = (texts: readonly FixedText[]) => texts.map(text())
