'use server'

import { redirect } from 'next/navigation'
import { getAuth } from '../index'

/** Ends the session (which also drops the admin flag) and returns to the login. */
export async function signOut() {
  await getAuth().signOut()
  redirect('/admin/login')
}
