import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { LoginForm } from '@/components/auth/login-form'
import { getAuth } from '@/lib/auth/auth'

export const metadata: Metadata = { title: 'Admin Login' }

export default async function AdminLoginPage() {
  const auth = getAuth()
  const user = await auth.currentUser()
  if (user && (await auth.isAdmin(user))) redirect('/admin')
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-3xl bg-white p-8 shadow-lg ring-1 ring-brand-100">
        <h1 className="mb-6 text-center text-3xl font-semibold text-brand-800">Admin Login</h1>
        <LoginForm />
      </div>
    </main>
  )
}
