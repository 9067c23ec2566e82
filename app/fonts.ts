import localFont from 'next/font/local'

// Self-hosted from @fontsource so no font provider is contacted at build or run time.
export const nunito = localFont({
  // @fontsource's variable Nunito narrowed to the weights the site uses (npm run fonts).
  src: './fonts/nunito-latin-wght-400-700.woff2',
  variable: '--font-nunito',
  weight: '400 700',
  display: 'swap',
  // Not preloaded: the photo that is each page's LCP would otherwise queue behind 25 KB of font. Above
  // the fold it only sets the phone strip and buttons, drawn meanwhile in a size-adjusted fallback.
  preload: false,
})

export const fredoka = localFont({
  // Headings are all semibold: one weight is one font file fewer to download before the first paint.
  src: [{ path: '../node_modules/@fontsource/fredoka/files/fredoka-latin-600-normal.woff2', weight: '600' }],
  variable: '--font-fredoka',
  display: 'swap',
})
