import type { Metadata } from 'next'
import { ArticleCta } from '@/components/blog/article-cta'
import { ArticleHeader } from '@/components/blog/article-header'
import { AuthorCard } from '@/components/blog/author-card'
import { BlogPostingJsonLd } from '@/components/blog/blog-posting-json-ld'
import { RelatedPosts } from '@/components/blog/related-posts'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { absoluteUrl } from '@/lib/config/env'
import { IntentLink } from '@/components/ui/intent-link'
import { RichText } from '@/components/ui/rich-text'
import { getPost, getPostSlugs } from '@/lib/content/blog'
import { getSiteChrome } from '@/lib/content/site'
import { documentMetadata } from '@/lib/seo/metadata'
import { redirectOrNotFound } from '@/lib/redirects/published'
import { notFoundMetadata } from '@/lib/seo/not-found'

type Props = { params: Promise<{ slug: string }> }

// A post published after the build is rendered on its first visit; an unknown slug is the 404, never another article.

export async function generateStaticParams() {
  return (await getPostSlugs()).map((slug) => ({ slug }))
}

async function findPost(params: Props['params']) {
  const { slug } = await params
  const post = await getPost(slug)
  return post ?? redirectOrNotFound(`/blog/${slug}`)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The page answers a missing post (redirect or 404); a redirect thrown here too would send two Location headers.
  const post = await getPost((await params).slug)
  if (!post) return notFoundMetadata()
  return documentMetadata(post.seo, {
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    image: post.coverImage,
    type: 'article',
    publishedTime: post.publishedAt,
  })
}

export default async function ArticlePage({ params }: Props) {
  const post = await findPost(params)
  const { settings } = await getSiteChrome()
  const { blogPage } = post
  const path = `/blog/${post.slug}`
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: blogPage?.title ?? settings.texts.navBlog, path: '/blog' },
          { name: post.title, path },
        ]}
      />
      <article>
        <ArticleHeader
          title={post.title}
          url={absoluteUrl(path)}
          coverImage={post.coverImage}
          publishedAt={post.publishedAt}
          wordCount={post.wordCount}
          author={post.author}
        />
        <div className="container-content pb-4">
          <div className="mx-auto max-w-[70ch] text-lg text-ink">
            <RichText value={post.body} />
            <AuthorCard {...post.author} />
            <IntentLink
              href="/blog"
              className="mt-10 inline-flex items-center gap-2 rounded font-bold text-brand-700 hover:text-brand-900 hover:underline"
            >
              <span aria-hidden="true">←</span> {blogPage?.backLabel}
            </IntentLink>
          </div>
        </div>
      </article>
      {blogPage ? <ArticleCta heading={blogPage.ctaHeading} text={blogPage.ctaText} /> : null}
      {blogPage ? <RelatedPosts heading={blogPage.relatedHeading} posts={post.related} /> : null}
      <BlogPostingJsonLd
        path={path}
        headline={post.title}
        description={post.seo?.description || post.excerpt}
        coverImage={post.coverImage}
        datePublished={post.publishedAt}
        dateModified={post.updatedAt}
        wordCount={post.wordCount}
        author={post.author}
        publisherName={settings.businessName}
      />
    </>
  )
}
