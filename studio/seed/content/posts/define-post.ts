import { image, portableText, ref, slug, type SeedInput } from '../helpers'

export const authorSlugs = ['carolina-mendes', 'renata-oliveira', 'thiago-martins'] as const
export type AuthorSlug = (typeof authorSlugs)[number]

/** The ten article slugs of the blog (docs/produto.md, Conteúdo); typing them keeps `related` free of typos. */
export type PostSlug =
  | 'festa-junina-tradicoes-sabores'
  | 'festas-condominio-guia-completo'
  | 'buffet-barraquinhas-festa-completa'
  | 'tendencias-festas-empresariais-2025'
  | 'como-escolher-o-buffet-perfeito'
  | 'tendencias-festas-infantis-2025'
  | 'aniversarios-tematicos'
  | 'opcoes-menu-criancas'
  | 'orcamento-festa-infantil'
  | 'entretenimento-festa-infantil'

export const authorId = (author: AuthorSlug) => `author-${author}`
export const postId = (post: PostSlug) => `post-${post}`

type PostInput = {
  slug: PostSlug
  title: string
  excerpt: string
  /** YYYY-MM-DD: published at 9:00 that day in São Paulo (12:00 UTC, as the Studio stores it). */
  publishedAt: string
  author: AuthorSlug
  cover: { file: string; alt: string }
  /** Up to two hand-picked articles; leave empty to let the site show the most recent ones. */
  related?: PostSlug[]
  seo?: { title: string; description: string }
  /** Markdown subset understood by `portableText` in ../helpers. */
  body: string
}

/** A blog post document with the id `post-<slug>`. */
export function definePost({
  slug: current,
  cover,
  author,
  related,
  seo,
  body,
  publishedAt,
  ...fields
}: PostInput): SeedInput {
  return {
    _id: postId(current),
    _type: 'post',
    ...fields,
    publishedAt: `${publishedAt}T12:00:00.000Z`,
    slug: slug(current),
    coverImage: image(cover.file, cover.alt),
    author: ref(authorId(author)),
    ...(related?.length ? { related: related.map((post) => ref(postId(post))) } : {}),
    ...(seo ? { seo: { _type: 'seo', ...seo } } : {}),
    body: portableText(body),
  }
}
