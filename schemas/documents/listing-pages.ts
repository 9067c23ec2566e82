import { BookIcon } from '@sanity/icons/Book'
import { ImagesIcon } from '@sanity/icons/Images'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { MenuIcon } from '@sanity/icons/Menu'
import { defineType, type FieldDefinition } from 'sanity'
import { articleTextSets, quoteFormTextSets } from '../../lib/content/fixed-texts'
import { textField } from '../fields/text'
import { fixedTextsField } from '../objects/fixed-texts'
import { seoField } from '../objects/seo'

type ListingPage = {
  name: string
  title: string
  route: string
  icon: typeof MenuIcon
  /** Where the big title shows, when it is more than the top of the page. */
  titleDescription?: string
  extra?: FieldDefinition[]
}

function listingPage({
  name,
  title,
  route,
  icon,
  titleDescription = `O título grande no topo de ${route}.`,
  extra = [],
}: ListingPage) {
  return defineType({
    name,
    title,
    type: 'document',
    icon,
    fields: [
      textField({ name: 'title', title: 'Título do topo', description: titleDescription, max: 80 }),
      textField({
        name: 'intro',
        title: 'Introdução',
        description: `Frase abaixo do título de ${route}; só aparece nesta página.`,
        max: 240,
        rows: 2,
      }),
      ...extra,
      seoField(),
    ],
    preview: { prepare: () => ({ title }) },
  })
}

export const menusPage = listingPage({
  name: 'menusPage',
  title: 'Página de cardápios',
  route: '/cardapios',
  icon: MenuIcon,
  extra: [
    textField({ name: 'buttonLabel', title: 'Botão do topo', description: 'Rola a página até os cartões.', max: 40 }),
    textField({
      name: 'gridHeading',
      title: 'Título dos cartões',
      description: 'Título acima dos 12 cartões.',
      max: 80,
    }),
    textField({
      name: 'shortTitle',
      title: 'Nome curto',
      description:
        'O nome desta página na trilha de navegação ("Início / Cardápios / Salgadinhos") acima do título de cada cardápio e pacote. Ex.: "Cardápios".',
      max: 40,
      initialValue: 'Cardápios',
    }),
  ],
})

export const galleryPage = listingPage({
  name: 'galleryPage',
  title: 'Página da galeria',
  route: '/galeria',
  icon: ImagesIcon,
  extra: [
    textField({ name: 'sectionHeading', title: 'Título da seção', description: 'Ex.: "Momentos Especiais".', max: 80 }),
  ],
})

export const blogPage = listingPage({
  name: 'blogPage',
  title: 'Página do blog',
  route: '/blog',
  icon: BookIcon,
  titleDescription:
    'O título grande no topo de /blog, seguido do nome do buffet (Configurações do site): "Blog" aparece como "Blog Buffet Festa em Casa".',
  extra: [
    textField({
      name: 'relatedHeading',
      title: 'Título dos relacionados',
      description: 'No fim de cada artigo, acima dos 2 artigos sugeridos. Ex.: "Artigos relacionados".',
      max: 60,
      initialValue: 'Artigos relacionados',
    }),
    textField({
      name: 'backLabel',
      title: 'Link de volta',
      description: 'No fim de cada artigo, leva a /blog. Ex.: "Voltar para o blog".',
      max: 40,
      initialValue: 'Voltar para o blog',
    }),
    textField({
      name: 'ctaHeading',
      title: 'Título do convite',
      description: 'No quadro verde depois de cada artigo. Ex.: "Vamos planejar a sua festa?".',
      max: 60,
      initialValue: 'Vamos planejar a sua festa?',
    }),
    textField({
      name: 'ctaText',
      title: 'Texto do convite',
      description:
        'Abaixo do título do quadro verde depois de cada artigo; o botão usa o "Botão de orçamento" dos Textos fixos.',
      max: 240,
      rows: 2,
    }),
    fixedTextsField({
      name: 'articleTexts',
      title: 'Textos dos artigos',
      description:
        '"Por", "min de leitura", "Compartilhar" e os avisos do botão de compartilhar, iguais em todos os artigos.',
      sets: articleTextSets,
    }),
  ],
})

export const quotePage = listingPage({
  name: 'quotePage',
  title: 'Página de orçamento',
  route: '/orcamento',
  icon: EnvelopeIcon,
  extra: [
    fixedTextsField({
      name: 'form',
      title: 'Textos do formulário',
      description:
        'Nomes dos campos, exemplos, avisos e quadros do formulário de orçamento, aqui e no fim da página inicial. As mensagens de erro de cada campo ficam no código (são as regras do pedido): veja o Guia do editor.',
      sets: quoteFormTextSets,
    }),
  ],
})
