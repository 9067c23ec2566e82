'use client'

import { Activity, lazy, useEffect, useRef, type ComponentProps } from 'react'
import type { QuoteForm as QuoteFormComponent } from './quote-form'
import { DRAFT_KEY } from './draft-key'
import { checkQuoteService, forgetQuoteService, serviceProblem } from './use-quote-service'

type Props = ComponentProps<typeof QuoteFormComponent>

// What the visitor does that means they are filling the form in: the script is fetched then.
const INTENT = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const

/** Lets the waiting form load: the visitor reached for it, the service is down, or they left the page. */
let release = () => {}
const wanted = new Promise<void>((resolve) => (release = resolve))

/** A quote form has been on screen during this visit to the site. */
let visited = false

/** Settles once the form's own handlers answer, or fails if its script could not be fetched. */
let formReady = false
let ready = () => {}
let unavailable = (_error: unknown) => {}
const hydrated = new Promise<void>((resolve, reject) => {
  ready = () => {
    formReady = true
    resolve()
  }
  unavailable = reject
})
hydrated.catch(() => {})

// While hydrating, the form is the server's HTML and waits for the visitor; after a client-side
// navigation there is no server HTML to show meanwhile, so it loads at once.
const QuoteForm = lazy(async () => {
  const serverForm = typeof window !== 'undefined' && document.querySelector('[data-quote-form] form') !== null
  if (serverForm) await wanted
  const loaded = await import('./quote-form').catch((error: unknown) => {
    if (!serverForm) throw error
    // The server's form keeps working as it does without scripts; a held submit goes that way too.
    unavailable(error)
    return new Promise<never>(() => {})
  })
  const Form = loaded.QuoteForm
  function HydratedQuoteForm(props: Props) {
    // Effects run child first: when this one runs, the form's own handlers are attached.
    useEffect(() => ready(), [])
    return <Form {...props} />
  }
  return { default: HydratedQuoteForm }
})

/** The visitor typed, ticked or focused something in the form before its page hydrated. */
function touched(element: HTMLElement) {
  if (element.matches(':focus-within')) return true
  return [...(element.querySelector('form')?.elements ?? [])].some((field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field instanceof HTMLInputElement
        ? field.type === 'checkbox' || field.type === 'radio'
          ? field.checked !== field.defaultChecked
          : field.value !== field.defaultValue
        : field instanceof HTMLTextAreaElement && field.value !== field.defaultValue,
  )
}

/**
 * Runs once the page has loaded and the browser is idle: a form near the screen is then ready before
 * the visitor types, instead of hydrating under their first keys.
 */
function whenIdle(run: () => void) {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/** A draft from an earlier visit is waiting to be shown in the fields. */
function draftStored() {
  try {
    return window.localStorage.getItem(DRAFT_KEY) !== null
  } catch {
    return false
  }
}

/**
 * Holds a submit made before the form hydrated (the visitor pressed the button first) until it has,
 * then sends it again, so it goes through the browser's checks and the toasts like any other. If
 * the script cannot be fetched, the form is sent as it would be without scripts.
 */
function holdEarlySubmit(event: SubmitEvent) {
  const form = event.target
  if (!(form instanceof HTMLFormElement) || formReady) return
  event.preventDefault()
  release()
  const { submitter } = event
  hydrated.then(
    () => form.requestSubmit(submitter),
    () => form.submit(),
  )
}

/**
 * The quote form (the home page's "Faça seu orçamento" and /orcamento). The server renders it in
 * place and it works as a plain form from the start (its action is the server action). Its script
 * (7 KiB) is not among the page's first: it is fetched once the form is near the screen and the
 * page has loaded and gone idle, or sooner when the visitor reaches for it (a tap, focus or key in
 * the form), when a draft from an earlier visit waits to be shown, or when the check near the
 * screen finds the service down (the form then shows its banner and the WhatsApp hand-off). Until
 * then React leaves a visible Activity's content as the server sent it, and what is typed meanwhile
 * stays: the form reads the fields when it hydrates. The rest of the page hydrates without waiting.
 */
export function DeferredQuoteForm(props: Props) {
  const slot = useRef<HTMLDivElement>(null)
  // A form rendered after one was already on screen is a client-side navigation: its page cannot
  // show until the form has loaded, and the page it leaves (whose unmount would let it load) stays
  // until then. Letting it load here, while rendering, keeps that navigation from waiting forever.
  if (visited) release()

  // Native listeners and no state: a boundary still waiting for its script must not re-render.
  useEffect(() => {
    visited = true
    const element = slot.current
    if (!element) return
    // On the window, not the form: React stops the events aimed at a part of the page it has not
    // hydrated yet, at the document, and the window sees them first.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target)
    const reach = (event: Event) => inside(event) && release()
    const hold = (event: Event) => inside(event) && holdEarlySubmit(event as SubmitEvent)
    if (touched(element) || draftStored()) release()
    for (const type of INTENT) window.addEventListener(type, reach, { capture: true, passive: true })
    window.addEventListener('submit', hold, { capture: true })
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        near.disconnect()
        void checkQuoteService().then((status) => serviceProblem(status) && release())
        whenIdle(release)
      },
      { rootMargin: '600px 0px' },
    )
    near.observe(element)
    return () => {
      near.disconnect()
      for (const type of INTENT) window.removeEventListener(type, reach, { capture: true })
      window.removeEventListener('submit', hold, { capture: true })
      // A form still waiting when the visitor leaves would wait for a page that is gone, and a later
      // visit (a client-side navigation) would wait with it.
      release()
      forgetQuoteService()
    }
  }, [])

  return (
    <div data-quote-form="" ref={slot}>
      <Activity mode="visible">
        <QuoteForm {...props} />
      </Activity>
    </div>
  )
}
