import 'server-only'
import { cache } from 'react'
import { isDraftMode } from '../preview/draft-mode'
import { fetchQuery } from '.'
import { articleTextSets, seedOf, withDefaults } from './fixed-texts'
import { articleTextsQuery, blogPageQuery, postQuery, postSlugsQuery } from './queries'
import { nextScheduledPost } from './schedule'
import { MissingContentError } from './site'

const articleDefaults = seedOf(articleTextSets)

/** "Por", "min de leitura", "Compartilhar" and the share toasts (Página do blog → Textos dos artigos). */
export type ArticleTexts = typeof articleDefaults

export const getArticleTexts = cache(async (): Promise<ArticleTexts> =>
  withDefaults(articleDefaults, await fetchQuery(articleTextsQuery, { tags: ['blogPage'] })),
)

// Pages with posts are cached until the next scheduled post comes out; staff in draft mode see scheduled ones already.
async function postOptions() {
  return { preview: await isDraftMode(), until: await nextScheduledPost() }
}

/** /blog: the page texts and every post whose time has come, newest first. */
export const getBlogPage = cache(async () => {
  const { preview, until } = await postOptions()
  const { page, posts } = await fetchQuery(blogPageQuery, {
    params: { preview },
    tags: ['blogPage', 'post', 'author'],
    until,
  })
  if (!page) throw new MissingContentError('Página do blog (blogPage)')
  return { page: { ...page, articleTexts: withDefaults(articleDefaults, page.articleTexts) }, posts }
})

/** An article by slug with its author and related posts, or null when there is none (or its time has not come). */
export const getPost = cache(async (slug: string) => {
  const { preview, until } = await postOptions()
  const post = await fetchQuery(postQuery, { params: { slug, preview }, tags: ['post', 'author', 'blogPage'], until })
  if (!post?.blogPage) return post && { ...post, blogPage: null }
  return {
    ...post,
    blogPage: { ...post.blogPage, articleTexts: withDefaults(articleDefaults, post.blogPage.articleTexts) },
  }
})

export const getPostSlugs = async () => fetchQuery(postSlugsQuery, { tags: ['post'], until: await nextScheduledPost() })
