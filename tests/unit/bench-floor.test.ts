import { describe, expect, it } from 'vitest'
import { floorMisses, medianRun } from '@/bench/support/floor'
import type { Run } from '@/bench/support/lighthouse-run'
import { stripScripts } from '@/bench/support/script-rewrites'

const run = (overrides: Partial<Omit<Run, 'scores'>> & { performance?: number; accessibility?: number } = {}): Run => ({
  scores: { performance: overrides.performance ?? 99, accessibility: overrides.accessibility ?? 100, 'best-practices': 100, seo: 100 },
  cls: 0,
  lcpMs: 1500,
  tbtMs: 100,
  jsBytes: 140 * 1024,
  htmlBytes: 15 * 1024,
  lcpElement: 'body > main > img',
  benchmarkIndex: 2000,
  ...overrides,
})

describe('stripScripts', () => {
  it('removes script elements, with or without a body, and script preloads, and keeps everything else', () => {
    const html =
      '<head><link rel="preload" as="script" fetchPriority="low" href="/a.js"/><link rel="modulepreload" href="/m.js"><link rel="preload" as="image" href="/hero.avif"/>' +
      '<link rel="stylesheet" href="/s.css"/><script src="/a.js" async=""></script></head><body><h1>Olá</h1><script>self.__next_f.push([1,"<b>"])</script>' +
      '<script type="application/ld+json">{"@type":"FoodEstablishment"}</script><img src="/hero.avif"></body>'
    expect(stripScripts(html)).toBe('<head><link rel="preload" as="image" href="/hero.avif"/><link rel="stylesheet" href="/s.css"/></head><body><h1>Olá</h1><img src="/hero.avif"></body>')
  })
})

describe('medianRun', () => {
  it('takes the median of each figure separately and the LCP element most runs named', () => {
    const median = medianRun([run({ performance: 90, lcpMs: 3000 }), run({ performance: 99, lcpMs: 1000, lcpElement: 'h1' }), run({ performance: 95, lcpMs: 2000 })])
    expect(median.scores.performance).toBe(95)
    expect(median.lcpMs).toBe(2000)
    expect(median.lcpElement).toBe('body > main > img')
  })

  it('averages the two middle runs of an even count', () => {
    expect(medianRun([run({ tbtMs: 100 }), run({ tbtMs: 200 })]).tbtMs).toBe(150)
  })
})

describe('floorMisses', () => {
  const bare = run({ performance: 100, lcpMs: 700, tbtMs: 90, jsBytes: 134 * 1024 })
  const stripped = run({ lcpMs: 1500, jsBytes: 0 })

  const weight = { jsBytes: 145 * 1024, htmlBytes: 18 * 1024 }

  it('finds nothing for a page at the floor', () => {
    expect(floorMisses('/', run({ performance: 99, lcpMs: 1800, tbtMs: 140 }), bare, stripped, weight)).toEqual([])
  })

  it('judges bytes by the gzipped bodies, not by Lighthouse transfer sizes with their headers', () => {
    expect(floorMisses('/', run({ jsBytes: 150 * 1024, htmlBytes: 19 * 1024 }), bare, stripped, weight)).toEqual([])
  })

  it.each([
    ['/', { performance: 97 }, 'desempenho 97 < 99 (2 abaixo)'],
    ['/', { lcpMs: 2250 }, 'LCP 450 ms acima de 1800'],
    ['/', { tbtMs: 200 }, 'TBT 60 ms acima de 140'],
    ['/', { cls: 0.02 }, 'CLS 0.020 > 0'],
    ['/', { accessibility: 96 }, 'accessibility 96 < 100'],
  ] as const)('%s with %o misses: %s', (path, overrides, miss) => {
    expect(floorMisses(path, run(overrides), bare, stripped, weight)).toEqual([miss])
  })

  it.each([
    [{ jsBytes: 150 * 1024 }, 'JS 5.0 KiB acima de 145'],
    [{ htmlBytes: 20 * 1024 }, 'HTML 2.0 KiB acima de 18'],
  ] as const)('/ weighing %o misses: %s', (heavier, miss) => {
    expect(floorMisses('/', run(), bare, stripped, { ...weight, ...heavier })).toEqual([miss])
  })

  it('holds only the home page to the HTML budget', () => {
    expect(floorMisses('/galeria', run(), bare, stripped, { ...weight, htmlBytes: 25 * 1024 })).toEqual([])
  })
})
