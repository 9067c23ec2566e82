import { balloons, brigadeiros, bunting, confetti, cupcake, milkShake, plate, table } from '../motifs'
import {
  balloonArch,
  bistroTable,
  bonfire,
  building,
  bubbles,
  cake,
  calculator,
  canapes,
  chefHat,
  clipboard,
  coins,
  cornCob,
  fruitSkewer,
  gift,
  glass,
  jar,
  juiceCup,
  kite,
  magicHat,
  miniBurger,
  mug,
  notebook,
  partyHat,
  piggyBank,
  pinwheel,
  planet,
  popcorn,
  portrait,
  rocket,
  salgadinhos,
  skin,
  stall,
  star,
  stringLights,
} from '../motifs-blog'
import { palette as p } from '../palette'
import type { Illustration } from '../types'

// Covers are 21:9 like the article hero; the subject stays in the middle so card crops keep it.
const cover = { width: 1600, height: 686 }
const avatar = { width: 400, height: 400 }

const tint = (w: number, h: number, color: string, opacity: number) => `<rect width="${w}" height="${h}" fill="${color}" opacity="${opacity}"/>`
const sky = (w: number, h: number, top: string, bottom: string, id: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
  `<rect width="${w}" height="${h}" fill="url(#${id})"/>`
const stars = (w: number, h: number, seed: number, count: number) => confetti(w, h * 0.6, seed, count, [p.white, p.yellow])

/** Blog covers and author portraits. */
export const blogImages: Illustration[] = [
  {
    file: 'blog-festa-junina.webp',
    ...cover,
    background: p.green900,
    draw: (w, h) =>
      sky(w, h, p.green900, p.green700, 'junina') +
      stars(w, h, 71, 36) +
      bunting(w, 18, 16, [p.yellow, p.rose, p.orange, p.green300, p.pink]) +
      `<g transform="translate(0 70)">${bunting(w, 18, 12, [p.orange, p.green300, p.pink, p.yellow, p.rose])}</g>` +
      table(w, h, h * 0.76, p.cocoa) +
      bonfire(w / 2, h * 0.9, 150) +
      popcorn(w * 0.25, h * 0.93, 215, 5) +
      mug(w * 0.36, h * 0.94, 115, p.rose) +
      cornCob(w * 0.665, h * 0.8, 230, -62) +
      cornCob(w * 0.725, h * 0.83, 230, -48) +
      mug(w * 0.81, h * 0.94, 105, p.orange),
  },
  {
    file: 'blog-festas-condominio.webp',
    ...cover,
    background: p.green100,
    draw: (w, h) =>
      building(w * 0.12, h * 0.78, 210, 420, p.green300, 1) +
      building(w * 0.27, h * 0.78, 250, 520, p.green500, 2) +
      building(w * 0.61, h * 0.78, 250, 560, p.green500, 3) +
      building(w * 0.78, h * 0.78, 210, 380, p.green300, 4) +
      `<rect x="${w * 0.3}" y="${h * 0.45}" width="${w * 0.4}" height="${h * 0.33}" rx="14" fill="${p.cream}"/>` +
      `<rect x="${w * 0.28}" y="${h * 0.41}" width="${w * 0.44}" height="${h * 0.06}" rx="10" fill="${p.green700}"/>` +
      [0, 1, 2, 3].map((i) => `<rect x="${w * (0.325 + i * 0.092)}" y="${h * 0.52}" width="${w * 0.075}" height="${h * 0.2}" rx="8" fill="${p.yellow}" opacity="0.8"/>`).join('') +
      `<g transform="translate(${w * 0.3} ${h * 0.47})">${stringLights(w * 0.4, 0, 9, 18)}</g>` +
      table(w, h, h * 0.78, p.sand) +
      balloons(w * 0.25, h * 0.5, 58, [p.pink, p.yellow, p.orange]) +
      balloons(w * 0.75, h * 0.5, 58, [p.green500, p.rose, p.yellow]) +
      plate(w * 0.5, h * 0.86, 130) +
      salgadinhos(w * 0.5, h * 0.82, 50, 5),
  },
  {
    file: 'blog-barraquinhas.webp',
    ...cover,
    background: p.cream,
    draw: (w, h) => {
      const bottom = h * 0.94
      const stallH = 460
      const counter = bottom - stallH * 0.38
      return (
        confetti(w, h * 0.5, 81, 30) +
        bunting(w, 14, 14) +
        table(w, h, h * 0.86, p.green300) +
        stall(w * 0.22, bottom, 340, stallH, p.rose, popcorn(w * 0.22 - 62, counter, 130, 9) + popcorn(w * 0.22 + 62, counter, 115, 10, p.orange)) +
        stall(w * 0.5, bottom, 340, stallH, p.green500, milkShake(w * 0.5 - 70, counter, 120, p.pink) + milkShake(w * 0.5 + 5, counter, 135, p.peach) + milkShake(w * 0.5 + 80, counter, 115, p.cocoa)) +
        stall(
          w * 0.78,
          bottom,
          340,
          stallH,
          p.orange,
          [-1, 0, 1].map((i) => brigadeiros(w * 0.78 + i * 78, counter - 38, 34, 50 + i, i === 0 ? p.white : p.chocolate)).join(''),
        )
      )
    },
  },
  {
    file: 'blog-festas-empresariais.webp',
    ...cover,
    background: p.green700,
    draw: (w, h) =>
      sky(w, h, p.green900, p.green600, 'empresa') +
      [0.02, 0.13, 0.25, 0.38, 0.52, 0.64, 0.77, 0.88]
        .map((x, i) => building(w * x, h * 0.76, 150 + (i % 3) * 30, 260 + ((i * 97) % 5) * 50, i % 2 ? p.green900 : '#1b4d32', 30 + i, p.yellow))
        .join('') +
      stringLights(w, 40, 18, 40) +
      table(w, h, h * 0.76, p.green600) +
      bistroTable(w * 0.26, h * 0.98, 300, p.white) +
      glass(w * 0.24, h * 0.98 - 300, 110, p.yellow) +
      glass(w * 0.29, h * 0.98 - 300, 100, p.rose, 'wine') +
      bistroTable(w * 0.5, h * 0.98, 320, p.cream) +
      canapes(w * 0.5, h * 0.98 - 335, 150, 4) +
      bistroTable(w * 0.74, h * 0.98, 300, p.white) +
      glass(w * 0.72, h * 0.98 - 300, 105, p.yellow) +
      glass(w * 0.765, h * 0.98 - 300, 112, p.yellow),
  },
  {
    file: 'blog-como-escolher-buffet.webp',
    ...cover,
    background: p.sand,
    draw: (w, h) =>
      confetti(w, h, 91, 26, [p.green300, p.orange, p.pink]) +
      table(w, h, h * 0.78, p.green300) +
      clipboard(w * 0.36, h * 0.48, 330, 480, 5, 3) +
      chefHat(w * 0.56, h * 0.8, 210) +
      plate(w * 0.72, h * 0.86, 140) +
      salgadinhos(w * 0.72, h * 0.81, 52, 5) +
      cupcake(w * 0.88, h * 0.9, 110, p.pink) +
      cupcake(w * 0.16, h * 0.9, 110, p.yellow),
  },
  {
    file: 'blog-festas-infantis-2025.webp',
    ...cover,
    background: p.white,
    draw: (w, h) =>
      tint(w, h, p.pink, 0.22) +
      balloonArch(w / 2, h * 0.84, 520, 470, 17, [p.pink, p.peach, p.green300, p.green100, p.yellow, p.white, p.rose]) +
      table(w, h, h * 0.8, p.cream) +
      cake(w / 2, h * 0.9, 230, [p.pink, p.peach], 3) +
      gift(w * 0.33, h * 0.92, 110, p.green300, p.rose) +
      gift(w * 0.39, h * 0.92, 70, p.yellow, p.green600) +
      gift(w * 0.66, h * 0.92, 95, p.peach, p.green600) +
      cupcake(w * 0.14, h * 0.9, 100, p.green300) +
      cupcake(w * 0.86, h * 0.9, 100, p.pink),
  },
  {
    file: 'blog-aniversarios-tematicos.webp',
    ...cover,
    background: p.ink,
    draw: (w, h) =>
      sky(w, h, p.ink, p.green900, 'espaco') +
      stars(w, h, 33, 50) +
      [0.1, 0.3, 0.62, 0.9].map((x, i) => star(w * x, h * (0.15 + (i % 2) * 0.2), 18, p.yellow)).join('') +
      planet(w * 0.16, h * 0.32, 70, p.orange, p.peach) +
      planet(w * 0.84, h * 0.22, 46, p.green300) +
      rocket(w * 0.7, h * 0.4, 210) +
      table(w, h, h * 0.78, p.green700) +
      cake(w * 0.44, h * 0.92, 220, [p.green500, p.yellow], 4) +
      partyHat(w * 0.24, h * 0.9, 150, p.rose, p.yellow, -10) +
      partyHat(w * 0.31, h * 0.92, 120, p.yellow, p.rose, 8) +
      cupcake(w * 0.62, h * 0.92, 100, p.white) +
      cupcake(w * 0.78, h * 0.92, 100, p.pink),
  },
  {
    file: 'blog-menu-criancas.webp',
    ...cover,
    background: p.white,
    draw: (w, h) =>
      tint(w, h, p.yellow, 0.3) +
      confetti(w, h * 0.6, 61, 28, [p.orange, p.pink, p.green300]) +
      table(w, h, h * 0.7, p.green300) +
      plate(w * 0.36, h * 0.8, 150) +
      miniBurger(w * 0.32, h * 0.78, 110) +
      miniBurger(w * 0.41, h * 0.8, 95) +
      fruitSkewer(w * 0.565, h * 0.84, 310, -20) +
      fruitSkewer(w * 0.575, h * 0.84, 320, 2) +
      fruitSkewer(w * 0.585, h * 0.84, 300, 20) +
      jar(w * 0.575, h * 0.92, 120, 120, p.white) +
      juiceCup(w * 0.7, h * 0.92, 170, p.orange) +
      juiceCup(w * 0.8, h * 0.92, 150, p.pink) +
      popcorn(w * 0.18, h * 0.9, 170, 21, p.green500),
  },
  {
    file: 'blog-orcamento-festa-infantil.webp',
    ...cover,
    background: p.green300,
    draw: (w, h) =>
      confetti(w, h * 0.6, 41, 24, [p.white, p.yellow, p.green100]) +
      table(w, h, h * 0.74, p.cream) +
      notebook(w * 0.27, h * 0.62, 300, 380, -8) +
      piggyBank(w * 0.52, h * 0.62, 330) +
      coins(w * 0.67, h * 0.9, 6, 48) +
      coins(w * 0.72, h * 0.93, 3, 48) +
      calculator(w * 0.82, h * 0.62, 190, 280, 8) +
      cupcake(w * 0.1, h * 0.92, 110, p.pink),
  },
  {
    file: 'blog-entretenimento-infantil.webp',
    ...cover,
    background: p.peach,
    draw: (w, h) =>
      sky(w, h, p.orange, p.peach, 'brincadeiras') +
      kite(w * 0.17, h * 0.24, 100, [p.rose, p.yellow, p.green500, p.orange]) +
      bubbles(w * 0.3, 30, w * 0.45, h * 0.5, 8, 14) +
      table(w, h, h * 0.78, p.green500) +
      magicHat(w * 0.5, h * 0.9, 230) +
      pinwheel(w * 0.78, h * 0.38, 80, [p.rose, p.yellow, p.green500, p.white]) +
      pinwheel(w * 0.87, h * 0.5, 62, [p.green300, p.orange, p.pink, p.white]) +
      balloons(w * 0.3, h * 0.42, 64, [p.yellow, p.rose]) +
      popcorn(w * 0.68, h * 0.92, 130, 77, p.green500),
  },
  {
    file: 'autor-carolina-mendes.webp',
    ...avatar,
    background: p.green100,
    draw: (w) => portrait(w, { skin: skin.medium, hair: p.chocolate, hairStyle: 'bun', shirt: p.white, chefHat: true, earrings: p.green500 }),
  },
  {
    file: 'autor-renata-oliveira.webp',
    ...avatar,
    background: p.peach,
    draw: (w) => portrait(w, { skin: skin.deep, hair: p.ink, hairStyle: 'curly', shirt: p.rose, earrings: p.yellow }),
  },
  {
    file: 'autor-thiago-martins.webp',
    ...avatar,
    background: p.yellow,
    draw: (w) => portrait(w, { skin: skin.light, hair: p.cocoa, hairStyle: 'short', shirt: p.green600, glasses: true, beard: true }),
  },
]

