/** The site's line icons (24 × 24, stroked): data only, shared by the Icon component and the Studio. */
export const iconPaths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  info: 'M12 8h.01M11 12h1v5h1M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  sparkle: 'M12 3v4M12 17v4M3 12h4M17 12h4M6.3 6.3l2.5 2.5M15.2 15.2l2.5 2.5M6.3 17.7l2.5-2.5M15.2 8.8l2.5-2.5',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  utensils: 'M7 3v18M4.5 3v5a2.5 2.5 0 0 0 5 0V3M17 21V3c-2.2 0-3.5 2.5-3.5 6v4H17',
  cake: 'M4 21h16M5 21v-8h14v8M5 16.5c2.3 1.3 4.7 1.3 7 0s4.7-1.3 7 0M12 13V9.5M12 7a1.3 1.3 0 0 1-1.3-1.3C10.7 4.5 12 3 12 3s1.3 1.5 1.3 2.7A1.3 1.3 0 0 1 12 7z',
  cup: 'M6 8h12M7 8l1.5 13h7L17 8M12 8l1.5-5H17',
  coffee: 'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 10.5h1.5a2 2 0 0 1 0 4H16M8 3v3M12 3v3',
  mug: 'M6 6h10v13a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2zM16 9h2a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-2M9.5 10v7M12.5 10v7',
  flame: 'M12 21a6 6 0 0 0 6-6c0-4-3-6-4-10-1 2-2 3.2-3.5 4.2C9 10.4 6 12.2 6 15a6 6 0 0 0 6 6z',
  leaf: 'M5 19C5 11 10 5 20 5c0 10-6 15-14 15M5 19l8-8',
  candy: 'M12 19a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM10 10.5h.01M14 11h.01M12 14h.01M9.5 14.5h.01M14.5 14.5h.01',
  flag: 'M3 5l18 2M5.5 5.3l1.2 5 2.8-4.3M11.5 6l1.2 5 2.8-4.3M17.5 6.6l1 4.6 2.5-4',
} as const

export type IconName = keyof typeof iconPaths

/** Icons a menu card can show, with the names staff pick from in the Studio. */
export const cardIcons: Array<{ name: IconName; title: string }> = [
  { name: 'utensils', title: 'Talheres' },
  { name: 'cake', title: 'Bolo' },
  { name: 'cup', title: 'Copo com canudo' },
  { name: 'coffee', title: 'Xícara' },
  { name: 'mug', title: 'Caneca de chope' },
  { name: 'flame', title: 'Fogo' },
  { name: 'leaf', title: 'Folha' },
  { name: 'candy', title: 'Docinho' },
  { name: 'flag', title: 'Bandeirinhas' },
  { name: 'sparkle', title: 'Brilho' },
]

export const isIconName = (value: unknown): value is IconName =>
  typeof value === 'string' && Object.hasOwn(iconPaths, value)
