'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { IntentLink } from '@/components/ui/intent-link'

type Props = {
  links: ReadonlyArray<{ href: string; label: string }>
  texts: Record<'drawerButton' | 'openMenu' | 'closeMenu' | 'mobileMenuLabel' | 'mobileNavLabel', string>
}

// Once scripts run, Tab past the last link comes back to the first instead of leaving the drawer.
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
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
 * The drawer under 768 px: a native popover, so the button opens it, Escape or a tap outside closes
 * it and focus returns to the button with no script at all (before the page's scripts run, or
 * without them). Scripts only add what HTML cannot: closing on a client-side navigation, keeping Tab
 * inside, and aria-expanded.
 */
export function MobileMenu({ links, texts }: Props) {
  const drawer = useRef<HTMLDialogElement>(null)
  const pathname = usePathname()
  const [open, setOpen] = useState(false)

  const close = () => {
    if (drawer.current?.matches(':popover-open')) drawer.current.hidePopover()
  }

  // A tap before hydration opened the popover while no one listened to its toggle yet.
  useEffect(() => {
    if (drawer.current?.matches(':popover-open')) setOpen(true)
  }, [])
  // A client-side navigation closes the drawer; hydration is not one, and must leave open a drawer
  // tapped open before it.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    close()
  }, [pathname])

  return (
    <div className="md:hidden">
      <button
        type="button"
        popoverTarget="menu-mobile"
        aria-expanded={open}
        aria-controls="menu-mobile"
        className="flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
      >
        <span className="sr-only">{texts.openMenu}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-7 w-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <dialog
        id="menu-mobile"
        ref={drawer}
        popover="auto"
        aria-label={texts.mobileMenuLabel}
        onToggle={(event) => setOpen(event.newState === 'open')}
        onKeyDown={keepTabInside}
        className="drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[300px] max-w-full bg-white p-0 shadow-2xl backdrop:bg-ink/50"
      >
        <div className="flex h-full flex-col p-6">
          <button
            type="button"
            popoverTarget="menu-mobile"
            popoverTargetAction="hide"
            className="ml-auto flex h-11 w-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
          >
            <span className="sr-only">{texts.closeMenu}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
          <nav aria-label={texts.mobileNavLabel} className="mt-4">
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
            {texts.drawerButton}
          </IntentLink>
        </div>
      </dialog>
    </div>
  )
}
