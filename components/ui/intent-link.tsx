'use client'

import { useRouter } from 'next/navigation'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>) {
  const target = event.currentTarget.getAttribute('target')
  return (
    (target !== null && target !== '_self') ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    event.currentTarget.hasAttribute('download')
  )
}

/** Only paths of this site go through the client router; a full URL or `//host` is left to the browser. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/**
 * A link to a page of the site that prefetches it when the visitor shows intent (pointer over it, a
 * touch, keyboard focus) rather than as soon as it scrolls into view: on a phone, scrolling past the
 * footer would otherwise fetch some twenty pages over the visitor's data plan. It drives the app
 * router itself instead of wrapping next/link, whose viewport observer, URL objects and link
 * registry cost every page about 2.5 KiB of gzipped script for features the site does not use.
 */
export function IntentLink({ href, onClick, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter()
  const prefetch = () => {
    if (isSitePath(href)) router.prefetch(href)
  }
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || isBrowserClick(event) || !isSitePath(href)) return
        event.preventDefault()
        router.push(href)
      }}
      onPointerEnter={(event) => {
        prefetch()
        onPointerEnter?.(event)
      }}
      onTouchStart={(event) => {
        prefetch()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        prefetch()
        onFocus?.(event)
      }}
    />
  )
}
