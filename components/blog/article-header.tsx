import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { ContentImage } from '@/components/ui/content-image'
import { getArticleTexts } from '@/lib/content/blog'
import { getSiteTexts } from '@/lib/content/site'
import { PostMeta } from './post-meta'
import { ShareButton } from './share-button'
import { whatsappUrl } from '@/lib/whatsapp'

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
export async function ArticleHeader({ title, url, coverImage, publishedAt, wordCount, author }: Props) {
  const [texts, siteTexts] = await Promise.all([getArticleTexts(), getSiteTexts()])
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
              <p className="text-base font-bold text-ink">
                {texts.byline} {author.name}
              </p>
              <PostMeta publishedAt={publishedAt} wordCount={wordCount} />
            </div>
          </div>
          <ShareButton
            title={title}
            links={{
              whatsapp: whatsappUrl('', `${title} ${url}`),
              email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
            }}
            icon={
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <circle cx="18" cy="5" r="3" />
                <circle cx="6" cy="12" r="3" />
                <circle cx="18" cy="19" r="3" />
                <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
              </svg>
            }
            texts={texts}
            newTab={siteTexts.newTab}
          />
        </div>
      </div>
    </header>
  )
}
