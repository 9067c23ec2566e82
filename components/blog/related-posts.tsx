import type { PostSummary } from './post-card'
import { PostGrid } from './post-grid'

/** 'Artigos relacionados': two posts, the ones chosen in the Studio filled up with the most recent others (postQuery). */
export function RelatedPosts({ heading, posts }: { heading: string; posts: PostSummary[] }) {
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="relacionados-titulo" className="bg-brand-50 py-14">
      <div className="container-content max-w-4xl">
        <h2 id="relacionados-titulo" className="text-3xl font-semibold text-brand-800">
          {heading}
        </h2>
        <div className="mt-8">
          <PostGrid posts={posts} headingLevel="h3" maxColumns={2} />
        </div>
      </div>
    </section>
  )
}
