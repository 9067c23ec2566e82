// Makes Next's production renderer emit its scripts inert, started by after-paint-loader.js once the
// page's LCP photo is on screen (issue #18). Next 16 writes every script as `async` in <head> and
// offers no option to change that; Lighthouse then counts all of them (about 145 KiB) as part of the
// largest paint. The change is three edits to React's HTML writer inside Next's compiled runtime, made
// from the pristine file each time, so running this again (npm install, npm run build) is harmless.
// Plain Node, no dependencies: it runs as npm's postinstall, before tsx or anything else is usable.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const INERT_TYPE = 'text/x-after-paint'
/** Set to 0 where the server builds and runs, Next writes its scripts as it ships them (the bench's bare reference). */
export const SWITCH = 'BUFFET_SCRIPTS_AFTER_PAINT'
const on = `process.env.${SWITCH}!=="0"`

const here = path.dirname(fileURLToPath(import.meta.url))
// Only Turbopack's production renderers: they always write the inline bootstrap script that carries
// the loader. `next dev` and a webpack build keep Next's own behaviour.
export const RUNTIMES = ['app-page-turbo.runtime.prod.js', 'app-page-turbo-experimental.runtime.prod.js']

/**
 * The loader as it goes into every page: comment lines and indentation dropped, statements kept one
 * per line, and a closing semicolon, since Next's own bootstrap code follows it and starts with "(".
 */
export function compactLoader(source = readFileSync(path.join(here, 'after-paint-loader.js'), 'utf8')) {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
  return `${lines.join('\n')};\n`
}

/** The three edits, each matched exactly once in a runtime (minified names differ between runtimes, so they are captured). */
export function edits(loader) {
  return [
    {
      what: 'scripts that React hoists (Next chunks, client components) are written inert',
      // React's pushScriptImpl: function to(e,t){e.push(th("script"));…
      pattern: /function ([\w$]+)\(([\w$]+),([\w$]+)\)\{\2\.push\(([\w$]+)\("script"\)\);/g,
      replace: (_match, name, target, props, startTag) =>
        `function ${name}(${target},${props}){${on}&&${props}.async&&${props}.src&&null==${props}.type&&(${props}=Object.assign({},${props},{type:${JSON.stringify(INERT_TYPE)}}));${target}.push(${startTag}("script"));`,
    },
    {
      what: 'the bootstrap script is written inert',
      pattern: /([\w$]+)=([\w$]+)\('<script src="'\)/g,
      replace: (_match, name, chunk) => `${name}=${chunk}(${on}?${JSON.stringify(`<script type="${INERT_TYPE}" src="`)}:'<script src="')`,
    },
    {
      what: 'the inline bootstrap script (Turbopack\'s chunk list, in every page) starts with the loader',
      // if(void 0!==d&&(c.push(s),r$(c,e),c.push(e1,(""+d).replace(eS,ew),ef))
      pattern: /void 0!==([\w$]+)&&\(([\w$]+)\.push\(([\w$]+)\),([\w$]+)\(\2,([\w$]+)\),\2\.push\(([\w$]+),\(""\+\1\)\.replace\(([\w$]+),([\w$]+)\),([\w$]+)\)\)/g,
      replace: (_match, content, chunks, start, attributes, state, endStart, unsafe, escape, end) =>
        `void 0!==${content}&&(${chunks}.push(${start}),${attributes}(${chunks},${state}),${chunks}.push(${endStart},((${on}?${JSON.stringify(loader)}:"")+${content}).replace(${unsafe},${escape}),${end}))`,
    },
  ]
}

/** The runtime's source with every edit made; throws when an edit does not match exactly once. */
export function patchRuntime(source, loader, file = 'runtime') {
  return edits(loader).reduce((patched, { what, pattern, replace }) => {
    const matches = patched.match(pattern)?.length ?? 0
    if (matches !== 1) throw new Error(`${file}: ${what}: o trecho procurado aparece ${matches} vez(es), e não 1. A versão do Next mudou? Veja scripts/next-runtime-patch.`)
    return patched.replace(pattern, replace)
  }, source)
}

const nextPackage = () => createRequire(import.meta.url).resolve('next/package.json')

/** Where the installed Next keeps its compiled server runtimes. */
export function runtimeDir() {
  return path.join(path.dirname(nextPackage()), 'dist/compiled/next-server')
}

/**
 * Patches the installed Next from each runtime's pristine copy, kept beside it the first time and
 * named after the Next version, so a copy left from another version is never patched in.
 */
export function applyToInstalledNext() {
  const loader = compactLoader()
  const { version } = JSON.parse(readFileSync(nextPackage(), 'utf8'))
  const patched = []
  for (const runtime of RUNTIMES) {
    const file = path.join(runtimeDir(), runtime)
    if (!existsSync(file)) continue
    const pristine = `${file}.pristine-${version}`
    if (!existsSync(pristine)) {
      if (readFileSync(file, 'utf8').includes(INERT_TYPE)) throw new Error(`${runtime} já está ajustado e a cópia original sumiu: reinstale o Next (rm -rf node_modules/next && npm install).`)
      copyFileSync(file, pristine)
    }
    writeFileSync(file, patchRuntime(readFileSync(pristine, 'utf8'), loader, runtime))
    patched.push(runtime)
  }
  if (patched.length === 0) throw new Error(`nenhum runtime do Next em ${runtimeDir()}`)
  return patched
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const patched = applyToInstalledNext()
  console.log(`[buffet] scripts do Next depois da pintura: ${patched.length} runtime(s) de produção ajustado(s)`)
}
