/**
 * What may be logged about a failure whose message could hold personal data (a database error
 * echoing the row it refused): its kind and codes, never its text.
 */
export function describeFailure(error: unknown): string {
  const parts: string[] = []
  for (let current: unknown = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const { name, code, constraint } = current as { name?: unknown; code?: unknown; constraint?: unknown }
    parts.push([typeof name === 'string' ? name : 'Error', typeof code === 'string' ? `código ${code}` : '', typeof constraint === 'string' ? `restrição ${constraint}` : ''].filter(Boolean).join(' '))
  }
  return parts.join(' <- ') || 'erro desconhecido'
}
