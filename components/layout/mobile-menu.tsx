'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { IntentLink } from '@/components/ui/intent-link'
import { useHydrated } from '@/components/ui/use-hydrated'

type Props = { links: ReadonlyArray<{ href: string; label: string }>; buttonLabel: string }

// A modal dialog makes the page inert, but Tab past the last link would leave for the browser UI.
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')]
  const first = focusable[0]
  const last = focusable.at(-1)
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last?.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first?.focus()
  }
}

/**
 * The drawer under 768 px: a modal <dialog>, so Escape closes it, the page behind is inert and
 * focus returns to the menu button natively.
 */
export function MobileMenu({ links, buttonLabel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = usePathname()
  // The menu opens from script, which runs after the page's photo: until then the button is disabled.
  const hydrated = useHydrated()

  useEffect(() => {
    dialog.current?.close()
  }, [pathname])

  const close = () => dialog.current?.close()

  return (
    <div className="md:hidden">
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => dialog.current?.showModal()}
        aria-haspopup="dialog"
        aria-controls="menu-mobile"
        className="flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
      >
        <span className="sr-only">Abrir menu</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <dialog
        id="menu-mobile"
        ref={dialog}
        aria-label="Menu"
        onClick={(event) => event.target === event.currentTarget && close()}
        onKeyDown={keepTabInside}
        className="drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[300px] max-w-full bg-white p-0 shadow-2xl backdrop:bg-ink/50"
      >
        <div className="flex h-full flex-col p-6">
          <button
            type="button"
            onClick={close}
            className="ml-auto flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
          >
            <span className="sr-only">Fechar menu</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
          <nav aria-label="Menu móvel" className="mt-4">
            <ul className="flex flex-col gap-1">
              {links.map(({ href, label }) => (
                <li key={href}>
                  <IntentLink
                    href={href}
                    onClick={close}
                    aria-current={pathname === href ? 'page' : undefined}
                    className="drawer-link"
                  >
                    {label}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </nav>
          <IntentLink
            href="/orcamento"
            onClick={close}
            className="mt-auto rounded-full bg-brand-600 px-6 py-3 text-center font-bold text-white hover:bg-brand-700"
          >
            {buttonLabel}
          </IntentLink>
        </div>
      </dialog>
    </div>
  )
}
