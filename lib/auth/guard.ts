import 'server-only'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import type { SignedInCaller } from '../db/caller'
import { getAuth } from './auth'

/**
 * The admin guard every admin page, data function and action calls itself: no user goes to the
 * login, a signed-in non-administrator goes home. Returns the administrator. Cached per request,
 * so the page and its data functions ask the backend once.
 */
export const requireAdmin = cache(async (): Promise<SignedInCaller> => {
  const auth = getAuth()
  const user = await auth.currentUser()
  if (!user) redirect('/admin/login')
  if (!(await auth.isAdmin(user))) redirect('/')
  return user
})
