import type { Metadata } from 'next'
import { AboutHistory } from '@/components/about/about-history'
import { MissionVision } from '@/components/about/mission-vision'
import { ValuesGrid } from '@/components/about/values-grid'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { PageHero } from '@/components/ui/page-hero'
import { getAboutPage } from '@/lib/content/pages'
import { documentMetadata } from '@/lib/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAboutPage()
  return documentMetadata(page.seo, {
    title: page.title,
    description: page.intro,
    path: '/sobre-nos',
    image: page.image,
  })
}

export default async function AboutPage() {
  const page = await getAboutPage()
  return (
    <>
      <PageHero
        title={page.title}
        intro={page.intro}
        breadcrumbs={<Breadcrumbs trail={[{ name: page.title, path: '/sobre-nos' }]} tone="dark" className="" />}
      />
      <AboutHistory heading={page.historyHeading} history={page.history} image={page.image} />
      <MissionVision
        mission={{ heading: page.missionHeading, text: page.mission }}
        vision={{ heading: page.visionHeading, text: page.vision }}
      />
      <ValuesGrid heading={page.valuesHeading} values={page.values} />
    </>
  )
}
