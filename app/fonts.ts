import localFont from 'next/font/local'

// Self-hosted from @fontsource so no font provider is contacted at build or run time.
export const nunito = localFont({
  src: '../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  variable: '--font-nunito',
  weight: '200 1000',
  display: 'swap',
})

export const fredoka = localFont({
  // Headings are all semibold: one weight is one font file fewer to download before the first paint.
  src: [{ path: '../node_modules/@fontsource/fredoka/files/fredoka-latin-600-normal.woff2', weight: '600' }],
  variable: '--font-fredoka',
  display: 'swap',
})
