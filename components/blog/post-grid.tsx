import { PostCard, type PostSummary } from './post-card'

const columns = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' } as const

type Props = {
  posts: PostSummary[]
  headingLevel?: 'h2' | 'h3'
  maxColumns?: keyof typeof columns
  preloadFirst?: boolean
}

/** Article cards in one column on phones, then two, then up to three. */
export function PostGrid({ posts, headingLevel, maxColumns = 3, preloadFirst = false }: Props) {
  return (
    <ul className={`grid gap-8 ${columns[maxColumns]}`}>
      {posts.map((post, index) => (
        <li key={post._id}>
          <PostCard post={post} headingLevel={headingLevel} preload={preloadFirst && index === 0} />
        </li>
      ))}
    </ul>
  )
}
