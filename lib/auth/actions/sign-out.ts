'use server'

import { redirect } from 'next/navigation'
import { getAuth } from '../auth'

/** Ends this browser's session ("Sair") and returns to the login. */
export async function signOut() {
  await getAuth().signOut('local')
  redirect('/admin/login')
}

/** Ends every session of the account, on every device ("Sair de todos os aparelhos"). */
export async function signOutEverywhere() {
  await getAuth().signOut('global')
  redirect('/admin/login')
}
