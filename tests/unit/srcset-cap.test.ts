import { describe, expect, it } from 'vitest'
import { capSrcSet, widestRendering } from '@/components/ui/srcset-cap'

const widths = [64, 128, 256, 384, 640, 750, 1080, 1440, 1920]
const srcSet = widths.map((width) => `/_next/image?url=a.webp&w=${width}&q=75 ${width}w`).join(', ')
const url = (width: number) => `/_next/image?url=a.webp&w=${width}&q=75`

describe('widestRendering', () => {
  it('reads px, vw bounded by the media condition before it, and full-width images', () => {
    expect(widestRendering('56px')).toBe(56)
    expect(widestRendering('100vw')).toBe(1920)
    expect(widestRendering('(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw')).toBeCloseTo(337.92)
    expect(widestRendering('(min-width: 1024px) 280px, (min-width: 768px) 33vw, 100vw')).toBe(768)
    expect(widestRendering('(min-width: 1175px) 1127px, 100vw')).toBe(1175)
  })

  it('gives up on anything else', () => {
    expect(widestRendering('(max-width: 600px) 100vw, 50vw')).toBeNull()
    expect(widestRendering('calc(100vw - 2rem)')).toBeNull()
  })
})

describe('capSrcSet', () => {
  it('keeps the candidates up to the first one twice the widest rendering, and makes it the src', () => {
    expect(capSrcSet(srcSet, url(1920), '56px')).toEqual({ srcSet: `${url(64)} 64w, ${url(128)} 128w`, src: url(128) })
    expect(capSrcSet(srcSet, url(1920), '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw').src).toBe(url(750))
  })

  it('keeps everything for a full-width image and when sizes or the srcset is not understood', () => {
    expect(capSrcSet(srcSet, url(1920), '100vw')).toEqual({ srcSet, src: url(1920) })
    expect(capSrcSet(srcSet, url(1920), 'calc(100vw - 2rem)')).toEqual({ srcSet, src: url(1920) })
    const density = `${url(64)} 1x, ${url(128)} 2x`
    expect(capSrcSet(density, url(128), '56px')).toEqual({ srcSet: density, src: url(128) })
  })
})
