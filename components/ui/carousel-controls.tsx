import type { CSSProperties, MouseEvent } from 'react'
import { useClientTexts } from './client-texts'

const DOT_PX = 24
const DOT_GAP_PX = 4
const ARROW_GAP_PX = 16

export const slideId = (id: string, index: number) => `${id}-slide-${index + 1}`

/** Where the arrows sit, each side of the dots: the browser's scroll buttons and the script's share it. */
export function arrowInset(count: number, showDots: boolean) {
  const dotsWidth = showDots ? count * DOT_PX + (count - 1) * DOT_GAP_PX : 0
  return { '--carousel-arrow-inset': `${showDots ? dotsWidth / 2 + ARROW_GAP_PX : ARROW_GAP_PX / 2}px` } as CSSProperties
}

function ArrowIcon({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'prev' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  )
}

type Props = {
  id: string
  count: number
  index: number
  /** The script's arrows: drawn once it runs, over the browser's own. */
  arrows: boolean
  dots: boolean
  className: string
  step: (direction: 1 | -1) => void
  scrollToSlide: (index: number) => void
}

/** The arrows and the dots under a carousel; each dot is a link to its slide, which works without the script. */
export function CarouselControls({ id, count, index, arrows, dots, className, step, scrollToSlide }: Props) {
  const texts = useClientTexts()
  const onDot = (event: MouseEvent<HTMLAnchorElement>, dot: number) => {
    event.preventDefault()
    scrollToSlide(dot)
  }
  return (
    <div className={`carousel-controls ${className}`}>
      {arrows ? (
        <>
          <button type="button" onClick={() => step(-1)} className="carousel-arrow carousel-arrow-prev">
            <span className="sr-only">{texts.previousSlide}</span>
            <ArrowIcon direction="prev" />
          </button>
          <button type="button" onClick={() => step(1)} className="carousel-arrow carousel-arrow-next">
            <span className="sr-only">{texts.nextSlide}</span>
            <ArrowIcon direction="next" />
          </button>
        </>
      ) : null}
      {dots ? (
        <div className="flex items-center gap-1">
          {Array.from({ length: count }, (_, dot) => (
            <a key={dot} href={`#${slideId(id, dot)}`} onClick={(event) => onDot(event, dot)} aria-current={index === dot ? 'true' : undefined} className="carousel-dot">
              <span className="sr-only">
                {texts.goToSlide} {dot + 1}
              </span>
              <span aria-hidden="true" />
            </a>
          ))}
        </div>
      ) : null}
    </div>
  )
}
