import { contentTypes, type ContentType } from '../lib/content/content-types'
import { aboutPage } from './documents/about-page'
import { author } from './documents/author'
import { galleryPhoto } from './documents/gallery-photo'
import { homePage } from './documents/home-page'
import { blogPage, galleryPage, menusPage, quotePage } from './documents/listing-pages'
import { menu } from './documents/menu'
import { menuCard } from './documents/menu-card'
import { partyPackage } from './documents/party-package'
import { post } from './documents/post'
import { privacyPage } from './documents/privacy-page'
import { redirect } from './documents/redirect'
import { siteSettings } from './documents/site-settings'
import { testimonial } from './documents/testimonial'
import { itemList } from './objects/item-list'
import { menuSection } from './objects/menu-section'
import { privacyChannel, retentionPeriod } from './objects/privacy-placeholders'
import { privacyText, richText, simpleText } from './objects/portable-text'
import { seo } from './objects/seo'
import { yearsOfExperience } from './objects/years-of-experience'

/** The schema of every content type, under its name in the table (lib/content/content-types.ts). */
const documents = {
  siteSettings,
  homePage,
  aboutPage,
  menusPage,
  galleryPage,
  blogPage,
  quotePage,
  privacyPage,
  menuCard,
  menu,
  partyPackage,
  galleryPhoto,
  testimonial,
  post,
  author,
  redirect,
} satisfies Record<ContentType, { name: string }>

/** The document types in the table's order, then the objects they share. */
export const schemaTypes = [
  ...contentTypes.map((type) => documents[type]),
  seo,
  itemList,
  menuSection,
  richText,
  privacyText,
  simpleText,
  yearsOfExperience,
  retentionPeriod,
  privacyChannel,
]
