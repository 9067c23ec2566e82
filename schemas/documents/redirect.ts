import { TransferIcon } from '@sanity/icons/Transfer'
import { defineField, defineType, type ValidationContext } from 'sanity'
import { redirectDestination } from '../../lib/redirects/fixed'

const PATH = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/

// Two redirects from one address would leave the site to pick one at random.
async function usedElsewhere(from: string, { document, getClient }: ValidationContext) {
  const id = document?._id.replace(/^drafts\./, '') ?? ''
  const others = await getClient({ apiVersion: '2025-01-01' }).fetch<number>(
    'count(*[_type == "redirect" && from == $from && !(_id in [$id, "drafts." + $id])])',
    { from, id },
  )
  return others > 0
}

/** An old address that sends visitors to a new one, read by the site at run time (no deploy needed). */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirecionamento',
  type: 'document',
  icon: TransferIcon,
  fields: [
    defineField({
      name: 'from',
      title: 'Endereço antigo',
      description:
        'Um endereço do site que não existe mais, ex.: /blog/nome-antigo. Criado sozinho quando você muda o endereço de um cardápio, pacote ou artigo publicado.',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Informe o endereço antigo.'),
        rule.max(200).error('Use no máximo 200 caracteres.'),
        rule.custom(async (from: string | undefined, context) => {
          if (!from) return true
          if (!PATH.test(from))
            return 'Comece com / e use só letras minúsculas sem acento, números, hífens e barras (ex.: /blog/nome-antigo).'
          const fixed = redirectDestination(from)
          if (fixed) return `${from} já redireciona para ${fixed} pelo código do site.`
          return (await usedElsewhere(from, context)) ? `Já existe um redirecionamento de ${from}.` : true
        }),
      ],
    }),
    defineField({
      name: 'to',
      title: 'Novo endereço',
      description: 'Uma página deste site (ex.: /blog/nome-novo). Endereços de outros sites não são aceitos.',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Informe o novo endereço.'),
        rule.max(300).error('Use no máximo 300 caracteres.'),
        rule.custom((to: string | undefined, context) => {
          if (!to) return true
          // The site follows only its own paths (lib/redirects/published.ts): a link elsewhere would be a 404.
          if (!PATH.test(to) && to !== '/')
            return 'Use uma página deste site, começando com / (ex.: /blog/nome-novo). Endereços de outros sites não são aceitos.'
          return to === (context.document as { from?: string } | undefined)?.from
            ? 'O novo endereço precisa ser diferente do antigo.'
            : true
        }),
      ],
    }),
    defineField({
      name: 'permanent',
      title: 'Mudança definitiva',
      description:
        'Ligado (308): o endereço mudou para sempre e o Google passa a mostrar o novo. Desligado (307): temporário.',
      type: 'boolean',
      initialValue: true,
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to', permanent: 'permanent' },
    prepare: ({ from, to, permanent }: { from?: string; to?: string; permanent?: boolean }) => ({
      title: `${from ?? '?'} → ${to ?? '?'}`,
      subtitle: permanent === false ? 'Temporário (307)' : 'Definitivo (308)',
    }),
  },
})
