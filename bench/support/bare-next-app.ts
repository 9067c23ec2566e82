import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type BareApp = { base: string; dispose: () => Promise<void> }

const LAYOUT = `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <body>{children}</body>
    </html>
  )
}
`
const PAGE = `export const metadata = { title: 'Página de referência', description: 'Uma página Next mínima, o piso de desempenho do framework.' }

export default function Page() {
  return (
    <main>
      <h1>Página de referência</h1>
      <p>Uma página Next mínima: o que o framework custa sem nada do site.</p>
    </main>
  )
}
`

/** The deepest folder that contains both paths (Turbopack compiles nothing outside its root). */
function commonRoot(a: string, b: string): string {
  const left = a.split(path.sep)
  const right = b.split(path.sep)
  let length = 0
  while (length < left.length && left[length] === right[length]) length++
  return left.slice(0, length).join(path.sep) || path.sep
}

/**
 * Builds and starts the framework's floor: a Next app with one page (an h1 and a paragraph) in a
 * temp folder, compiled by this project's own next and react (its node_modules linked in).
 */
export async function startBareNextApp(port: number): Promise<BareApp> {
  const projectModules = realpathSync('node_modules')
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'bench-bare-next-')))
  mkdirSync(path.join(dir, 'app'))
  writeFileSync(path.join(dir, 'app/layout.tsx'), LAYOUT)
  writeFileSync(path.join(dir, 'app/page.tsx'), PAGE)
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bench-bare-next', private: true }))
  // Without a config of its own Next would find ours up the tree; the linked node_modules lives
  // outside the temp folder, so Turbopack's root must hold both.
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(commonRoot(dir, projectModules))} } }\n`,
  )
  symlinkSync(projectModules, path.join(dir, 'node_modules'), 'dir')
  const next = path.join(projectModules, 'next/dist/bin/next')
  const env = { ...process.env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, env, encoding: 'utf8' })
  if (build.status !== 0 || !existsSync(path.join(dir, '.next/BUILD_ID'))) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`a página Next de referência não compilou:\n${build.stdout}\n${build.stderr}`)
  }
  const server = spawn(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
  })
  const dispose = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const base = `http://127.0.0.1:${port}`
  let html: string | undefined
  for (let attempt = 0; attempt < 150 && html === undefined; attempt++) {
    try {
      const response = await fetch(base)
      if (response.ok) html = await response.text()
    } catch {}
    if (html === undefined) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (html === undefined) {
    await dispose()
    throw new Error(`a página Next de referência não respondeu em ${base}`)
  }
  return { base, dispose }
}
