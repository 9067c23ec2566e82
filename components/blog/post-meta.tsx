import { getArticleTexts } from '@/lib/content/blog'
import { longDate, readingTime } from '@/lib/content/format'

type Props = { publishedAt: string; wordCount: number; className?: string }

/** "3 de junho de 2025 · 5 min de leitura" */
export async function PostMeta({ publishedAt, wordCount, className = '' }: Props) {
  const texts = await getArticleTexts()
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-muted ${className}`}>
      <time dateTime={publishedAt}>{longDate(publishedAt)}</time>
      <span aria-hidden="true">·</span>
      <span>{readingTime(wordCount, texts.readingTime)}</span>
    </p>
  )
}
