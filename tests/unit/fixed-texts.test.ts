import { describe, expect, it } from 'vitest'
import {
  articleTextSets,
  homeContactTexts,
  quoteFormTextSets,
  seedOf,
  siteTextSets,
  withDefaults,
  type TextSet,
} from '@/lib/content/fixed-texts'

const all: Array<[string, readonly TextSet[]]> = [
  ['siteSettings.texts', siteTextSets],
  ['quotePage.form', quoteFormTextSets],
  ['blogPage.articleTexts', articleTextSets],
  ['homePage.quote', [{ name: 'contact', title: '', texts: homeContactTexts }]],
]

describe('the texts staff edit in the Studio', () => {
  it.each(all)('%s: each field once, with a description and a seed value that fits its own limit', (_, sets) => {
    const texts = sets.flatMap((set) => set.texts)
    expect(new Set(texts.map(([name]) => name)).size).toBe(texts.length)
    for (const [name, title, where, value, max = 60] of texts) {
      expect(title, name).not.toBe('')
      expect(where.length, name).toBeGreaterThan(10)
      expect(value.length, name).toBeGreaterThan(0)
      expect(value.length, name).toBeLessThanOrEqual(max)
    }
  })

  it('screen-reader texts sit in one collapsed "Acessibilidade" box of site settings', () => {
    const accessibility = siteTextSets.find((set) => set.name === 'accessibility')
    expect(accessibility?.title).toMatch(/^Acessibilidade/)
    expect(accessibility?.collapsed).toBe(true)
    expect(accessibility?.texts.length).toBeGreaterThanOrEqual(30)
  })

  it("a text the dataset does not have yet (or has empty) shows today's wording; one it has wins", () => {
    const defaults = seedOf(siteTextSets)
    const filled = withDefaults(defaults, { navAbout: 'Quem somos', navMenus: '', breadcrumbHome: null })
    expect(filled.navAbout).toBe('Quem somos')
    expect(filled.navMenus).toBe('Cardápios')
    expect(filled.breadcrumbHome).toBe('Início')
    expect(withDefaults(defaults, null)).toEqual(defaults)
  })
})
