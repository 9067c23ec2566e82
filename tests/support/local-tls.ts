import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { opensslPath } from '@/scripts/support/prerequisites'

export type LocalCertificate = { key: string; cert: string; certFile: string }

let made: LocalCertificate | undefined

/**
 * A certificate for https://127.0.0.1, signed by itself and made once per process with Debian's
 * openssl. It is its own authority: a Node process trusts it through NODE_EXTRA_CA_CERTS=certFile,
 * a browser context through ignoreHTTPSErrors. HTTPS is what lets a browser speak HTTP/2 to a
 * local server, as it does to Sanity's API.
 */
export function localCertificate(): LocalCertificate {
  if (made) return made
  const dir = mkdtempSync(path.join(tmpdir(), 'local-tls-'))
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  // Two days: long enough for any run, useless after it.
  execFileSync(
    opensslPath(),
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
    ],
    { stdio: 'ignore' },
  )
  made = { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile }
  return made
}
