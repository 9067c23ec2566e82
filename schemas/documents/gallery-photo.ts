import { ImageIcon } from '@sanity/icons/Image'
import { orderField, siteOrdering } from '../fields/rank'
import { defineType } from 'sanity'
import { collectionCountValidation } from '../fields/collection-count'
import { imageField } from '../fields/image'
import { textField } from '../fields/text'

export const galleryPhoto = defineType({
  name: 'galleryPhoto',
  title: 'Foto da galeria',
  type: 'document',
  validation: collectionCountValidation('galleryPhoto'),
  icon: ImageIcon,
  orderings: [siteOrdering],
  fields: [
    imageField({ name: 'image', title: 'Foto', description: 'Foto quadrada exibida em /galeria.' }),
    textField({ name: 'caption', title: 'Legenda', description: 'Texto curto abaixo da foto.', max: 80 }),
    orderField('galleryPhoto'),
  ],
  preview: { select: { title: 'caption', subtitle: 'image.alt', media: 'image' } },
})
