/**
 * What may be logged about a failure whose message could hold personal data (a database error
 * echoing the row it refused, an SMTP server's refusal naming the recipient): its kind, codes and
 * the function it came from, never its text.
 */
export function describeFailure(error: unknown): string {
  const parts: string[] = []
  for (
    let current: unknown = error, depth = 0;
    current && depth < 4;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { name, code, constraint, fn } = current as {
      name?: unknown
      code?: unknown
      constraint?: unknown
      fn?: unknown
    }
    parts.push(
      [
        typeof name === 'string' ? name : 'Error',
        typeof fn === 'string' ? `em ${fn}` : '',
        typeof code === 'string' || typeof code === 'number' ? `código ${code}` : '',
        typeof constraint === 'string' ? `restrição ${constraint}` : '',
      ]
        .filter(Boolean)
        .join(' '),
    )
  }
  return parts.join(' <- ') || 'erro desconhecido'
}
