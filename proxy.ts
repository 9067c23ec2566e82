import type { NextRequest } from 'next/server'
import { refreshAdminSession } from './lib/auth/proxy-session'

// Only the admin area has sessions; the public site stays static and never redirects to a login.
export const config = { matcher: ['/admin', '/admin/:path*'] }

export function proxy(request: NextRequest) {
  return refreshAdminSession(request)
}
