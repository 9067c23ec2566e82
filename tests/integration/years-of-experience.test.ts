import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { evaluateQuery } from '@/lib/content/seed/evaluate'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { YEARS_PLACEHOLDER } from '@/lib/content/years'

const documents = loadSeed(path.resolve('studio/seed'))

// "Há 20 anos", "em 20 anos", "20 anos de experiência": a count of the buffet's years, not an age ("5 anos").
const fixedYears =
  /\b(há|em|são|mais de|quase|completa|completamos)\s+\d+\s+anos\b|\b\d+\s+anos\s+de\s+(experiência|história|tradição|mercado|estrada)/i

function texts(value: unknown, trail: string): Array<{ trail: string; text: string }> {
  if (typeof value === 'string') return [{ trail, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${trail}[${index}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => texts(child, `${trail}.${key}`))
  return []
}

describe('years of experience in the seed dataset', () => {
  it('no text holds a fixed number of years: each one counts from the founding year', () => {
    const stale = documents.flatMap((doc) => texts(doc, doc._id)).filter(({ text }) => fixedYears.test(text))
    expect(stale).toEqual([])
  })

  it('the about intro and the article como-escolher-o-buffet-perfeito use the placeholder', async () => {
    const found = (await evaluateQuery(
      documents,
      /* groq */ `{
        "intro": *[_id == "aboutPage"][0].intro,
        "inline": count(*[_id == "post-como-escolher-o-buffet-perfeito"][0].body[].children[_type == "yearsOfExperience"]),
        "foundedYear": *[_id == "siteSettings"][0].foundedYear
      }`,
    )) as { intro: string; inline: number; foundedYear: number }
    expect(found.intro).toContain(YEARS_PLACEHOLDER)
    expect(found.inline).toBe(1)
    expect(found.foundedYear).toBe(2005)
  })
})
