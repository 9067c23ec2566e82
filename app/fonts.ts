import localFont from 'next/font/local'

// Self-hosted from @fontsource so no font provider is contacted at build or run time.
export const nunito = localFont({
  // @fontsource's variable Nunito narrowed to the weights the site uses (npm run fonts).
  src: './fonts/nunito-latin-wght-400-700.woff2',
  variable: '--font-nunito',
  weight: '400 700',
  display: 'optional',
  // 'optional' rather than 'swap': a font arriving after the first paint swapped in and re-wrapped the
  // body text (CLS 0.016-0.031 on five pages). Now a late font waits for the next page load, when it
  // is cached, and meanwhile the size-adjusted fallback stays put.
  // Preloaded: while it is missing, every run of text is laid out in the system fallback, and on
  // Linux each font size and weight costs a lookup through the browser process (67 per load of
  // /sobre-nos, 80 ms of a 130 ms first layout, unthrottled). Preloaded, it is there at the first
  // layout; measured in throttled loads the page's LCP came 350-680 ms earlier, though the 25 KB
  // now share the link with the LCP photo (docs/desempenho.md).
  preload: true,
})

export const fredoka = localFont({
  // Headings are all semibold: one weight is one font file fewer to download before the first paint.
  src: [{ path: '../node_modules/@fontsource/fredoka/files/fredoka-latin-600-normal.woff2', weight: '600' }],
  variable: '--font-fredoka',
  display: 'swap',
})
