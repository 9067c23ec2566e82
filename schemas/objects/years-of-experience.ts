import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineField, defineType } from 'sanity'

/**
 * An inline placeholder for the buffet's years of experience: the site prints the years since the
 * founding year of the site settings, counted in São Paulo time, so no text goes stale in January.
 */
export const yearsOfExperience = defineType({
  name: 'yearsOfExperience',
  title: 'Anos de experiência',
  description: 'Mostra quantos anos o buffet tem, contados a partir do "Ano de fundação" das Configurações do site.',
  type: 'object',
  icon: CalendarIcon,
  fields: [
    defineField({
      name: 'withWord',
      title: 'Escrever "anos" depois do número',
      description: 'Ligado: "21 anos". Desligado: só "21".',
      type: 'boolean',
      initialValue: true,
    }),
  ],
  preview: {
    select: { withWord: 'withWord' },
    prepare: ({ withWord }: { withWord?: boolean }) => ({
      title: withWord === false ? 'N (anos de experiência)' : 'N anos (anos de experiência)',
    }),
  },
})
