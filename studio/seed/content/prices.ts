import type { SeedInput } from './helpers'

type Extra = { name: string; price: number; perGuest?: boolean }
type Pricing = { pricePerGuest?: number; minGuests?: number; showPrice?: boolean; extras?: Extra[] }

// Sample prices (reais) for the proposals and the "a partir de" of the package pages; staff edit them in the Studio.
const prices: Record<string, Pricing> = {
  'menu-lanchinhos': { pricePerGuest: 39.9, minGuests: 30 },
  'menu-salgadinhos': { pricePerGuest: 34.9, minGuests: 30 },
  'menu-comidinhas': { pricePerGuest: 29.9, minGuests: 30 },
  'menu-saladas-e-legumes': { pricePerGuest: 19.9, minGuests: 30 },
  'menu-crepe-frances': {
    pricePerGuest: 49.9,
    minGuests: 40,
    extras: [{ name: 'Sorvete para acompanhar os crepes doces', price: 6.5, perGuest: true }],
  },
  'package-kids': {
    pricePerGuest: 89.9,
    minGuests: 40,
    showPrice: true,
    extras: [
      { name: 'Garçom extra (5 horas)', price: 250 },
      { name: 'Mesa de doces especiais', price: 14.9, perGuest: true },
    ],
  },
  'package-milk-shake': { pricePerGuest: 24.9, minGuests: 30, showPrice: true },
  'package-brunch': { pricePerGuest: 79.9, minGuests: 30, showPrice: true },
  'package-boteco': { pricePerGuest: 69.9, minGuests: 30, extras: [{ name: 'Bartender (5 horas)', price: 450 }] },
  'package-churrasco': {
    pricePerGuest: 119.9,
    minGuests: 30,
    showPrice: true,
    extras: [{ name: 'Churrasqueiro extra (5 horas)', price: 400 }],
  },
  'package-brigadeiro': { pricePerGuest: 19.9, minGuests: 30 },
  'package-festa-junina': { pricePerGuest: 59.9, minGuests: 40 },
}

/** A menu or package with its sample prices (extras keyed as the Studio keys array items). */
export function withPrices(doc: SeedInput): SeedInput {
  const pricing = prices[doc._id]
  if (!pricing) return doc
  const { extras, ...rest } = pricing
  return {
    ...doc,
    ...rest,
    ...(extras
      ? {
          extras: extras.map((extra, index) => ({
            _type: 'priceExtra',
            _key: `extra${index + 1}`,
            perGuest: false,
            ...extra,
          })),
        }
      : {}),
  }
}
