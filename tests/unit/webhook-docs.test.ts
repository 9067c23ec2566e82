import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentTypes } from '@/lib/content/tags'

const readme = readFileSync('README.md', 'utf8')

describe('README: the revalidation webhook', () => {
  it('filters exactly the document types /api/revalidate accepts', () => {
    const filter = /`_type in (\[[^\]]*\])`/.exec(readme)?.[1]
    expect(filter, 'filtro do webhook no README').toBeDefined()
    expect((JSON.parse(filter!) as string[]).sort()).toEqual([...contentTypes].sort())
  })
})
