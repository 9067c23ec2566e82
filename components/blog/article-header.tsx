import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { ContentImage } from '@/components/ui/content-image'
import { PostMeta } from './post-meta'
import { ShareButton } from './share-button'

type Props = {
  title: string
  /** The article's canonical address, for the share links. */
  url: string
  coverImage: ContentImageData
  publishedAt: string
  wordCount: number
  author: { name: string; photo: ContentImageData }
}

/** The 21:9 cover (the LCP element, at most 500 px tall), the h1, byline, date, reading time and share button. */
export function ArticleHeader({ title, url, coverImage, publishedAt, wordCount, author }: Props) {
  return (
    <header className="container-content pt-6">
      <div className="relative aspect-[21/9] max-h-[500px] w-full overflow-hidden rounded-3xl bg-brand-50 shadow-sm">
        <ContentImage image={coverImage} fill preload sizes="(min-width: 1175px) 1127px, 100vw" />
      </div>
      <div className="mx-auto mt-10 max-w-[70ch] text-lg">
        <h1 className="text-3xl leading-tight font-semibold text-brand-800 sm:text-5xl">{title}</h1>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-b border-brand-100 pb-6">
          <div className="flex items-center gap-3">
            <span className="relative h-12 w-12 shrink-0 overflow-hidden rounded-full">
              {/* Decorative beside the name; the author card below describes the portrait. */}
              <ContentImage image={author.photo && { ...author.photo, alt: '' }} fill sizes="48px" />
            </span>
            <div>
              <p className="text-base font-bold text-ink">Por {author.name}</p>
              <PostMeta publishedAt={publishedAt} wordCount={wordCount} />
            </div>
          </div>
          <ShareButton title={title} url={url} />
        </div>
      </div>
    </header>
  )
}
