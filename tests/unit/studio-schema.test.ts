import { createSchema, type Rule, type SchemaType } from 'sanity'
import { describe, expect, it } from 'vitest'
import { contentTypes } from '@/lib/content/content-types'
import { schemaTypes } from '@/schemas'
import { slugify } from '@/schemas/fields/slug'

const schema = createSchema({ name: 'default', types: schemaTypes })
const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)

type Field = { path: string; type: SchemaType }

const typeChain = (type: SchemaType | undefined): string[] => (type ? [type.name, ...typeChain(type.type)] : [])
const isA = (type: SchemaType, name: string) => typeChain(type).includes(name)
// Parts Sanity draws itself: the file of an image, the text of a slug, the inside of a paragraph.
const builtIn = new Set(['asset', 'hotspot', 'crop', 'media', 'current', 'source'])

/** Every field a staff member fills in, with its path, down through objects and array members. */
function editableFields(type: SchemaType, path: string): Field[] {
  if (isA(type, 'block') || isA(type, 'reference') || isA(type, 'slug')) return []
  if (type.jsonType === 'object') {
    return type.fields
      .filter((field) => !builtIn.has(field.name) && !field.type.hidden)
      .flatMap((field) => [
        { path: `${path}.${field.name}`, type: field.type },
        ...editableFields(field.type, `${path}.${field.name}`),
      ])
  }
  if (type.jsonType === 'array') return type.of.flatMap((member) => editableFields(member, `${path}[]`))
  return []
}

const fields = documentTypes.flatMap((name) => editableFields(schema.get(name)!, name))
const rules = (type: SchemaType) => (Array.isArray(type.validation) ? (type.validation as Rule[]) : [])
const hasRule = (type: SchemaType, flag: string) =>
  rules(type).some((rule) => rule._rules.some((spec) => spec.flag === flag))
const isRequired = (type: SchemaType) => rules(type).some((rule) => rule._required === 'required')

describe('Studio guidance', () => {
  it('walks every document type and its fields', () => {
    expect(documentTypes).toHaveLength(16)
    expect(fields.length).toBeGreaterThan(150)
  })

  it('every field has a title and a one-line description of where it shows', () => {
    const missing = fields
      .filter(({ type }) => !type.title || !type.description || type.description.includes('\n'))
      .map(({ path }) => path)
    expect(missing).toEqual([])
  })

  it('every free text has a length limit the layout can hold', () => {
    const freeText = fields.filter(
      ({ type }) => (type.name === 'string' || type.name === 'text') && !type.options?.list && !hasRule(type, 'regex'),
    )
    expect(freeText.filter(({ type }) => !hasRule(type, 'max')).map(({ path }) => path)).toEqual([])
  })

  it('every image has hotspot/crop and a required alternative text', () => {
    const images = fields.filter(({ type }) => isA(type, 'image'))
    expect(images.length).toBeGreaterThan(15)
    for (const { path, type } of images) {
      expect(type.options?.hotspot, path).toBe(true)
      const alt = type.jsonType === 'object' ? type.fields.find((field) => field.name === 'alt') : undefined
      expect(alt && isRequired(alt.type), `${path}.alt`).toBe(true)
    }
  })

  it('pages with an address generate their slug from the title', () => {
    for (const name of ['menu', 'partyPackage', 'post']) {
      const slug = fields.find(({ path }) => path === `${name}.slug`)!.type
      expect(slug.options).toMatchObject({ source: 'title' })
      expect(isRequired(slug), name).toBe(true)
    }
  })
})

describe('slugify', () => {
  it.each([
    ['Opções de menu para crianças', 'opcoes-de-menu-para-criancas'],
    ['Festa Junina: tradições & sabores!', 'festa-junina-tradicoes-sabores'],
    ['  Crepe Francês  ', 'crepe-frances'],
    ['Tendências 2025', 'tendencias-2025'],
    ['Pão de Açúcar — São João', 'pao-de-acucar-sao-joao'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('cuts at the maximum length without a trailing hyphen', () => {
    expect(slugify('festa de aniversário infantil', 12)).toBe('festa-de-ani')
    expect(slugify('festa de aniversário', 6)).toBe('festa')
  })
})

describe('the table of content types', () => {
  it('has one document schema per type, under its name, and no other', () => {
    expect(documentTypes).toEqual(contentTypes)
  })
})
