import { existsSync } from 'node:fs'
import path from 'node:path'

type Env = Readonly<Record<string, string | undefined>>

/** Debian's Chromium, which every browser test launches (CHROMIUM_PATH points elsewhere). */
export const chromiumPath = (env: Env = process.env) => env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's PostgreSQL 15 binaries, for the real-server database tests (POSTGRES_BIN points elsewhere). */
export const postgresBin = (env: Env = process.env) => env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'

/** Debian's openssl, which makes the certificate of the local HTTPS stand-ins (OPENSSL_PATH points elsewhere). */
export const opensslPath = (env: Env = process.env) => env.OPENSSL_PATH ?? '/usr/bin/openssl'

/**
 * The one line `npm test` prints, before running anything, when a program the tests need is not
 * installed (null when both are): what is missing, where it was looked for and the command that
 * installs it. Without it each browser test failed on its own at launch.
 */
export function missingPrerequisites(env: Env = process.env): string | null {
  const missing = [
    existsSync(chromiumPath(env))
      ? null
      : { what: `o Chromium (${chromiumPath(env)}, ou CHROMIUM_PATH)`, debian: 'chromium' },
    existsSync(path.join(postgresBin(env), 'initdb'))
      ? null
      : { what: `o PostgreSQL 15 (${postgresBin(env)}, ou POSTGRES_BIN)`, debian: 'postgresql' },
    existsSync(opensslPath(env))
      ? null
      : { what: `o OpenSSL (${opensslPath(env)}, ou OPENSSL_PATH)`, debian: 'openssl' },
  ].filter((item) => item !== null)
  if (missing.length === 0) return null
  const what = missing.map((item) => item.what).join(' e ')
  const packages = missing.map((item) => item.debian).join(' ')
  return `[npm test] Falta ${what}: instale com \`sudo apt-get install -y ${packages}\` (o .ci/run instala sozinho) e rode de novo.`
}
