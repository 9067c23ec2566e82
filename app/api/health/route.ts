export const dynamic = 'force-dynamic'

/** Liveness for load balancers and the e2e runner. */
export function GET() {
  return Response.json({ ok: true })
}
