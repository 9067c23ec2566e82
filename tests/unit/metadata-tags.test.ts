import { vercelStegaCombine } from '@vercel/stega'
import { describe, expect, it } from 'vitest'
import { metadataTags } from '@/lib/seo/metadata-tags'

// What a draft text looks like to the site: the visible words plus invisible edit markers.
const marked = (text: string) =>
  vercelStegaCombine(text, { origin: 'sanity.io', href: '/studio/intent/edit/id=post.1;path=title' })

describe('metadataTags', () => {
  it('builds the title, canonical, robots, Open Graph and Twitter tags of a page', () => {
    const image = {
      alt: 'Mesa de doces',
      asset: { url: 'https://cdn.sanity.io/images/p/d/a.webp', lqip: null, width: 1200, height: 630 },
    }
    expect(
      metadataTags(
        { title: 'Galeria', description: 'Fotos das festas.', path: '/galeria', image },
        'Buffet Festa em Casa',
      ),
    ).toEqual({
      title: { absolute: 'Galeria | Buffet Festa em Casa' },
      description: 'Fotos das festas.',
      alternates: { canonical: '/galeria' },
      robots: { index: true, follow: true },
      openGraph: {
        type: 'website',
        url: '/galeria',
        title: 'Galeria | Buffet Festa em Casa',
        description: 'Fotos das festas.',
        siteName: 'Buffet Festa em Casa',
        locale: 'pt_BR',
        images: [{ url: image.asset.url, width: 1200, height: 630, alt: 'Mesa de doces' }],
      },
      twitter: {
        card: 'summary_large_image',
        title: 'Galeria | Buffet Festa em Casa',
        description: 'Fotos das festas.',
        images: [image.asset.url],
      },
    })
  })

  it('leaves out the edit markers draft texts carry, so a preview tab shows a clean title', () => {
    const tags = metadataTags(
      { title: marked('Festa Junina'), description: marked('Quentão e pipoca.'), path: '/blog/festa-junina' },
      marked('Buffet'),
    )
    expect(marked('Festa Junina')).not.toBe('Festa Junina')
    expect(tags.title).toEqual({ absolute: 'Festa Junina | Buffet' })
    expect(tags.description).toBe('Quentão e pipoca.')
    expect(tags.openGraph).toMatchObject({
      title: 'Festa Junina | Buffet',
      description: 'Quentão e pipoca.',
      siteName: 'Buffet',
    })
    expect(tags.twitter).toMatchObject({ title: 'Festa Junina | Buffet', description: 'Quentão e pipoca.' })
  })

  it('asks search engines to skip a page marked noindex', () => {
    expect(metadataTags({ title: 'Rascunho', description: 'x', path: '/x', noIndex: true }, 'Buffet').robots).toEqual({
      index: false,
      follow: false,
    })
  })
})
