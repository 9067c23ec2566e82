import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { liveEventsOrigin } from './lib/config/public-env'
import { checkSetup, formatVerdict } from './lib/config/setup-check'
import { siteRedirects } from './lib/redirects/fixed'
import { csp } from './lib/security/csp'

const isDev = process.env.NODE_ENV !== 'production'

// Static pages cannot carry per-request nonces, so Next's inline bootstrap scripts need 'unsafe-inline'.
// The admin is dynamic: the proxy gives each of its responses a nonce-based policy instead (lib/security/csp.ts).
// Draft mode needs nothing more here: the Studio frames the site from the same origin
// (frame-ancestors 'self'), the visual editing overlays talk to it with postMessage and edit links
// go to /studio, and draft images come from cdn.sanity.io like published ones. Static headers cannot
// differ for staff in draft mode anyway, so the public policy stays as tight as for visitors.
// With a Sanity project, pages listen to its live events (components/layout/live-content.tsx).
const liveOrigin = liveEventsOrigin(process.env.SANITY_API_HOST || undefined)
const siteCsp = csp({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", ...(liveOrigin ? [liveOrigin] : []), ...(isDev ? ['ws:'] : [])],
  // The proof of work the quote form asks for in a flood (the ALTCHA widget) hashes in workers it
  // starts from a blob: of its own script, already running on the page.
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
})

// The Studio talks to Sanity's APIs and loads Sanity's bridge script (that one file, not its whole
// host); it stays on /studio only. No eval: the Studio runs without it (studio-editing.spec.ts).
// Inline scripts stay: the Studio's page is static, so its Next scripts carry no nonce.
const studioCsp = csp({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", 'https://core.sanity-cdn.com/bridge.js'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': [
    "'self'",
    'data:',
    'blob:',
    'https://cdn.sanity.io',
    'https://*.sanity.io',
    // With SANITY_API_HOST the Studio's image URLs are built on that host too.
    ...(liveOrigin ? [liveOrigin] : []),
    'https://lh3.googleusercontent.com',
    'https://avatars.githubusercontent.com',
  ],
  // The Studio's typeface (Inter) comes from Sanity's design system host.
  'font-src': ["'self'", 'data:', 'https://design-system-static.sanity.io'],
  'connect-src': [
    "'self'",
    // With SANITY_API_HOST, the Studio's API and its presence socket (wss:) go to that host.
    ...(liveOrigin ? [liveOrigin, liveOrigin.replace(/^http/, 'ws')] : []),
    'https://*.sanity.io',
    'wss://*.sanity.io',
    'https://core.sanity-cdn.com',
    ...(isDev ? ['ws:'] : []),
  ],
  'frame-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
})

const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), clipboard-write=(self)',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
]

const nextConfig: NextConfig = {
  // Second builds (the build tests, the content-outage build) go beside the developer's .next, never over it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Whether pages listen to Sanity's live events, fixed in the build so that the seed dataset's
  // pages carry none of that code (components/layout/live-content.tsx).
  // The Studio reaches the same Content Lake host as the site (studio/sanity.config.ts).
  env: { SANITY_LIVE: liveOrigin ? '1' : '', SANITY_STUDIO_API_HOST: process.env.SANITY_API_HOST || '' },
  reactStrictMode: true,
  // `npm run typecheck` (TypeScript 7) checks types; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['@electric-sql/pglite'],
  experimental: {
    // Server actions only carry small forms (a quote, a sign-in); anything bigger is refused.
    serverActions: { bodySizeLimit: '32kb' },
    // CI builds a clean clone and never builds it again: writing Turbopack's cache for a next build
    // took 25 to 73 s there (twice: the e2e build and content-outage's), for nothing.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next's default: every width is listed in each srcset, twice per image (HTML and
    // RSC payload). Phones (640-1080), laptops (1440) and desktops (1920) keep a close match.
    deviceSizes: [640, 750, 1080, 1440, 1920],
    imageSizes: [64, 128, 256, 384],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/**' }],
  },
  async redirects() {
    return [...siteRedirects]
  },
  async headers() {
    return [
      // Documents get the whole set. Scripts, styles, fonts and optimised images only need nosniff: the
      // other policies apply to documents, and repeated on each asset they cost about 1 KB per response.
      { source: '/:path((?!_next/static/|_next/image).*)', headers: securityHeaders },
      {
        source: '/:path((?!_next/static/|_next/image|admin(?:/|$)).*)',
        headers: [{ key: 'Content-Security-Policy', value: siteCsp }],
      },
      { source: '/_next/:asset(static/.*|image)', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      // A page's RSC payload, which the client router asks for (router.refresh() after a live event,
      // a navigation), must come from the server each time. Next sends a static page's with
      // `s-maxage, stale-while-revalidate` meant for a CDN, and the browser's own cache applies the
      // stale-while-revalidate too: it answered each refresh with the payload kept from the one
      // before, so an open page showed every publish one publish late. Vercel replaces the header
      // for browsers; `next start` (and a proxy in front of it) does not. Next keeps a Cache-Control
      // set here, and this is the value it gives dynamic responses.
      {
        source: '/:path((?!_next/static/|_next/image).*)',
        has: [{ type: 'header', key: 'rsc', value: '1' }],
        headers: [{ key: 'Cache-Control', value: 'private, no-cache, no-store, max-age=0, must-revalidate' }],
      },
      { source: '/studio/:path*', headers: [{ key: 'Content-Security-Policy', value: studioCsp }] },
      // A window the Studio (same origin) opens on the admin must not be readable from it
      // (lib/security/admin-page-key.ts): the admin's own group of windows, the last value here wins.
      ...['/admin', '/admin/:path*'].map((source) => ({
        source,
        headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }],
      })),
    ]
  },
}

// A production build checks its setup first: an unsafe one (no address on Vercel, quotes on a
// disk Vercel throws away, half-set services) fails here instead of going live.
export default function config(phase: string): NextConfig {
  // The build's workers load this file again with the parent's environment: one report is enough.
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.BUFFET_SETUP_REPORTED) {
    process.env.BUFFET_SETUP_REPORTED = '1'
    const verdict = checkSetup(process.env)
    for (const line of formatVerdict(verdict)) console.log(line)
    if (verdict.errors.length) {
      console.error(
        `[buffet] build interrompido: ${verdict.errors.length} problema(s) de configuração acima (rode npm run doctor).`,
      )
      process.exit(1)
    }
  }
  return nextConfig
}
