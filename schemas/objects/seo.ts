import { defineField, defineType, type ValidationContext } from 'sanity'
import { sanityApiVersion } from '../../lib/config/public-env'
import { imageField } from '../fields/image'

/** Where Google cuts a result's title. */
const GOOGLE_TITLE_MAX = 60

/** The tab title the site writes (lib/seo/metadata-tags.ts): this title, " | ", the business name. */
async function fullTitleWarning(value: string | undefined, context: ValidationContext) {
  if (!value) return true
  const name =
    (await context
      .getClient({ apiVersion: sanityApiVersion })
      .fetch<string | null>(`*[_id == "siteSettings"][0].businessName`)) ?? 'Buffet Festa em Casa'
  const suffix = ` | ${name}`
  const length = value.length + suffix.length
  if (length <= GOOGLE_TITLE_MAX) return true
  return `Com "${suffix}", que o site acrescenta, o título fica com ${length} caracteres e o Google corta depois de ${GOOGLE_TITLE_MAX}: use até ${Math.max(GOOGLE_TITLE_MAX - suffix.length, 0)} aqui.`
}

export const seo = defineType({
  name: 'seo',
  title: 'SEO e compartilhamento',
  type: 'object',
  description:
    'Como a página aparece no Google e quando alguém compartilha o link. Deixe em branco para usar o padrão.',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Título para o Google',
      description: 'Aparece na aba do navegador e no Google, seguido de " | " e do nome do buffet.',
      type: 'string',
      validation: (rule) => [
        rule.max(70).error('Use no máximo 70 caracteres.'),
        rule.custom(fullTitleWarning).warning(),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Descrição para o Google',
      description: 'Resumo de uma ou duas frases exibido abaixo do título nos resultados de busca.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(160).warning('O Google corta descrições com mais de 160 caracteres.'),
    }),
    imageField({
      name: 'image',
      title: 'Imagem de compartilhamento',
      description:
        'Mostrada no WhatsApp, Facebook e Instagram ao compartilhar o link, cortada em 1200 × 630 (1,91:1). Sem ela, a página usa a própria foto ou uma imagem gerada com o título.',
      required: false,
    }),
    defineField({
      name: 'noIndex',
      title: 'Esconder do Google',
      description: 'Ative só para páginas que não devem aparecer nas buscas.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})

/** The SEO block of a page, in its own tab when the document has tabs. */
export const seoField = (group?: string) =>
  defineField({
    name: 'seo',
    title: 'SEO e compartilhamento',
    description: 'Opcional: título, resumo e imagem desta página no Google e no WhatsApp.',
    type: 'seo',
    group,
  })
