import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { ContentImage } from '@/components/ui/content-image'
import { getSiteTexts } from '@/lib/content/site'

type Props = { name: string; role: string; bio: string; photo: ContentImageData }

/** Who wrote the article: portrait, name, role and short bio. */
export async function AuthorCard({ name, role, bio, photo }: Props) {
  const texts = await getSiteTexts()
  return (
    <aside
      aria-label={texts.authorLabel}
      className="mt-12 flex flex-col gap-5 rounded-3xl bg-cream p-6 sm:flex-row sm:items-center"
    >
      <span className="relative h-20 w-20 shrink-0 overflow-hidden rounded-full ring-4 ring-white">
        <ContentImage image={photo} fill sizes="80px" />
      </span>
      <div>
        <p className="font-display text-xl font-semibold text-brand-800">{name}</p>
        <p className="text-sm font-semibold text-brand-600">{role}</p>
        <p className="mt-2 text-base leading-relaxed text-ink">{bio}</p>
      </div>
    </aside>
  )
}
