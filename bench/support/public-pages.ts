/** One of each kind of public page: what `npm run bench` measures and the byte budget test weighs. */
export const PUBLIC_PAGES = [
  '/',
  '/sobre-nos',
  '/cardapios',
  '/cardapios/crepe-frances',
  '/pacotes/kids',
  '/galeria',
  '/blog',
  '/blog/como-escolher-o-buffet-perfeito',
  '/orcamento',
]
