import { LinkIcon } from '@sanity/icons/Link'
import { defineArrayMember, defineField } from 'sanity'
import { linkTargetTypes } from '../../lib/content/content-types'

const EXTERNAL = /^(https:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+\.[^\s@]+|tel:\+?[\d-]{8,})$/

type LinkValue = { kind?: 'internal' | 'external'; reference?: { _ref?: string }; href?: string }

/**
 * A link in rich text. Internal: a reference to a menu, package, article or page, so its address
 * follows a rename. External: https, e-mail or phone only, checked before publishing.
 */
export const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'kind',
      title: 'Tipo de link',
      type: 'string',
      options: {
        list: [
          { title: 'Página do site', value: 'internal' },
          { title: 'Outro site, e-mail ou telefone', value: 'external' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'internal',
      validation: (rule) => rule.required().error('Escolha o tipo de link.'),
    }),
    defineField({
      name: 'reference',
      title: 'Página do site',
      description: 'Escolha o cardápio, pacote, artigo ou página. Se o endereço dela mudar, o link acompanha.',
      type: 'reference',
      to: linkTargetTypes.map((type) => ({ type })),
      hidden: ({ parent }) => (parent as LinkValue | undefined)?.kind === 'external',
      validation: (rule) =>
        rule.custom((reference: LinkValue['reference'], context) =>
          (context.parent as LinkValue | undefined)?.kind !== 'external' && !reference?._ref
            ? 'Escolha a página do site.'
            : true,
        ),
    }),
    defineField({
      name: 'href',
      title: 'Endereço',
      description: 'Endereço completo: https://…, mailto:email@exemplo.com ou tel:+5511912345678.',
      type: 'string',
      hidden: ({ parent }) => (parent as LinkValue | undefined)?.kind !== 'external',
      validation: (rule) =>
        rule.custom((href: string | undefined, context) => {
          if ((context.parent as LinkValue | undefined)?.kind !== 'external') return true
          if (!href) return 'Informe o endereço.'
          return EXTERNAL.test(href)
            ? true
            : 'Use um endereço que comece com https://, mailto: ou tel: (ex.: https://www.instagram.com/buffet).'
        }),
    }),
  ],
})
