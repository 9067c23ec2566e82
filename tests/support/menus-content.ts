// What the product fixes about /cardapios and the menu and package pages: the seed content must hold it
// (integration tests) and the pages must show it (browser tests).

export const COMBINED = 'Este cardápio é vendido combinado com outros cardápios'
export const SAUCES = 'Acompanham molho sugo, molho branco e parmesão ralado'

/** The 12 cards of /cardapios in order, with the page each opens. */
export const menuCards = [
  ['Mini Lanchinhos', '/cardapios/lanchinhos'],
  ['Salgadinhos', '/cardapios/salgadinhos'],
  ['Comidinhas', '/cardapios/comidinhas'],
  ['Saladas e Legumes', '/cardapios/saladas-e-legumes'],
  ['Kids', '/pacotes/kids'],
  ['Milk Shake', '/pacotes/milk-shake'],
  ['Brunch', '/pacotes/brunch'],
  ['Boteco', '/pacotes/boteco'],
  ['Churrasco', '/pacotes/churrasco'],
  ['Brigadeiro', '/pacotes/brigadeiro'],
  ['Festa Junina', '/pacotes/festa-junina'],
  ['Crepe Francês', '/cardapios/crepe-frances'],
] as const

/** The menus with a single 'O que está incluso' list. */
export const simpleMenus = [
  { slug: 'lanchinhos', title: 'Mini Lanchinhos', items: 23, highlight: false },
  { slug: 'salgadinhos', title: 'Salgadinhos', items: 14, highlight: false },
  { slug: 'comidinhas', title: 'Comidinhas', items: 14, highlight: true },
  { slug: 'saladas-e-legumes', title: 'Saladas e Legumes', items: 12, highlight: true },
] as const

/** Crepe Francês options with their savoury and sweet crepe counts. */
export const crepeOptions = [
  ['Tradicional', 6, 5],
  ['Cabana', 11, 7],
  ['Premium', 12, 10],
] as const

/** The six groups of the Kids package and their item counts, then its optional extras. */
export const kidsGroups = [
  ['Lanches (7 opções)', 7],
  ['Sanduíches naturais (2 opções)', 2],
  ['Lanches volantes (2 opções)', 2],
  ['Sobremesa', 1],
  ['Bebidas', 3],
  ['Brinde', 1],
] as const
export const kidsExtras = ['Finger food', 'Mais finger food', 'Saladas', 'Doces especiais'] as const

/** Milk Shake options: how many flavours and toppings the guest chooses. */
export const milkShakeOptions = [
  ['Tradicional', 2, 2],
  ['Premium', 4, 5],
] as const
