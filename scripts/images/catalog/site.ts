import { balloons, brigadeiros, bunting, confetti, cupcake, milkShake, plate, table } from '../motifs'
import { palette as p } from '../palette'
import type { Illustration } from '../types'

const square = 800

/** Site-wide images: the footer's Instagram strip and the default share image. */
export const siteImages: Illustration[] = [
  {
    file: 'instagram-brigadeiros.webp',
    width: square,
    height: square,
    background: p.green100,
    draw: (w, h) => confetti(w, h, 11) + table(w, h, h * 0.62) + plate(w / 2, h * 0.66, w * 0.36) +
      [-1, 0, 1].map((i) => brigadeiros(w / 2 + i * w * 0.15, h * 0.62 + Math.abs(i) * 8, w * 0.06, 20 + i)).join(''),
  },
  {
    file: 'instagram-milk-shake.webp',
    width: square,
    height: square,
    background: p.cream,
    draw: (w, h) => confetti(w, h, 12) + table(w, h, h * 0.75, p.green300) + milkShake(w * 0.38, h * 0.8, h * 0.45, p.pink) + milkShake(w * 0.64, h * 0.8, h * 0.38, p.peach),
  },
  {
    file: 'instagram-cupcakes.webp',
    width: square,
    height: square,
    background: p.sand,
    draw: (w, h) => confetti(w, h, 13) + table(w, h, h * 0.7, p.green500) +
      cupcake(w * 0.3, h * 0.74, w * 0.22, p.pink) + cupcake(w * 0.52, h * 0.72, w * 0.26, p.white) + cupcake(w * 0.74, h * 0.74, w * 0.22, p.yellow),
  },
  {
    file: 'instagram-baloes.webp',
    width: square,
    height: square,
    background: p.green100,
    draw: (w, h) => bunting(w, h * 0.08, 8) + balloons(w / 2, h * 0.35, w * 0.18, [p.green500, p.yellow, p.pink, p.orange]) + table(w, h, h * 0.82),
  },
  {
    file: 'instagram-mesa-de-doces.webp',
    width: square,
    height: square,
    background: p.cream,
    draw: (w, h) => bunting(w, h * 0.06, 7) + table(w, h, h * 0.6, p.green300) + plate(w * 0.3, h * 0.66, w * 0.2) + plate(w * 0.7, h * 0.66, w * 0.2) +
      brigadeiros(w * 0.3, h * 0.63, w * 0.05, 31) + brigadeiros(w * 0.7, h * 0.63, w * 0.05, 32, p.white) + cupcake(w * 0.5, h * 0.62, w * 0.2, p.pink),
  },
  {
    file: 'og-padrao.webp',
    width: 1200,
    height: 630,
    background: p.green600,
    draw: (w, h) => confetti(w, h, 5, 70, [p.yellow, p.pink, p.white, p.green300]) + bunting(w, 20, 12) + table(w, h, h * 0.72, p.green700) +
      cupcake(w * 0.22, h * 0.76, h * 0.3, p.pink) + milkShake(w * 0.42, h * 0.78, h * 0.42, p.peach) + plate(w * 0.68, h * 0.78, h * 0.26) +
      brigadeiros(w * 0.64, h * 0.75, h * 0.05, 41) + brigadeiros(w * 0.72, h * 0.75, h * 0.05, 42) + balloons(w * 0.88, h * 0.2, h * 0.12),
  },
]
