import type { Metadata } from 'next'
import { PostGrid } from '@/components/blog/post-grid'
import { PageHero } from '@/components/ui/page-hero'
import { getBlogPage } from '@/lib/content/blog'
import { getSiteChrome } from '@/lib/content/site'
import { documentMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getBlogPage()
  return documentMetadata(page.seo, { title: page.title, description: page.intro, path: '/blog' })
}

export default async function BlogPage() {
  const [{ page, posts }, { settings }] = await Promise.all([getBlogPage(), getSiteChrome()])
  return (
    <>
      <PageHero title={`${page.title} ${settings.businessName}`} intro={page.intro} />
      <section aria-label={settings.texts.postsLabel} className="container-content py-14">
        <PostGrid posts={posts} preloadFirst />
      </section>
    </>
  )
}
