import 'server-only'
import { cache } from 'react'
import { fetchQuery } from '.'
import { blogPageQuery, postQuery, postSlugsQuery } from './queries'
import { MissingContentError } from './site'

/** /blog: the page texts and every post, newest first. */
export const getBlogPage = cache(async () => {
  const { page, posts } = await fetchQuery(blogPageQuery, { tags: ['blogPage', 'post', 'author'] })
  if (!page) throw new MissingContentError('Página do blog (blogPage)')
  return { page, posts }
})

/** An article by slug with its author and related posts, or null when there is none. */
export const getPost = cache((slug: string) => fetchQuery(postQuery, { params: { slug }, tags: ['post', 'author', 'blogPage'] }))

export const getPostSlugs = () => fetchQuery(postSlugsQuery, { tags: ['post'] })
