import { defineField } from 'sanity'
import { redirectDestination } from '../../lib/redirects/fixed'

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

function slugProblem(slug: string | undefined, basePath: string | undefined): string | true {
  if (!slug) return true
  if (!SLUG_PATTERN.test(slug)) return 'Use só letras minúsculas sem acento, números e hífens (ex.: festa-junina).'
  const destination = basePath && redirectDestination(`${basePath}/${slug}`)
  return destination ? `${basePath}/${slug} sempre redireciona para ${destination}: escolha outro endereço.` : true
}

/** basePath: where the documents live (/cardapios), so the slug cannot land on a redirected address. */
type SlugFieldOptions = { source?: string; maxLength?: number; group?: string; basePath?: string }

/**
 * A URL slug generated from the title with the "Gerar" button. Sanity's slug type also checks
 * that no other document of the same type uses it ("Slug já está em uso").
 */
export function slugField(
  description: string,
  { source = 'title', maxLength = 80, group, basePath }: SlugFieldOptions = {},
) {
  return defineField({
    name: 'slug',
    title: 'Endereço (slug)',
    description,
    group,
    type: 'slug',
    options: { source, maxLength, slugify: (input: string) => slugify(input, maxLength) },
    // One rule only: the slug type's uniqueness check rides on every rule built from `rule`.
    validation: (rule) =>
      rule.required().custom((value: { current?: string } | undefined) => slugProblem(value?.current, basePath)),
  })
}

/** The slug of a document with its own page under basePath (/cardapios/<slug>, /pacotes/<slug>, /blog/<slug>). */
export function pageSlugField(basePath: string, { group }: { group?: string } = {}) {
  return slugField(
    `Parte final do endereço: ${basePath}/<slug>. Clique em "Gerar"; mudar depois quebra links já compartilhados.`,
    { group, basePath },
  )
}
