import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { Carousel } from '@/components/ui/carousel'
import { ContentImage } from '@/components/ui/content-image'
import { getSiteTexts } from '@/lib/content/site'

type Testimonial = { _id: string; name: string; role: string; content: string; photo: ContentImageData }
type Props = { heading: string; subtitle: string; testimonials: Testimonial[] }

/** 'O que Nossos Clientes Dizem': a looping carousel, one card per view on phones, three from 768 px. */
export async function Testimonials({ heading, subtitle, testimonials }: Props) {
  const texts = await getSiteTexts()
  return (
    <section aria-labelledby="depoimentos-titulo" className="bg-cream py-16">
      <div className="container-content">
        <h2 id="depoimentos-titulo" className="text-center text-3xl font-semibold text-brand-800 sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 text-center text-lg text-muted">{subtitle}</p>
        <Carousel
          label={texts.testimonialsLabel}
          id="depoimento"
          slideClassName="w-full px-2 md:w-1/3"
          showDots
          className="mt-10"
        >
          {testimonials.map(({ _id, name, role, content, photo }) => (
            <figure key={_id} className="testimonial-card">
              <blockquote className="flex-1 text-ink">
                <p className="leading-relaxed">“{content}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span className="relative h-14 w-14 shrink-0 overflow-hidden rounded-full">
                  <ContentImage image={photo} fill sizes="56px" />
                </span>
                <span>
                  <span className="block font-bold text-brand-800">{name}</span>
                  <span className="block text-sm text-muted">{role}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </Carousel>
      </div>
    </section>
  )
}
