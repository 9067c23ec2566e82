import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { chunksNamedIn, HINT, hintStartupChunks, withHint } from '../../scripts/next-compile-hints/apply.mjs'

// After a build, the chunks pages load at start-up begin with V8's compile hint, so
// Chromium compiles them off the main thread. That the production build serves them hinted is
// checked in tests/e2e/byte-budget.spec.ts; here, which chunks a build hints and that it does so once.
const chunk = (name: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}",1,(e,t,r)=>{r.v(1)}]);\n//# sourceMappingURL=${name}.map\n`

describe('chunksNamedIn', () => {
  it('finds the script tags and the client components of the RSC payload, not styles or fonts', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/0a1b2c.css"/>',
      '<link rel="preload" href="/_next/static/media/nunito.p.woff2" as="font"/>',
      '<script src="/_next/static/chunks/turbopack-0abc.js" async=""></script>',
      '<script src="/_next/static/chunks/1zyo_k-ef.js" async=""></script>',
      '<script>self.__next_f.push([1,"3:I[339756,[\\"/_next/static/chunks/421c_el12128q.js\\"],\\"default\\"]\\n"])</script>',
      '<script>self.__next_f.push([1,"4:I[837457,[\\"/_next/static/chunks/421c_el12128q.js\\"],\\"default\\"]\\n"])</script>',
    ].join('')
    expect([...chunksNamedIn(html)].sort()).toEqual([
      'static/chunks/1zyo_k-ef.js',
      'static/chunks/421c_el12128q.js',
      'static/chunks/turbopack-0abc.js',
    ])
  })
})

describe('withHint', () => {
  it('puts the hint on the first line, once', () => {
    expect(withHint(chunk('a'))).toBe(`${HINT}${chunk('a')}`)
    expect(withHint(withHint(chunk('a')))).toBe(`${HINT}${chunk('a')}`)
    expect(HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })
})

describe('hintStartupChunks', () => {
  let dist: string
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
    writeFileSync(path.join(dist, file), text)
  }
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8')

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
    write('static/chunks/main.js', chunk('main'))
    write('static/chunks/page.js', chunk('page'))
    write('static/chunks/lazy.js', chunk('lazy'))
    write('server/app/index.html', '<script src="/_next/static/chunks/main.js" async=""></script>')
    write(
      'server/app/blog/post.html',
      '<script src="/_next/static/chunks/main.js"></script><script src="/_next/static/chunks/page.js"></script>',
    )
  })
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('hints the chunks prerendered pages name, in nested routes too, and leaves the others lazy', () => {
    expect(hintStartupChunks(dist).sort()).toEqual(['static/chunks/main.js', 'static/chunks/page.js'])
    expect(read('static/chunks/main.js')).toBe(HINT + chunk('main'))
    expect(read('static/chunks/page.js')).toBe(HINT + chunk('page'))
    expect(read('static/chunks/lazy.js')).toBe(chunk('lazy'))
  })

  it('changes nothing when it runs again on the same build', () => {
    hintStartupChunks(dist)
    hintStartupChunks(dist)
    expect(read('static/chunks/main.js')).toBe(HINT + chunk('main'))
  })

  it('warns about a page naming a chunk the build does not have, and hints the others', () => {
    write('server/app/broken.html', '<script src="/_next/static/chunks/gone.js"></script>')
    const warnings: string[] = []
    expect(hintStartupChunks(dist, (message) => warnings.push(message)).sort()).toEqual([
      'static/chunks/main.js',
      'static/chunks/page.js',
    ])
    expect(warnings).toEqual([expect.stringContaining('static/chunks/gone.js')])
    expect(read('static/chunks/main.js')).toBe(HINT + chunk('main'))
  })

  it('warns, and changes nothing, when the build has no prerendered pages where Next 16 keeps them', () => {
    rmSync(path.join(dist, 'server'), { recursive: true })
    const warnings: string[] = []
    expect(hintStartupChunks(dist, (message) => warnings.push(message))).toEqual([])
    expect(warnings).toEqual([expect.stringContaining('server/app')])
    expect(read('static/chunks/main.js')).toBe(chunk('main'))
  })
})
