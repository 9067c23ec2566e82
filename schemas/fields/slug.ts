import { defineField } from 'sanity'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** "Opções de Menu: Crianças!" → "opcoes-de-menu-criancas": addresses without accents or spaces. */
export function slugify(source: string, maxLength = 80): string {
  return source
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '')
}

const slugFormat = (value: { current?: string } | undefined) =>
  !value?.current || SLUG_PATTERN.test(value.current) ? true : 'Use só letras minúsculas sem acento, números e hífens (ex.: festa-junina).'

type SlugFieldOptions = { source?: string; maxLength?: number; group?: string }

/**
 * A URL slug generated from the title with the "Gerar" button. Sanity's slug type also checks
 * that no other document of the same type uses it ("Slug já está em uso").
 */
export function slugField(description: string, { source = 'title', maxLength = 80, group }: SlugFieldOptions = {}) {
  return defineField({
    name: 'slug',
    title: 'Endereço (slug)',
    description,
    group,
    type: 'slug',
    options: { source, maxLength, slugify: (input: string) => slugify(input, maxLength) },
    // One rule only: the slug type's uniqueness check rides on every rule built from `rule`.
    validation: (rule) => rule.required().custom(slugFormat),
  })
}
