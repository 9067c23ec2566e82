import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentTypes } from '@/lib/content/content-types'

const page = readFileSync('docs/conteudo.md', 'utf8')

describe('docs/conteudo.md: the revalidation webhook', () => {
  it('filters exactly the document types /api/revalidate accepts', () => {
    const filter = /`_type in (\[[^\]]*\])`/.exec(page)?.[1]
    expect(filter, 'filtro do webhook em docs/conteudo.md').toBeDefined()
    expect((JSON.parse(filter!) as string[]).sort()).toEqual([...contentTypes].sort())
  })
})
