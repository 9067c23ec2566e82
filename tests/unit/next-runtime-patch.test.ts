import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { compactLoader, INERT_TYPE, patchRuntime, RUNTIMES, runtimeDir } from '../../scripts/next-runtime-patch/apply.mjs'

// Issue #18: Next's production renderer writes its scripts inert and the loader starts them after the
// LCP photo is painted. The browser side is proven in tests/e2e/scripts-after-paint.spec.ts; here,
// that the runtime every build uses is the patched one, and that a Next whose code moved is refused.
const loader = compactLoader()
const read = (file: string) => readFileSync(path.join(runtimeDir(), file), 'utf8')
const { version } = JSON.parse(readFileSync(path.join(runtimeDir(), '../../../package.json'), 'utf8')) as { version: string }

describe.each(RUNTIMES)('%s', (runtime) => {
  const pristine = read(`${runtime}.pristine-${version}`)

  it('is installed patched, so every production build writes inert scripts', () => {
    expect(read(runtime)).toBe(patchRuntime(pristine, loader, runtime))
  })

  it('writes hoisted and bootstrap scripts with the inert type and the loader in the bootstrap script', () => {
    const patched = patchRuntime(pristine, loader, runtime)
    expect(patched).toContain(`{type:${JSON.stringify(INERT_TYPE)}}`)
    expect(patched).toContain(JSON.stringify(`<script type="${INERT_TYPE}" src="`))
    expect(patched).toContain(JSON.stringify(loader))
  })

  it.each([
    ['the hoisted script writer', '("script"));', '("script") );', 'scripts that React hoists'],
    ['the bootstrap script', `('<script src="')`, `('<script  src="')`, 'the bootstrap script is written inert'],
    ['the inline bootstrap script', `(""+`, `(''+`, 'the inline bootstrap script'],
  ])('refuses a runtime where %s is written otherwise', (_what, from, to, edit) => {
    expect(() => patchRuntime(pristine.replaceAll(from, to), loader, runtime)).toThrow(`${runtime}: ${edit}`)
    expect(() => patchRuntime(pristine.replaceAll(from, to), loader, runtime)).toThrow('aparece 0 vez(es), e não 1')
  })
})

describe('the loader', () => {
  it('keeps one statement per line, without comments, and still parses', () => {
    expect(loader).not.toMatch(/^\s*\/\//m)
    expect(() => new Function(loader)).not.toThrow()
    expect(loader).toContain(`script[type="${INERT_TYPE}"]`)
  })

  it('ends its statement, so the bootstrap code after it is not read as a call of its result', () => {
    let registered: unknown
    const bootstrap = '(globalThis.registered = 1)'
    new Function('globalThis', 'document', `${loader}${bootstrap}`)(
      {
        set registered(value: unknown) {
          registered = value
        },
      },
      { readyState: 'loading', visibilityState: 'visible', addEventListener: () => {} },
    )
    expect(registered).toBe(1)
  })
})
