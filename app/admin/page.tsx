import type { Metadata } from 'next'
import { Suspense } from 'react'
import { AdminHeader } from '@/components/admin/admin-header'
import { QuoteList } from '@/components/admin/quote-list'
import { requireAdmin } from '@/lib/auth/guard'
import { getSiteChrome } from '@/lib/content/site'
import { parseListParams } from '@/lib/quotes/list-params'

// The layout's title template only reaches child segments; this page shares the layout's segment.
export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return { title: { absolute: `Dashboard Admin | ${settings.businessName}` } }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function AdminDashboard({ searchParams }: Props) {
  const admin = await requireAdmin()
  const { page, search } = parseListParams(await searchParams)
  return (
    <>
      <AdminHeader email={admin.email} />
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <Suspense key={`${page}:${search ?? ''}`} fallback={<p role="status">Carregando orçamentos...</p>}>
          <QuoteList page={page} search={search} />
        </Suspense>
      </main>
    </>
  )
}
