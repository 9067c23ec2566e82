import 'server-only'
import { redirect } from 'next/navigation'
import type { SignedInCaller } from '../db/caller'
import { getAuth } from './auth'

/**
 * The admin guard every admin page, data function and action calls itself: no user goes to the
 * login, a signed-in non-administrator goes home. Returns the administrator.
 */
export async function requireAdmin(): Promise<SignedInCaller> {
  const auth = getAuth()
  const user = await auth?.currentUser()
  if (!auth || !user) redirect('/admin/login')
  if (!(await auth.isAdmin(user))) redirect('/')
  return user
}
