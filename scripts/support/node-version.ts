import type { ServiceCheck } from '../../lib/config/setup-check'

const parts = (version: string) =>
  version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0)

/** Negative when a is older than b (major, minor, patch). */
export function compare(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)]
  for (let index = 0; index < 3; index++)
    if ((x[index] ?? 0) !== (y[index] ?? 0)) return (x[index] ?? 0) - (y[index] ?? 0)
  return 0
}

/** The oldest version a package.json engines range admits: its lowest bound (the ranges here list the oldest line first). */
export function engineMinimum(range: string): string {
  const bounds = range.match(/\d+(\.\d+){0,2}/g)
  if (!bounds) throw new Error(`engines.node sem versão: "${range}"`)
  return bounds.reduce((lowest, bound) => (compare(bound, lowest) < 0 ? bound : lowest))
}

/**
 * The Node.js the site runs on, as `npm run doctor` prints it: below the minimum of package.json's
 * engines it is an error in production (the dependencies stopped supporting it), a warning otherwise.
 */
export function nodeCheck(version: string, range: string, production: boolean): ServiceCheck {
  const minimum = engineMinimum(range)
  if (compare(version, minimum) >= 0)
    return { service: 'Node.js', severity: 'ok', text: `${version} (o projeto pede ${range})` }
  return {
    service: 'Node.js',
    severity: production ? 'erro' : 'aviso',
    text: `${version} é anterior ao mínimo ${minimum} (engines do package.json: ${range}): instale o Node.js 24 LTS (docs/colocar-no-ar.md).`,
  }
}
