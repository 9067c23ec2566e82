import { BookIcon, ImagesIcon, EnvelopeIcon, MenuIcon } from '@sanity/icons'
import { defineType } from 'sanity'
import { textField } from '../fields/text'
import { seoField } from '../objects/seo'

type ListingPage = { name: string; title: string; route: string; icon: typeof MenuIcon; extra?: ReturnType<typeof textField>[] }

function listingPage({ name, title, route, icon, extra = [] }: ListingPage) {
  return defineType({
    name,
    title,
    type: 'document',
    icon,
    fields: [
      textField({ name: 'title', title: 'Título do topo', description: `O título grande no topo de ${route}.`, max: 80 }),
      textField({ name: 'intro', title: 'Introdução', description: 'Frase abaixo do título.', max: 240, rows: 2 }),
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
    textField({ name: 'gridHeading', title: 'Título dos cartões', description: 'Título acima dos 12 cartões.', max: 80 }),
  ],
})

export const galleryPage = listingPage({
  name: 'galleryPage',
  title: 'Página da galeria',
  route: '/galeria',
  icon: ImagesIcon,
  extra: [textField({ name: 'sectionHeading', title: 'Título da seção', description: 'Ex.: "Momentos Especiais".', max: 80 })],
})

export const blogPage = listingPage({ name: 'blogPage', title: 'Página do blog', route: '/blog', icon: BookIcon })

export const quotePage = listingPage({ name: 'quotePage', title: 'Página de orçamento', route: '/orcamento', icon: EnvelopeIcon })
