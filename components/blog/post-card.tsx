import { IntentLink } from '@/components/ui/intent-link'
import type { BlogPageQueryResult } from '@/lib/content/sanity.types'
import { ContentImage } from '@/components/ui/content-image'
import { getSiteTexts } from '@/lib/content/site'
import { PostMeta } from './post-meta'

export type PostSummary = BlogPageQueryResult['posts'][number]

type Props = {
  post: PostSummary
  /** h2 in the blog list, h3 under "Artigos relacionados". */
  headingLevel?: 'h2' | 'h3'
  /** The first card of the list is above the fold on every screen. */
  preload?: boolean
}

/** An article card: cover, date, reading time, title, excerpt and 'Ler mais' (the whole card is clickable). */
export async function PostCard({ post, headingLevel: Heading = 'h2', preload = false }: Props) {
  const texts = await getSiteTexts()
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative aspect-[21/9] bg-brand-50">
        <ContentImage
          image={post.coverImage}
          fill
          preload={preload}
          sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <PostMeta publishedAt={post.publishedAt} wordCount={post.wordCount} />
        <Heading className="mt-2 text-xl leading-snug font-semibold text-brand-800">{post.title}</Heading>
        <p className="mt-3 flex-1 leading-relaxed text-ink">{post.excerpt}</p>
        <IntentLink
          href={`/blog/${post.slug}`}
          aria-label={`${texts.readMore}: ${post.title}`}
          className="mt-5 inline-flex items-center gap-1 self-start rounded font-bold text-brand-700 after:absolute after:inset-0 after:content-[''] hover:text-brand-900 hover:underline"
        >
          {texts.readMore} <span aria-hidden="true">→</span>
        </IntentLink>
      </div>
    </article>
  )
}
