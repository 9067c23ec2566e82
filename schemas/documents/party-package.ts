import { PackageIcon } from '@sanity/icons/Package'
import { defineArrayMember, defineField } from 'sanity'
import { textField, textListField } from '../fields/text'
import { detailPageType } from './detail-page'

export const partyPackage = detailPageType({
  name: 'partyPackage',
  title: 'Pacote',
  noun: 'pacote',
  icon: PackageIcon,
  itemsTab: 'Seções e itens',
  itemFields: [
    defineField({
      name: 'sections',
      title: 'Seções',
      description: 'Os grupos do pacote (ex.: "O pacote inclui", "Adicionais opcionais"), cada um com suas listas.',
      type: 'array',
      group: 'items',
      of: [defineArrayMember({ type: 'menuSection' })],
      validation: (rule) => rule.required().min(1).error('Adicione pelo menos uma seção.'),
    }),
    textListField({
      name: 'notes',
      title: 'Observações',
      description: 'Frases exibidas depois das seções, uma por linha (ex.: bebidas alcoólicas sob consulta).',
      max: 300,
      required: false,
      group: 'items',
    }),
    textField({
      name: 'observation',
      title: 'Observação sobre personalização',
      description: 'Ex.: "Todos os itens podem ser personalizados livremente".',
      max: 300,
      rows: 2,
      group: 'items',
    }),
    textField({
      name: 'closing',
      title: 'Texto final',
      description: 'Convite para entrar em contato, no fim da página.',
      max: 300,
      rows: 2,
      group: 'items',
    }),
  ],
  count: ({ sections }) => `${sections?.length ?? 0} seções`,
})
