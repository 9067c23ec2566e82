import { balloons, brigadeiros, bunting, confetti, cupcake, milkShake, plate, table } from '../motifs'
import { palette as p } from '../palette'
import type { Illustration } from '../types'

const square = 800
const wide = { width: 1200, height: 900 }

const scene = (file: string, size: { width: number; height: number }, background: string, draw: Illustration['draw']): Illustration => ({ file, ...size, background, draw })

// A plate with something on it: the common base of the food pictures until each gets its own drawing.
const platter = (seed: number, accent: string, background: string = p.cream) => (w: number, h: number) =>
  confetti(w, h, seed, 30) + table(w, h, h * 0.62, p.green300) + plate(w / 2, h * 0.68, w * 0.34) + brigadeiros(w / 2, h * 0.64, w * 0.07, seed, accent) + (background ? '' : '')

/** Images of the pages: home, about, menus, packages, gallery and testimonials. */
export const pageImages: Illustration[] = [
  scene('home-hero.webp', { width: 1920, height: 900 }, p.green600, (w, h) =>
    confetti(w, h, 101, 90, [p.yellow, p.pink, p.white, p.green300]) + bunting(w, 24, 16) + table(w, h, h * 0.7, p.green700) +
    cupcake(w * 0.2, h * 0.74, h * 0.28, p.pink) + milkShake(w * 0.35, h * 0.76, h * 0.4, p.peach) + plate(w * 0.55, h * 0.76, h * 0.24) +
    brigadeiros(w * 0.52, h * 0.73, h * 0.05, 102) + brigadeiros(w * 0.58, h * 0.73, h * 0.05, 103) + cupcake(w * 0.75, h * 0.74, h * 0.24, p.yellow) + balloons(w * 0.9, h * 0.2, h * 0.12)),
  scene('home-servico.webp', wide, p.cream, platter(104, p.chocolate)),
  ...Array.from({ length: 8 }, (_, index) => scene(`menu-item-${index + 1}.webp`, { width: square, height: square }, [p.cream, p.green100, p.sand][index % 3]!, platter(110 + index, [p.chocolate, p.orange, p.rose, p.green500][index % 4]!))),
  ...Array.from({ length: 5 }, (_, index) =>
    scene(`depoimento-${index + 1}.webp`, { width: 400, height: 400 }, [p.green100, p.sand, p.cream, p.peach, p.green300][index]!, (w, h) =>
      `<circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.2}" fill="${p.peach}"/><ellipse cx="${w / 2}" cy="${h * 1.02}" rx="${w * 0.36}" ry="${h * 0.36}" fill="${[p.green500, p.rose, p.orange, p.green700, p.yellow][index]}"/>`)),
  scene('sobre-equipe.webp', wide, p.green100, (w, h) => bunting(w, 20, 10) + table(w, h, h * 0.66) + cupcake(w * 0.3, h * 0.7, h * 0.25, p.pink) + plate(w * 0.6, h * 0.72, h * 0.22) + brigadeiros(w * 0.6, h * 0.69, h * 0.05, 120)),
  ...['lanchinhos', 'salgadinhos', 'comidinhas', 'saladas', 'crepe'].map((name, index) => scene(`cardapio-${name}.webp`, wide, [p.cream, p.sand, p.green100, p.green100, p.cream][index]!, platter(130 + index, [p.orange, p.cocoa, p.rose, p.green500, p.yellow][index]!))),
  ...['kids', 'milk-shake', 'brunch', 'boteco', 'churrasco', 'brigadeiro', 'festa-junina'].map((name, index) =>
    scene(`pacote-${name}.webp`, wide, [p.green100, p.cream, p.sand, p.green100, p.sand, p.cream, p.green100][index]!, (w, h) =>
      confetti(w, h, 140 + index, 40) + table(w, h, h * 0.7, p.green300) + (index === 1 ? milkShake(w / 2, h * 0.78, h * 0.45, p.pink) : index === 5 ? plate(w / 2, h * 0.75, w * 0.3) + brigadeiros(w / 2, h * 0.72, w * 0.05, 150) : cupcake(w / 2, h * 0.74, h * 0.3, [p.pink, p.white, p.yellow][index % 3]!)))),
  ...Array.from({ length: 22 }, (_, index) =>
    scene(`galeria-${String(index + 1).padStart(2, '0')}.webp`, { width: square, height: square }, [p.cream, p.green100, p.sand, p.peach][index % 4]!, (w, h) =>
      confetti(w, h, 200 + index, 30) + (index % 3 === 0 ? balloons(w / 2, h * 0.35, w * 0.16) + table(w, h, h * 0.82) : index % 3 === 1 ? table(w, h, h * 0.66, p.green300) + cupcake(w / 2, h * 0.7, w * 0.3, p.pink) : table(w, h, h * 0.62) + plate(w / 2, h * 0.68, w * 0.34) + brigadeiros(w / 2, h * 0.64, w * 0.07, 220 + index)))),
]
