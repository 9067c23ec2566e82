import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { IntentLink } from '@/components/ui/intent-link'
import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { linkHref, type LinkMark } from '@/lib/content/navigation'
import { ContentImage } from './content-image'
import { PrivacyChannel, RetentionPeriod } from './privacy-placeholders'
import { YearsOfExperience } from './years-of-experience'

type Block = Parameters<typeof PortableText>[0]['value']

const components: PortableTextComponents = {
  block: {
    h2: ({ children }) => <h2 className="mt-10 mb-4 text-2xl font-semibold text-brand-800 sm:text-3xl">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-8 mb-3 text-xl font-semibold text-brand-800">{children}</h3>,
    blockquote: ({ children }) => (
      <blockquote className="my-6 border-l-4 border-brand-400 bg-brand-50 px-5 py-4 italic">{children}</blockquote>
    ),
    normal: ({ children }) => <p className="my-4 leading-relaxed">{children}</p>,
  },
  list: {
    bullet: ({ children }) => <ul className="my-4 list-disc space-y-2 pl-6 marker:text-brand-500">{children}</ul>,
    number: ({ children }) => (
      <ol className="my-4 list-decimal space-y-2 pl-6 marker:font-bold marker:text-brand-600">{children}</ol>
    ),
  },
  marks: {
    link: ({ children, value }) => {
      const href = value ? linkHref(value as LinkMark) : null
      // A link to a page that was deleted or unpublished reads as plain text instead of a broken link.
      if (!href) return <>{children}</>
      const className = 'font-semibold text-brand-700 underline decoration-2 underline-offset-2 hover:text-brand-900'
      return href.startsWith('/') ? (
        <IntentLink href={href} className={className}>
          {children}
        </IntentLink>
      ) : (
        <a
          href={href}
          className={className}
          {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      )
    },
  },
  types: {
    yearsOfExperience: ({ value }) => (
      <YearsOfExperience withWord={(value as { withWord?: boolean | null }).withWord} />
    ),
    retentionPeriod: ({ value }) => <RetentionPeriod inYears={(value as { inYears?: boolean | null }).inYears} />,
    privacyChannel: ({ value }) => <PrivacyChannel channel={(value as { channel?: string | null }).channel} />,
    image: ({ value }) => {
      const image = value as NonNullable<ContentImageData> & { caption?: string }
      return (
        <figure className="my-8">
          <ContentImage image={image} sizes="(min-width: 768px) 720px, 100vw" className="h-auto w-full rounded-2xl" />
          {image.caption ? (
            <figcaption className="mt-2 text-center text-sm text-muted">{image.caption}</figcaption>
          ) : null}
        </figure>
      )
    },
  },
}

/** Portable Text from the Studio as the site's typography. */
export function RichText({ value }: { value: Block }) {
  return <PortableText value={value} components={components} />
}
