import { vercelStegaCombine } from '@vercel/stega'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { JsonLd } from '@/components/seo/json-ld'

const scriptText = (data: Record<string, unknown>) => {
  const html = renderToStaticMarkup(createElement(JsonLd, { data }))
  return html.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '')
}

describe('JsonLd', () => {
  it('writes the data as JSON that content can never break out of', () => {
    const text = scriptText({ '@type': 'BlogPosting', headline: 'Doces </script><script>alert(1)</script>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual({ '@type': 'BlogPosting', headline: 'Doces </script><script>alert(1)</script>' })
  })

  it('drops the edit markers of draft texts', () => {
    const headline = vercelStegaCombine('Festa Junina', {
      origin: 'sanity.io',
      href: '/studio/intent/edit/id=post.1;path=title',
    })
    expect(JSON.parse(scriptText({ headline, author: { name: headline } }))).toEqual({
      headline: 'Festa Junina',
      author: { name: 'Festa Junina' },
    })
  })
})
