import 'server-only'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import type { SignedInCaller } from '../db/caller'
import { PAGE_KEY_COOKIE, scriptWithoutKey } from '../security/admin-page-key'
import { getAuth } from './auth'

/**
 * The admin guard every admin page, data function and action calls itself: no user goes to the
 * login, a signed-in non-administrator goes home. Returns the administrator. Cached per request,
 * so the page and its data functions ask the backend once.
 */
export const requireAdmin = cache(async (): Promise<SignedInCaller> => {
  // A server action can be posted to any path, /studio's too, where the proxy does not look: the
  // key cookie lives under /admin only, so only the admin's own pages can send it back.
  if (scriptWithoutKey(await headers(), (await cookies()).get(PAGE_KEY_COOKIE)?.value)) redirect('/admin/login')
  const auth = getAuth()
  const user = await auth.currentUser()
  if (!user) redirect('/admin/login')
  if (!(await auth.isAdmin(user))) redirect('/')
  return user
})
