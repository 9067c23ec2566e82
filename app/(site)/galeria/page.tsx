import type { Metadata } from 'next'
import { PhotoGallery } from '@/components/gallery/photo-gallery'
import { PageHero } from '@/components/ui/page-hero'
import { getGalleryPage } from '@/lib/content/pages'
import { documentMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const { page, photos } = await getGalleryPage()
  return documentMetadata(page.seo, {
    title: page.title,
    description: page.intro,
    path: '/galeria',
    image: photos[0]?.image,
  })
}

export default async function GalleryPage() {
  const { page, photos } = await getGalleryPage()
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <PhotoGallery heading={page.sectionHeading} photos={photos} />
    </>
  )
}
