import type { Metadata } from 'next'
import { PostGrid } from '@/components/blog/post-grid'
import { PageHero } from '@/components/ui/page-hero'
import { getBlogPage } from '@/lib/content/blog'
import { documentMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getBlogPage()
  return documentMetadata(page.seo, { title: page.title, description: page.intro, path: '/blog' })
}

export default async function BlogPage() {
  const { page, posts } = await getBlogPage()
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <section aria-label="Artigos" className="container-content py-14">
        <PostGrid posts={posts} preloadFirst />
      </section>
    </>
  )
}
