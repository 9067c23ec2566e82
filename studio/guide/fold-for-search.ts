/** Text as a search compares it: accents and case aside ("Ícone" and "icone" are the same). */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
