import { circle, random } from './motifs'
import { palette as p } from './palette'

/** Drawing primitives of the blog covers and author portraits (see catalog/blog.ts). */

const n = (value: number) => value.toFixed(1)

// Skin and hair tones are not brand colours; they only live in the portraits and hands.
export const skin = { light: '#f6d2b4', medium: '#d9a077', deep: '#8d5a3b' } as const

const rotate = (angle: number, cx: number, cy: number, body: string) =>
  `<g transform="rotate(${angle} ${n(cx)} ${n(cy)})">${body}</g>`

/** A five-pointed star. */
export function star(cx: number, cy: number, r: number, fill: string, extra = '') {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.45
    const angle = (Math.PI / 5) * index - Math.PI / 2
    return `${n(cx + Math.cos(angle) * radius)},${n(cy + Math.sin(angle) * radius)}`
  })
  return `<polygon points="${points.join(' ')}" fill="${fill}" ${extra}/>`
}

/** A wire of warm bulbs hanging across the scene. */
export function stringLights(width: number, y: number, count: number, sag = 40) {
  const wire = `<path d="M0 ${y} Q${width / 2} ${y + sag * 2} ${width} ${y}" stroke="${p.ink}" stroke-width="2" fill="none" opacity="0.3"/>`
  const bulbs = Array.from({ length: count }, (_, index) => {
    const t = (index + 0.5) / count
    const x = t * width
    const by = y + sag * 2 * 2 * t * (1 - t) + 10
    return circle(x, by, 16, p.yellow, 'opacity="0.25"') + circle(x, by, 7, p.yellow)
  }).join('')
  return wire + bulbs
}

/** A teardrop flame. */
const flame = (cx: number, bottom: number, w: number, h: number, fill: string) =>
  `<path d="M${n(cx)} ${n(bottom - h)} C${n(cx + w * 0.75)} ${n(bottom - h * 0.45)} ${n(cx + w * 0.6)} ${n(bottom)} ${n(cx)} ${n(bottom)} ` +
  `C${n(cx - w * 0.6)} ${n(bottom)} ${n(cx - w * 0.75)} ${n(bottom - h * 0.45)} ${n(cx)} ${n(bottom - h)} Z" fill="${fill}"/>`

/** A festa junina bonfire: crossed logs under layered flames. */
export function bonfire(cx: number, bottom: number, size: number) {
  const log = (angle: number, color: string) =>
    rotate(angle, cx, bottom - size * 0.1, `<rect x="${n(cx - size * 0.75)}" y="${n(bottom - size * 0.2)}" width="${n(size * 1.5)}" height="${n(size * 0.2)}" rx="${n(size * 0.1)}" fill="${color}"/>`)
  return (
    `<ellipse cx="${cx}" cy="${n(bottom - size * 0.5)}" rx="${n(size * 1.5)}" ry="${n(size * 1.1)}" fill="${p.orange}" opacity="0.12"/>` +
    flame(cx, bottom - size * 0.08, size * 1.1, size * 1.5, p.orange) +
    flame(cx - size * 0.32, bottom - size * 0.08, size * 0.55, size * 0.9, p.orange) +
    flame(cx + size * 0.34, bottom - size * 0.08, size * 0.5, size * 0.8, p.orange) +
    flame(cx, bottom - size * 0.08, size * 0.75, size * 1.05, p.yellow) +
    flame(cx, bottom - size * 0.08, size * 0.35, size * 0.5, p.cream) +
    log(-14, p.cocoa) +
    log(14, p.chocolate)
  )
}

/** An ear of corn in its husk, rotated by `angle` degrees. */
export function cornCob(cx: number, cy: number, size: number, angle = 0) {
  const w = size * 0.3
  const kernels = Array.from({ length: 7 }, (_, row) =>
    [-1, 0, 1].map((col) => circle(cx + col * w * 0.32, cy - size * 0.36 + row * size * 0.11, w * 0.13, p.orange, 'opacity="0.35"')).join(''),
  ).join('')
  const husk = (side: number, color: string) =>
    `<path d="M${n(cx)} ${n(cy + size * 0.55)} Q${n(cx + side * w * 1.4)} ${n(cy + size * 0.1)} ${n(cx + side * w * 0.55)} ${n(cy - size * 0.3)} ` +
    `Q${n(cx + side * w * 0.4)} ${n(cy + size * 0.2)} ${n(cx)} ${n(cy + size * 0.55)} Z" fill="${color}"/>`
  return rotate(
    angle,
    cx,
    cy,
    `<ellipse cx="${cx}" cy="${cy}" rx="${n(w * 0.55)}" ry="${n(size * 0.48)}" fill="${p.yellow}"/>` + kernels + husk(-1, p.green500) + husk(1, p.green300),
  )
}

/** A mug with a hot drink and curls of steam. */
export function mug(cx: number, bottom: number, size: number, color: string = p.rose) {
  const w = size * 0.8
  const top = bottom - size
  const steam = [-0.2, 0.15]
    .map(
      (dx) =>
        `<path d="M${n(cx + dx * w)} ${n(top - size * 0.1)} q${n(-size * 0.12)} ${n(-size * 0.18)} 0 ${n(-size * 0.32)} q${n(size * 0.12)} ${n(-size * 0.14)} 0 ${n(-size * 0.3)}" ` +
        `stroke="${p.white}" stroke-width="${n(size * 0.06)}" stroke-linecap="round" fill="none" opacity="0.7"/>`,
    )
    .join('')
  return (
    steam +
    `<circle cx="${n(cx + w * 0.52)}" cy="${n(top + size * 0.45)}" r="${n(size * 0.22)}" fill="none" stroke="${color}" stroke-width="${n(size * 0.09)}"/>` +
    `<rect x="${n(cx - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(size)}" rx="${n(size * 0.14)}" fill="${color}"/>` +
    `<ellipse cx="${cx}" cy="${n(top + size * 0.06)}" rx="${n(w * 0.42)}" ry="${n(size * 0.06)}" fill="${p.cocoa}"/>` +
    `<rect x="${n(cx - w * 0.32)}" y="${n(top + size * 0.35)}" width="${n(w * 0.64)}" height="${n(size * 0.12)}" rx="${n(size * 0.06)}" fill="${p.white}" opacity="0.45"/>`
  )
}

/** A striped popcorn bucket overflowing with puffs. */
export function popcorn(cx: number, bottom: number, size: number, seed: number, stripe: string = p.rose) {
  const rnd = random(seed)
  const top = bottom - size
  const wTop = size * 0.8
  const wBottom = size * 0.58
  const bucket = `<path d="M${n(cx - wTop / 2)} ${n(top)} L${n(cx - wBottom / 2)} ${n(bottom)} L${n(cx + wBottom / 2)} ${n(bottom)} L${n(cx + wTop / 2)} ${n(top)} Z" fill="${p.white}"/>`
  const stripes = [-0.25, 0.25]
    .map((t) => {
      const xt = cx + t * wTop
      const xb = cx + t * wBottom
      const half = size * 0.07
      return `<path d="M${n(xt - half)} ${n(top)} L${n(xb - half * 0.75)} ${n(bottom)} L${n(xb + half * 0.75)} ${n(bottom)} L${n(xt + half)} ${n(top)} Z" fill="${stripe}"/>`
    })
    .join('')
  const puffs = Array.from({ length: 34 }, () => {
    const x = (rnd() - 0.5) * 2
    const dome = Math.sqrt(Math.max(0, 1 - x * x)) * size * 0.3
    const fill = rnd() > 0.3 ? p.white : p.yellow
    return circle(cx + x * wTop * 0.46, top + size * 0.04 - rnd() * dome, size * (0.07 + rnd() * 0.05), fill, `stroke="${p.peach}" stroke-width="2"`)
  }).join('')
  return puffs + bucket + stripes
}

/** A block of flats with a grid of windows, some of them lit. */
export function building(x: number, bottom: number, w: number, h: number, color: string, seed: number, lit: string = p.yellow) {
  const rnd = random(seed)
  const cols = Math.max(2, Math.round(w / 46))
  const rows = Math.max(2, Math.round(h / 60))
  const cellW = w / cols
  const cellH = (h - 30) / rows
  const windows = Array.from({ length: rows * cols }, (_, index) => {
    const col = index % cols
    const row = Math.floor(index / cols)
    const fill = rnd() > 0.55 ? lit : p.white
    const opacity = fill === lit ? 0.9 : 0.22
    return `<rect x="${n(x + col * cellW + cellW * 0.25)}" y="${n(bottom - h + 24 + row * cellH + cellH * 0.2)}" width="${n(cellW * 0.5)}" height="${n(cellH * 0.5)}" rx="3" fill="${fill}" opacity="${opacity}"/>`
  }).join('')
  return `<rect x="${n(x)}" y="${n(bottom - h)}" width="${n(w)}" height="${n(h)}" rx="6" fill="${color}"/>` + windows
}

/** A tall cocktail (bistro) table with a draped cloth. */
export function bistroTable(cx: number, bottom: number, size: number, cloth: string = p.white) {
  const top = bottom - size
  const r = size * 0.3
  return (
    `<ellipse cx="${cx}" cy="${n(bottom)}" rx="${n(r * 0.9)}" ry="${n(size * 0.04)}" fill="${p.ink}" opacity="0.15"/>` +
    `<path d="M${n(cx - r)} ${n(top)} Q${n(cx - r * 0.35)} ${n(top + size * 0.5)} ${n(cx - r * 0.55)} ${n(bottom)} L${n(cx + r * 0.55)} ${n(bottom)} Q${n(cx + r * 0.35)} ${n(top + size * 0.5)} ${n(cx + r)} ${n(top)} Z" fill="${cloth}"/>` +
    `<ellipse cx="${cx}" cy="${n(top)}" rx="${n(r)}" ry="${n(size * 0.05)}" fill="${cloth}"/>` +
    `<path d="M${n(cx - r * 0.12)} ${n(top + size * 0.1)} Q${n(cx - r * 0.02)} ${n(top + size * 0.55)} ${n(cx - r * 0.2)} ${n(bottom)}" stroke="${p.ink}" stroke-width="2" fill="none" opacity="0.08"/>`
  )
}

/** A champagne flute or a wine glass. */
export function glass(cx: number, bottom: number, size: number, drink: string = p.yellow, kind: 'flute' | 'wine' = 'flute') {
  const top = bottom - size
  const bowlW = kind === 'flute' ? size * 0.13 : size * 0.22
  const bowlH = kind === 'flute' ? size * 0.55 : size * 0.4
  const bowl =
    `<path d="M${n(cx - bowlW)} ${n(top)} Q${n(cx - bowlW)} ${n(top + bowlH)} ${n(cx)} ${n(top + bowlH)} Q${n(cx + bowlW)} ${n(top + bowlH)} ${n(cx + bowlW)} ${n(top)} Z" fill="${p.white}" opacity="0.75"/>` +
    `<path d="M${n(cx - bowlW * 0.92)} ${n(top + bowlH * 0.3)} Q${n(cx - bowlW * 0.9)} ${n(top + bowlH * 0.95)} ${n(cx)} ${n(top + bowlH * 0.95)} Q${n(cx + bowlW * 0.9)} ${n(top + bowlH * 0.95)} ${n(cx + bowlW * 0.92)} ${n(top + bowlH * 0.3)} Z" fill="${drink}"/>`
  return (
    bowl +
    `<rect x="${n(cx - size * 0.015)}" y="${n(top + bowlH)}" width="${n(size * 0.03)}" height="${n(size - bowlH)}" fill="${p.white}" opacity="0.85"/>` +
    `<ellipse cx="${cx}" cy="${n(bottom)}" rx="${n(size * 0.12)}" ry="${n(size * 0.025)}" fill="${p.white}" opacity="0.85"/>`
  )
}

/** Canapés on a round serving tray. */
export function canapes(cx: number, cy: number, size: number, seed: number) {
  const rnd = random(seed)
  const bites = Array.from({ length: 5 }, (_, index) => {
    const x = cx + (index - 2) * size * 0.34
    const y = cy - size * 0.05 + (index % 2) * size * 0.08
    const topping = [p.rose, p.green300, p.yellow, p.orange][Math.floor(rnd() * 4)] ?? p.rose
    return (
      `<rect x="${n(x - size * 0.13)}" y="${n(y - size * 0.06)}" width="${n(size * 0.26)}" height="${n(size * 0.1)}" rx="${n(size * 0.04)}" fill="${p.peach}"/>` +
      circle(x, y - size * 0.08, size * 0.07, topping) +
      circle(x + size * 0.05, y - size * 0.12, size * 0.03, p.green500)
    )
  }).join('')
  return (
    `<ellipse cx="${cx}" cy="${n(cy + size * 0.05)}" rx="${n(size * 1.0)}" ry="${n(size * 0.16)}" fill="${p.ink}" opacity="0.12"/>` +
    `<ellipse cx="${cx}" cy="${n(cy)}" rx="${n(size * 0.95)}" ry="${n(size * 0.15)}" fill="${p.white}"/>` +
    bites
  )
}

/** A market stall: posts, a striped awning with a scalloped edge and a counter. */
export function stall(cx: number, bottom: number, w: number, h: number, stripe: string, goods = '') {
  const awningTop = bottom - h
  const awningH = h * 0.2
  const counterTop = bottom - h * 0.38
  const stripes = 6
  const stripeW = w / stripes
  const awning = Array.from({ length: stripes }, (_, index) => {
    const x = cx - w / 2 + index * stripeW
    const fill = index % 2 === 0 ? stripe : p.white
    return (
      `<rect x="${n(x)}" y="${n(awningTop)}" width="${n(stripeW)}" height="${n(awningH)}" fill="${fill}"/>` +
      `<path d="M${n(x)} ${n(awningTop + awningH)} a${n(stripeW / 2)} ${n(stripeW / 2.4)} 0 0 0 ${n(stripeW)} 0 Z" fill="${fill}"/>`
    )
  }).join('')
  const roof = `<path d="M${n(cx - w / 2 - 8)} ${n(awningTop)} L${n(cx)} ${n(awningTop - h * 0.12)} L${n(cx + w / 2 + 8)} ${n(awningTop)} Z" fill="${stripe}"/>`
  const posts = [-1, 1].map((side) => `<rect x="${n(cx + side * (w / 2 - 14) - 6)}" y="${n(awningTop)}" width="12" height="${n(h)}" fill="${p.cocoa}"/>`).join('')
  const counter =
    `<rect x="${n(cx - w / 2)}" y="${n(counterTop)}" width="${n(w)}" height="${n(bottom - counterTop)}" rx="6" fill="${p.sand}"/>` +
    `<rect x="${n(cx - w / 2)}" y="${n(counterTop)}" width="${n(w)}" height="14" rx="6" fill="${p.cocoa}"/>` +
    `<rect x="${n(cx - w * 0.3)}" y="${n(counterTop + (bottom - counterTop) * 0.35)}" width="${n(w * 0.6)}" height="${n((bottom - counterTop) * 0.3)}" rx="8" fill="${stripe}" opacity="0.85"/>`
  return posts + roof + awning + goods + counter
}

/** A clipboard with a checklist: ticked boxes followed by grey "text" bars (no letters). */
export function clipboard(cx: number, cy: number, w: number, h: number, rows = 5, ticked = 3) {
  const left = cx - w / 2
  const top = cy - h / 2
  const items = Array.from({ length: rows }, (_, index) => {
    const y = top + h * 0.24 + index * ((h * 0.68) / rows)
    const box = `<rect x="${n(left + w * 0.14)}" y="${n(y)}" width="${n(w * 0.1)}" height="${n(w * 0.1)}" rx="4" fill="none" stroke="${p.green600}" stroke-width="4"/>`
    const tick =
      index < ticked
        ? `<path d="M${n(left + w * 0.155)} ${n(y + w * 0.05)} l${n(w * 0.035)} ${n(w * 0.04)} l${n(w * 0.07)} ${n(-w * 0.085)}" stroke="${p.green500}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`
        : ''
    const bar = `<rect x="${n(left + w * 0.32)}" y="${n(y + w * 0.03)}" width="${n(w * (0.5 - (index % 3) * 0.08))}" height="${n(w * 0.04)}" rx="${n(w * 0.02)}" fill="${p.ink}" opacity="0.18"/>`
    return box + tick + bar
  }).join('')
  return (
    `<rect x="${n(left + 10)}" y="${n(top + 14)}" width="${n(w)}" height="${n(h)}" rx="18" fill="${p.ink}" opacity="0.12"/>` +
    `<rect x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="18" fill="${p.cocoa}"/>` +
    `<rect x="${n(left + w * 0.07)}" y="${n(top + h * 0.08)}" width="${n(w * 0.86)}" height="${n(h * 0.87)}" rx="8" fill="${p.white}"/>` +
    `<rect x="${n(cx - w * 0.2)}" y="${n(top - h * 0.03)}" width="${n(w * 0.4)}" height="${n(h * 0.1)}" rx="10" fill="${p.green700}"/>` +
    items
  )
}

/** A puffy white chef's hat. */
export function chefHat(cx: number, bottom: number, size: number) {
  const band = `<rect x="${n(cx - size * 0.38)}" y="${n(bottom - size * 0.3)}" width="${n(size * 0.76)}" height="${n(size * 0.3)}" rx="${n(size * 0.05)}" fill="${p.white}"/>`
  const fold = `<rect x="${n(cx - size * 0.38)}" y="${n(bottom - size * 0.3)}" width="${n(size * 0.76)}" height="${n(size * 0.06)}" fill="${p.sand}"/>`
  const puffs =
    circle(cx - size * 0.3, bottom - size * 0.55, size * 0.25, p.white) +
    circle(cx + size * 0.3, bottom - size * 0.55, size * 0.25, p.white) +
    circle(cx, bottom - size * 0.68, size * 0.32, p.white)
  return puffs + band + fold
}

/** Coxinhas and cheese balls, the classic Brazilian party snacks. */
export function salgadinhos(cx: number, cy: number, size: number, count = 5) {
  return Array.from({ length: count }, (_, index) => {
    const x = cx + (index - (count - 1) / 2) * size * 0.95
    const y = cy + (index % 2) * size * 0.12
    if (index % 2 === 0) {
      return (
        flame(x, y + size * 0.35, size * 0.75, size * 0.85, p.orange) +
        `<ellipse cx="${n(x - size * 0.12)}" cy="${n(y + size * 0.02)}" rx="${n(size * 0.07)}" ry="${n(size * 0.14)}" fill="${p.peach}" opacity="0.8"/>`
      )
    }
    return circle(x, y + size * 0.12, size * 0.26, p.yellow) + circle(x - size * 0.08, y + size * 0.04, size * 0.07, p.cream, 'opacity="0.8"')
  }).join('')
}

/** An organic garland of balloons along an arch. */
export function balloonArch(cx: number, baseY: number, rx: number, ry: number, seed: number, colors: string[]) {
  const rnd = random(seed)
  const count = 110
  return Array.from({ length: count }, (_, index) => {
    const t = Math.PI - (index / (count - 1)) * Math.PI
    const x = cx + Math.cos(t) * rx + (rnd() - 0.5) * 60
    const y = baseY - Math.sin(t) * ry + (rnd() - 0.5) * 60
    const r = 20 + rnd() * 34
    const color = colors[Math.floor(rnd() * colors.length)] ?? p.pink
    return circle(x, y, r, color) + circle(x - r * 0.35, y - r * 0.35, r * 0.22, p.white, 'opacity="0.45"')
  }).join('')
}

/** A layered cake on a stand, with candles. */
export function cake(cx: number, bottom: number, w: number, layers: string[], candles = 3, frosting: string = p.white) {
  const layerH = w * 0.28
  const stand =
    `<rect x="${n(cx - w * 0.06)}" y="${n(bottom - w * 0.14)}" width="${n(w * 0.12)}" height="${n(w * 0.14)}" fill="${p.white}"/>` +
    `<ellipse cx="${cx}" cy="${n(bottom)}" rx="${n(w * 0.3)}" ry="${n(w * 0.04)}" fill="${p.white}"/>` +
    `<ellipse cx="${cx}" cy="${n(bottom - w * 0.14)}" rx="${n(w * 0.62)}" ry="${n(w * 0.06)}" fill="${p.white}"/>`
  let top = bottom - w * 0.16
  let body = ''
  layers.forEach((color, index) => {
    const lw = w * (1 - index * 0.22)
    top -= layerH
    const drips = Array.from({ length: 6 }, (_, i) => {
      const x = cx - lw / 2 + (i + 0.5) * (lw / 6)
      return `<ellipse cx="${n(x)}" cy="${n(top + layerH * 0.22)}" rx="${n(lw / 12)}" ry="${n(layerH * (0.16 + (i % 2) * 0.1))}" fill="${frosting}"/>`
    }).join('')
    body +=
      `<rect x="${n(cx - lw / 2)}" y="${n(top)}" width="${n(lw)}" height="${n(layerH)}" rx="${n(layerH * 0.15)}" fill="${color}"/>` +
      `<rect x="${n(cx - lw / 2)}" y="${n(top)}" width="${n(lw)}" height="${n(layerH * 0.2)}" rx="${n(layerH * 0.1)}" fill="${frosting}"/>` +
      drips
  })
  const topW = w * (1 - (layers.length - 1) * 0.22)
  const lights = Array.from({ length: candles }, (_, index) => {
    const x = cx + (index - (candles - 1) / 2) * (topW / (candles + 1))
    return (
      `<rect x="${n(x - w * 0.015)}" y="${n(top - w * 0.16)}" width="${n(w * 0.03)}" height="${n(w * 0.16)}" rx="3" fill="${[p.pink, p.yellow, p.green300][index % 3]}"/>` +
      flame(x, top - w * 0.16, w * 0.045, w * 0.08, p.orange) +
      flame(x, top - w * 0.165, w * 0.022, w * 0.045, p.yellow)
    )
  }).join('')
  return stand + body + lights
}

/** A wrapped present with a ribbon bow. */
export function gift(cx: number, bottom: number, size: number, color: string, ribbon: string) {
  const top = bottom - size
  return (
    `<rect x="${n(cx - size / 2)}" y="${n(top + size * 0.22)}" width="${n(size)}" height="${n(size * 0.78)}" rx="6" fill="${color}"/>` +
    `<rect x="${n(cx - size * 0.56)}" y="${n(top + size * 0.1)}" width="${n(size * 1.12)}" height="${n(size * 0.2)}" rx="6" fill="${color}"/>` +
    `<rect x="${n(cx - size * 0.56)}" y="${n(top + size * 0.1)}" width="${n(size * 1.12)}" height="${n(size * 0.2)}" rx="6" fill="${p.white}" opacity="0.2"/>` +
    `<rect x="${n(cx - size * 0.08)}" y="${n(top + size * 0.1)}" width="${n(size * 0.16)}" height="${n(size * 0.9)}" fill="${ribbon}"/>` +
    `<ellipse cx="${n(cx - size * 0.16)}" cy="${n(top + size * 0.04)}" rx="${n(size * 0.17)}" ry="${n(size * 0.09)}" fill="${ribbon}" transform="rotate(-25 ${n(cx - size * 0.16)} ${n(top + size * 0.04)})"/>` +
    `<ellipse cx="${n(cx + size * 0.16)}" cy="${n(top + size * 0.04)}" rx="${n(size * 0.17)}" ry="${n(size * 0.09)}" fill="${ribbon}" transform="rotate(25 ${n(cx + size * 0.16)} ${n(top + size * 0.04)})"/>`
  )
}

/** A cone party hat with dots and a pompom. */
export function partyHat(cx: number, bottom: number, size: number, color: string, dots: string, angle = 0) {
  const top = bottom - size
  const w = size * 0.62
  const spots = [0.35, 0.6, 0.82]
    .map((t, index) => circle(cx + (index - 1) * w * 0.16 * t, top + size * t, size * 0.05, dots))
    .join('')
  return rotate(
    angle,
    cx,
    bottom,
    `<path d="M${n(cx)} ${n(top)} L${n(cx + w / 2)} ${n(bottom)} Q${n(cx)} ${n(bottom + size * 0.1)} ${n(cx - w / 2)} ${n(bottom)} Z" fill="${color}"/>` +
      spots +
      circle(cx, top, size * 0.09, dots),
  )
}

/** A cartoon rocket flying up to the right. */
export function rocket(cx: number, cy: number, size: number, angle = 35) {
  const w = size * 0.36
  const body =
    flame(cx, cy + size * 0.78, w * 0.9, size * 0.45, p.orange) +
    flame(cx, cy + size * 0.7, w * 0.5, size * 0.3, p.yellow) +
    `<path d="M${n(cx - w / 2)} ${n(cy + size * 0.2)} L${n(cx - w)} ${n(cy + size * 0.55)} L${n(cx - w / 2)} ${n(cy + size * 0.5)} Z" fill="${p.rose}"/>` +
    `<path d="M${n(cx + w / 2)} ${n(cy + size * 0.2)} L${n(cx + w)} ${n(cy + size * 0.55)} L${n(cx + w / 2)} ${n(cy + size * 0.5)} Z" fill="${p.rose}"/>` +
    `<path d="M${n(cx)} ${n(cy - size * 0.5)} C${n(cx + w * 0.9)} ${n(cy - size * 0.2)} ${n(cx + w * 0.6)} ${n(cy + size * 0.5)} ${n(cx + w * 0.45)} ${n(cy + size * 0.55)} ` +
    `L${n(cx - w * 0.45)} ${n(cy + size * 0.55)} C${n(cx - w * 0.6)} ${n(cy + size * 0.5)} ${n(cx - w * 0.9)} ${n(cy - size * 0.2)} ${n(cx)} ${n(cy - size * 0.5)} Z" fill="${p.white}"/>` +
    `<path d="M${n(cx)} ${n(cy - size * 0.5)} C${n(cx + w * 0.45)} ${n(cy - size * 0.38)} ${n(cx + w * 0.5)} ${n(cy - size * 0.3)} ${n(cx + w * 0.52)} ${n(cy - size * 0.22)} L${n(cx - w * 0.52)} ${n(cy - size * 0.22)} ` +
    `C${n(cx - w * 0.5)} ${n(cy - size * 0.3)} ${n(cx - w * 0.45)} ${n(cy - size * 0.38)} ${n(cx)} ${n(cy - size * 0.5)} Z" fill="${p.rose}"/>` +
    circle(cx, cy, w * 0.26, p.green700) +
    circle(cx, cy, w * 0.18, p.green300)
  return rotate(angle, cx, cy, body)
}

/** A planet, optionally with a ring. */
export function planet(cx: number, cy: number, r: number, color: string, ring?: string) {
  const back = ring ? `<ellipse cx="${cx}" cy="${cy}" rx="${n(r * 1.7)}" ry="${n(r * 0.42)}" fill="none" stroke="${ring}" stroke-width="${n(r * 0.14)}" transform="rotate(-15 ${cx} ${cy})"/>` : ''
  const front = ring
    ? `<path d="M${n(cx - r * 1.64)} ${n(cy + r * 0.36)} A${n(r * 1.7)} ${n(r * 0.42)} -15 0 0 ${n(cx + r * 1.64)} ${n(cy - r * 0.52)}" fill="none" stroke="${ring}" stroke-width="${n(r * 0.14)}"/>`
    : ''
  return back + circle(cx, cy, r, color) + circle(cx - r * 0.3, cy - r * 0.2, r * 0.18, p.white, 'opacity="0.25"') + circle(cx + r * 0.25, cy + r * 0.35, r * 0.12, p.white, 'opacity="0.2"') + front
}

/** A mini burger. */
export function miniBurger(cx: number, bottom: number, size: number) {
  const w = size
  return (
    `<rect x="${n(cx - w * 0.48)}" y="${n(bottom - size * 0.22)}" width="${n(w * 0.96)}" height="${n(size * 0.22)}" rx="${n(size * 0.1)}" fill="${p.orange}"/>` +
    `<rect x="${n(cx - w * 0.52)}" y="${n(bottom - size * 0.38)}" width="${n(w * 1.04)}" height="${n(size * 0.18)}" rx="${n(size * 0.09)}" fill="${p.chocolate}"/>` +
    `<path d="M${n(cx - w * 0.55)} ${n(bottom - size * 0.4)} L${n(cx + w * 0.55)} ${n(bottom - size * 0.4)} L${n(cx + w * 0.35)} ${n(bottom - size * 0.28)} L${n(cx + w * 0.1)} ${n(bottom - size * 0.36)} L${n(cx - w * 0.2)} ${n(bottom - size * 0.26)} Z" fill="${p.yellow}"/>` +
    `<rect x="${n(cx - w * 0.54)}" y="${n(bottom - size * 0.47)}" width="${n(w * 1.08)}" height="${n(size * 0.1)}" rx="${n(size * 0.05)}" fill="${p.green500}"/>` +
    `<path d="M${n(cx - w * 0.5)} ${n(bottom - size * 0.46)} Q${n(cx - w * 0.5)} ${n(bottom - size * 0.95)} ${n(cx)} ${n(bottom - size * 0.95)} Q${n(cx + w * 0.5)} ${n(bottom - size * 0.95)} ${n(cx + w * 0.5)} ${n(bottom - size * 0.46)} Z" fill="${p.orange}"/>` +
    [-0.2, 0.05, 0.25].map((dx, index) => `<ellipse cx="${n(cx + dx * w)}" cy="${n(bottom - size * (0.74 + (index % 2) * 0.08))}" rx="${n(size * 0.04)}" ry="${n(size * 0.02)}" fill="${p.cream}"/>`).join('')
  )
}

/** A fruit skewer: strawberry, kiwi, pineapple and grape on a stick. */
export function fruitSkewer(cx: number, bottom: number, size: number, angle = 0) {
  const fruit = [p.rose, p.green500, p.yellow, p.pink, p.orange]
  const pieces = fruit
    .map((color, index) => {
      const y = bottom - size * 0.2 - index * size * 0.16
      return index % 2 === 0
        ? circle(cx, y, size * 0.085, color)
        : `<rect x="${n(cx - size * 0.08)}" y="${n(y - size * 0.065)}" width="${n(size * 0.16)}" height="${n(size * 0.13)}" rx="${n(size * 0.03)}" fill="${color}"/>`
    })
    .join('')
  return rotate(angle, cx, bottom, `<rect x="${n(cx - 3)}" y="${n(bottom - size)}" width="6" height="${n(size)}" rx="3" fill="${p.sand}"/>` + pieces)
}

/** A short glass jar, to stand skewers or sticks in. */
export function jar(cx: number, bottom: number, w: number, h: number, fill: string = p.white) {
  return (
    `<rect x="${n(cx - w / 2)}" y="${n(bottom - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.18)}" fill="${fill}" opacity="0.92"/>` +
    `<rect x="${n(cx - w * 0.56)}" y="${n(bottom - h - 6)}" width="${n(w * 1.12)}" height="14" rx="7" fill="${fill}"/>` +
    `<rect x="${n(cx - w * 0.3)}" y="${n(bottom - h * 0.75)}" width="${n(w * 0.12)}" height="${n(h * 0.5)}" rx="${n(w * 0.06)}" fill="${p.white}" opacity="0.6"/>`
  )
}

/** A juice cup with a lid and a bendy straw. */
export function juiceCup(cx: number, bottom: number, size: number, juice: string) {
  const top = bottom - size
  const w = size * 0.55
  return (
    `<path d="M${n(cx + w * 0.1)} ${n(top)} L${n(cx + w * 0.2)} ${n(top - size * 0.3)} L${n(cx + w * 0.5)} ${n(top - size * 0.38)}" stroke="${p.pink}" stroke-width="${n(size * 0.06)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<path d="M${n(cx - w / 2)} ${n(top)} L${n(cx - w * 0.38)} ${n(bottom)} L${n(cx + w * 0.38)} ${n(bottom)} L${n(cx + w / 2)} ${n(top)} Z" fill="${p.white}" opacity="0.9"/>` +
    `<path d="M${n(cx - w * 0.46)} ${n(top + size * 0.22)} L${n(cx - w * 0.38)} ${n(bottom - 4)} L${n(cx + w * 0.38)} ${n(bottom - 4)} L${n(cx + w * 0.46)} ${n(top + size * 0.22)} Z" fill="${juice}"/>` +
    `<rect x="${n(cx - w * 0.56)}" y="${n(top - size * 0.06)}" width="${n(w * 1.12)}" height="${n(size * 0.1)}" rx="${n(size * 0.05)}" fill="${p.green600}"/>`
  )
}

/** A pink piggy bank, seen from the side. */
export function piggyBank(cx: number, cy: number, size: number) {
  const w = size
  const h = size * 0.72
  return (
    `<path d="M${n(cx + w * 0.48)} ${n(cy - h * 0.05)} q${n(w * 0.12)} ${n(-h * 0.1)} ${n(w * 0.06)} ${n(-h * 0.22)} q${n(-w * 0.06)} ${n(-h * 0.08)} ${n(-w * 0.08)} ${n(h * 0.04)}" stroke="${p.rose}" stroke-width="${n(size * 0.03)}" fill="none" stroke-linecap="round"/>` +
    [-0.28, 0.22].map((dx) => `<rect x="${n(cx + dx * w - w * 0.06)}" y="${n(cy + h * 0.3)}" width="${n(w * 0.12)}" height="${n(h * 0.3)}" rx="${n(w * 0.04)}" fill="${p.rose}"/>`).join('') +
    `<ellipse cx="${cx}" cy="${cy}" rx="${n(w / 2)}" ry="${n(h / 2)}" fill="${p.pink}"/>` +
    `<path d="M${n(cx - w * 0.32)} ${n(cy - h * 0.34)} L${n(cx - w * 0.26)} ${n(cy - h * 0.58)} L${n(cx - w * 0.14)} ${n(cy - h * 0.42)} Z" fill="${p.rose}"/>` +
    `<ellipse cx="${n(cx - w * 0.5)}" cy="${n(cy + h * 0.02)}" rx="${n(w * 0.09)}" ry="${n(h * 0.15)}" fill="${p.rose}"/>` +
    circle(cx - w * 0.52, cy - h * 0.03, w * 0.018, p.chocolate) +
    circle(cx - w * 0.52, cy + h * 0.07, w * 0.018, p.chocolate) +
    circle(cx - w * 0.3, cy - h * 0.14, w * 0.028, p.ink) +
    `<rect x="${n(cx + w * 0.02)}" y="${n(cy - h * 0.47)}" width="${n(w * 0.18)}" height="${n(h * 0.05)}" rx="${n(h * 0.025)}" fill="${p.rose}"/>` +
    `<ellipse cx="${n(cx + w * 0.1)}" cy="${n(cy - h * 0.12)}" rx="${n(w * 0.22)}" ry="${n(h * 0.14)}" fill="${p.white}" opacity="0.25"/>`
  )
}

/** A stack of gold coins. */
export function coins(cx: number, bottom: number, count: number, r: number) {
  return Array.from({ length: count }, (_, index) => {
    const y = bottom - index * r * 0.32
    return (
      `<ellipse cx="${cx}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.34)}" fill="${p.orange}"/>` +
      `<ellipse cx="${cx}" cy="${n(y - r * 0.1)}" rx="${n(r)}" ry="${n(r * 0.34)}" fill="${p.yellow}"/>`
    )
  }).join('')
}

/** A calculator with a blank display and a keypad. */
export function calculator(cx: number, cy: number, w: number, h: number, angle = 0) {
  const left = cx - w / 2
  const top = cy - h / 2
  const keys = Array.from({ length: 16 }, (_, index) => {
    const col = index % 4
    const row = Math.floor(index / 4)
    const fill = col === 3 ? p.orange : p.white
    return `<rect x="${n(left + w * 0.1 + col * w * 0.21)}" y="${n(top + h * 0.36 + row * h * 0.15)}" width="${n(w * 0.16)}" height="${n(h * 0.11)}" rx="6" fill="${fill}" opacity="${col === 3 ? 1 : 0.85}"/>`
  }).join('')
  return rotate(
    angle,
    cx,
    cy,
    `<rect x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="22" fill="${p.green700}"/>` +
      `<rect x="${n(left + w * 0.1)}" y="${n(top + h * 0.08)}" width="${n(w * 0.8)}" height="${n(h * 0.2)}" rx="10" fill="${p.green100}"/>` +
      `<rect x="${n(left + w * 0.5)}" y="${n(top + h * 0.15)}" width="${n(w * 0.32)}" height="${n(h * 0.07)}" rx="4" fill="${p.green700}" opacity="0.35"/>` +
      keys,
  )
}

/** A spiral notebook with ruled lines and a pencil. */
export function notebook(cx: number, cy: number, w: number, h: number, angle = 0) {
  const left = cx - w / 2
  const top = cy - h / 2
  const lines = Array.from({ length: 6 }, (_, index) =>
    `<rect x="${n(left + w * 0.14)}" y="${n(top + h * 0.25 + index * h * 0.11)}" width="${n(w * (0.7 - (index % 2) * 0.2))}" height="5" rx="2.5" fill="${p.ink}" opacity="0.16"/>`,
  ).join('')
  const rings = Array.from({ length: 7 }, (_, index) => circle(left + w * 0.12 + index * w * 0.125, top + h * 0.05, 8, p.ink, 'opacity="0.5"')).join('')
  const pencil =
    `<rect x="${n(left + w * 0.92)}" y="${n(top + h * 0.1)}" width="${n(w * 0.09)}" height="${n(h * 0.7)}" rx="4" fill="${p.yellow}"/>` +
    `<path d="M${n(left + w * 0.92)} ${n(top + h * 0.8)} L${n(left + w * 0.965)} ${n(top + h * 0.92)} L${n(left + w * 1.01)} ${n(top + h * 0.8)} Z" fill="${p.peach}"/>` +
    `<rect x="${n(left + w * 0.92)}" y="${n(top + h * 0.06)}" width="${n(w * 0.09)}" height="${n(h * 0.06)}" rx="3" fill="${p.rose}"/>`
  return rotate(
    angle,
    cx,
    cy,
    `<rect x="${n(left)}" y="${n(top)}" width="${n(w * 0.88)}" height="${n(h)}" rx="12" fill="${p.white}"/>` + lines + rings + pencil,
  )
}

/** A magician's top hat with a wand and sparkles. */
export function magicHat(cx: number, bottom: number, size: number) {
  const w = size * 0.7
  return (
    `<ellipse cx="${cx}" cy="${n(bottom)}" rx="${n(size * 0.62)}" ry="${n(size * 0.12)}" fill="${p.ink}"/>` +
    `<path d="M${n(cx - w / 2)} ${n(bottom)} L${n(cx - w * 0.45)} ${n(bottom - size * 0.85)} L${n(cx + w * 0.45)} ${n(bottom - size * 0.85)} L${n(cx + w / 2)} ${n(bottom)} Z" fill="${p.ink}"/>` +
    `<ellipse cx="${cx}" cy="${n(bottom - size * 0.85)}" rx="${n(w * 0.45)}" ry="${n(size * 0.08)}" fill="#2f3d35"/>` +
    `<rect x="${n(cx - w * 0.48)}" y="${n(bottom - size * 0.3)}" width="${n(w * 0.96)}" height="${n(size * 0.14)}" fill="${p.rose}"/>` +
    rotate(
      -35,
      cx + size * 0.55,
      bottom - size * 0.5,
      `<rect x="${n(cx + size * 0.52)}" y="${n(bottom - size * 1.05)}" width="${n(size * 0.07)}" height="${n(size * 0.75)}" rx="4" fill="${p.ink}"/>` +
        `<rect x="${n(cx + size * 0.52)}" y="${n(bottom - size * 1.05)}" width="${n(size * 0.07)}" height="${n(size * 0.14)}" rx="4" fill="${p.white}"/>`,
    ) +
    star(cx + size * 0.25, bottom - size * 1.25, size * 0.09, p.yellow) +
    star(cx - size * 0.05, bottom - size * 1.12, size * 0.06, p.white) +
    star(cx + size * 0.5, bottom - size * 1.05, size * 0.05, p.yellow)
  )
}

/** Translucent soap bubbles. */
export function bubbles(x: number, y: number, w: number, h: number, seed: number, count = 12) {
  const rnd = random(seed)
  return Array.from({ length: count }, () => {
    const cx = x + rnd() * w
    const cy = y + rnd() * h
    const r = 14 + rnd() * 34
    return (
      circle(cx, cy, r, p.white, `fill-opacity="0.3" stroke="${p.white}" stroke-width="4"`) +
      `<path d="M${n(cx - r * 0.55)} ${n(cy - r * 0.2)} A${n(r * 0.6)} ${n(r * 0.6)} 0 0 1 ${n(cx - r * 0.1)} ${n(cy - r * 0.6)}" stroke="${p.white}" stroke-width="3" fill="none" stroke-linecap="round"/>`
    )
  }).join('')
}

/** A paper pinwheel on a stick. */
export function pinwheel(cx: number, cy: number, size: number, colors: string[]) {
  const blades = colors
    .slice(0, 4)
    .map((color, index) =>
      rotate(index * 90, cx, cy, `<path d="M${n(cx)} ${n(cy)} L${n(cx)} ${n(cy - size)} Q${n(cx + size * 0.75)} ${n(cy - size * 0.7)} ${n(cx + size * 0.35)} ${n(cy)} Z" fill="${color}"/>`),
    )
    .join('')
  return `<rect x="${n(cx - 4)}" y="${n(cy)}" width="8" height="${n(size * 2.4)}" rx="4" fill="${p.cocoa}"/>` + blades + circle(cx, cy, size * 0.1, p.white)
}

/** A diamond kite with a tail of bows. */
export function kite(cx: number, cy: number, size: number, colors: [string, string, string, string]) {
  const [a, b, c, d] = colors
  const top = cy - size
  const bottom = cy + size * 1.2
  const left = cx - size * 0.75
  const right = cx + size * 0.75
  const tail = `<path d="M${n(cx)} ${n(bottom)} q${n(size * 0.4)} ${n(size * 0.5)} 0 ${n(size)} q${n(-size * 0.4)} ${n(size * 0.5)} ${n(size * 0.1)} ${n(size)}" stroke="${p.ink}" stroke-width="3" fill="none" opacity="0.5"/>`
  const bows = [0.55, 1.05, 1.6]
    .map((t, index) => {
      const y = bottom + size * t
      const x = cx + (index % 2 === 0 ? size * 0.18 : -size * 0.05)
      const color = [a, c, b][index] ?? a
      return `<path d="M${n(x - size * 0.16)} ${n(y - size * 0.08)} L${n(x + size * 0.16)} ${n(y + size * 0.08)} L${n(x + size * 0.16)} ${n(y - size * 0.08)} L${n(x - size * 0.16)} ${n(y + size * 0.08)} Z" fill="${color}"/>`
    })
    .join('')
  return (
    tail +
    bows +
    `<path d="M${n(cx)} ${n(top)} L${n(left)} ${n(cy)} L${n(cx)} ${n(cy)} Z" fill="${a}"/>` +
    `<path d="M${n(cx)} ${n(top)} L${n(right)} ${n(cy)} L${n(cx)} ${n(cy)} Z" fill="${b}"/>` +
    `<path d="M${n(left)} ${n(cy)} L${n(cx)} ${n(bottom)} L${n(cx)} ${n(cy)} Z" fill="${c}"/>` +
    `<path d="M${n(right)} ${n(cy)} L${n(cx)} ${n(bottom)} L${n(cx)} ${n(cy)} Z" fill="${d}"/>`
  )
}

type Portrait = {
  skin: string
  hair: string
  hairStyle: 'bun' | 'curly' | 'short'
  shirt: string
  chefHat?: boolean
  glasses?: boolean
  beard?: boolean
  earrings?: string
}

/** A friendly head-and-shoulders avatar for a square canvas. */
export function portrait(size: number, look: Portrait) {
  const s = size / 400
  const cx = size / 2
  const headY = 185 * s
  const headRx = 78 * s
  const headRy = 92 * s
  const hairBack =
    look.hairStyle === 'curly'
      ? Array.from({ length: 22 }, (_, index) => {
          const angle = Math.PI * 0.95 + (index / 21) * Math.PI * 1.1
          const rx = headRx * 1.2
          const ry = headRy * 1.12
          return circle(cx + Math.cos(angle) * rx, headY - 6 * s + Math.sin(angle) * ry, 34 * s, look.hair)
        }).join('') +
        `<rect x="${n(cx - headRx * 1.35)}" y="${n(headY - 10 * s)}" width="${n(headRx * 2.7)}" height="${n(120 * s)}" rx="${n(50 * s)}" fill="${look.hair}"/>`
      : look.hairStyle === 'bun'
        ? circle(cx, headY - headRy * 1.08, 38 * s, look.hair) + `<ellipse cx="${cx}" cy="${n(headY - 8 * s)}" rx="${n(headRx * 1.12)}" ry="${n(headRy * 1.08)}" fill="${look.hair}"/>`
        : ''
  const shoulders =
    `<path d="M${n(cx - 150 * s)} ${size} Q${n(cx - 150 * s)} ${n(300 * s)} ${n(cx - 60 * s)} ${n(290 * s)} L${n(cx + 60 * s)} ${n(290 * s)} Q${n(cx + 150 * s)} ${n(300 * s)} ${n(cx + 150 * s)} ${size} Z" fill="${look.shirt}"/>` +
    `<rect x="${n(cx - 26 * s)}" y="${n(250 * s)}" width="${n(52 * s)}" height="${n(50 * s)}" rx="${n(12 * s)}" fill="${look.skin}"/>` +
    `<path d="M${n(cx - 26 * s)} ${n(285 * s)} Q${n(cx)} ${n(318 * s)} ${n(cx + 26 * s)} ${n(285 * s)} L${n(cx + 26 * s)} ${n(300 * s)} L${n(cx - 26 * s)} ${n(300 * s)} Z" fill="${look.skin}"/>`
  const collar = look.chefHat
    ? `<path d="M${n(cx - 40 * s)} ${n(290 * s)} L${n(cx)} ${n(330 * s)} L${n(cx + 40 * s)} ${n(290 * s)}" stroke="${p.sand}" stroke-width="${n(8 * s)}" fill="none"/>` +
      [0, 1, 2].map((row) => circle(cx - 28 * s, 345 * s + row * 24 * s, 5 * s, p.green600) + circle(cx + 28 * s, 345 * s + row * 24 * s, 5 * s, p.green600)).join('')
    : `<path d="M${n(cx - 38 * s)} ${n(288 * s)} L${n(cx - 8 * s)} ${n(330 * s)} L${n(cx - 4 * s)} ${n(300 * s)} Z M${n(cx + 38 * s)} ${n(288 * s)} L${n(cx + 8 * s)} ${n(330 * s)} L${n(cx + 4 * s)} ${n(300 * s)} Z" fill="${p.white}" opacity="0.85"/>`
  const ears = [-1, 1].map((side) => `<ellipse cx="${n(cx + side * headRx * 0.98)}" cy="${n(headY + 10 * s)}" rx="${n(14 * s)}" ry="${n(20 * s)}" fill="${look.skin}"/>`).join('')
  const earrings = look.earrings ? [-1, 1].map((side) => circle(cx + side * headRx * 1.0, headY + 36 * s, 8 * s, look.earrings ?? p.yellow)).join('') : ''
  const face =
    `<ellipse cx="${cx}" cy="${n(headY)}" rx="${n(headRx)}" ry="${n(headRy)}" fill="${look.skin}"/>` +
    [-1, 1].map((side) => `<ellipse cx="${n(cx + side * 30 * s)}" cy="${n(headY + 2 * s)}" rx="${n(7 * s)}" ry="${n(9 * s)}" fill="${p.ink}"/>`).join('') +
    [-1, 1].map((side) => circle(cx + side * 27 * s, headY - 1 * s, 2.5 * s, p.white)).join('') +
    [-1, 1]
      .map((side) => `<path d="M${n(cx + side * 18 * s)} ${n(headY - 22 * s)} q${n(side * 13 * s)} ${n(-8 * s)} ${n(side * 26 * s)} 0" stroke="${look.hair}" stroke-width="${n(5 * s)}" stroke-linecap="round" fill="none"/>`)
      .join('') +
    [-1, 1].map((side) => circle(cx + side * 46 * s, headY + 32 * s, 13 * s, p.rose, 'opacity="0.28"')).join('') +
    `<path d="M${n(cx - 10 * s)} ${n(headY + 22 * s)} q${n(10 * s)} ${n(6 * s)} ${n(20 * s)} 0" stroke="${p.ink}" stroke-width="${n(3 * s)}" stroke-linecap="round" fill="none" opacity="0.25"/>` +
    `<path d="M${n(cx - 26 * s)} ${n(headY + 42 * s)} Q${n(cx)} ${n(headY + 68 * s)} ${n(cx + 26 * s)} ${n(headY + 42 * s)} Z" fill="${p.white}" stroke="${p.chocolate}" stroke-width="${n(4 * s)}" stroke-linejoin="round"/>`
  const beard = look.beard
    ? `<path d="M${n(cx - headRx * 0.96)} ${n(headY + 8 * s)} Q${n(cx - headRx * 0.9)} ${n(headY + headRy * 1.15)} ${n(cx)} ${n(headY + headRy * 1.12)} Q${n(cx + headRx * 0.9)} ${n(headY + headRy * 1.15)} ${n(cx + headRx * 0.96)} ${n(headY + 8 * s)} ` +
      `Q${n(cx + headRx * 0.7)} ${n(headY + 40 * s)} ${n(cx + 34 * s)} ${n(headY + 36 * s)} Q${n(cx)} ${n(headY + 28 * s)} ${n(cx - 34 * s)} ${n(headY + 36 * s)} Q${n(cx - headRx * 0.7)} ${n(headY + 40 * s)} ${n(cx - headRx * 0.96)} ${n(headY + 8 * s)} Z" fill="${look.hair}"/>` +
      `<path d="M${n(cx - 22 * s)} ${n(headY + 48 * s)} Q${n(cx)} ${n(headY + 64 * s)} ${n(cx + 22 * s)} ${n(headY + 48 * s)} Z" fill="${p.white}"/>`
    : ''
  const glasses = look.glasses
    ? [-1, 1].map((side) => `<circle cx="${n(cx + side * 30 * s)}" cy="${n(headY + 2 * s)}" r="${n(21 * s)}" fill="${p.white}" fill-opacity="0.15" stroke="${p.ink}" stroke-width="${n(5 * s)}"/>`).join('') +
      `<path d="M${n(cx - 9 * s)} ${n(headY)} q${n(9 * s)} ${n(-6 * s)} ${n(18 * s)} 0" stroke="${p.ink}" stroke-width="${n(5 * s)}" fill="none"/>`
    : ''
  const hairFront =
    look.hairStyle === 'short'
      ? `<path d="M${n(cx - headRx * 1.02)} ${n(headY - 4 * s)} Q${n(cx - headRx * 1.1)} ${n(headY - headRy * 1.15)} ${n(cx)} ${n(headY - headRy * 1.12)} Q${n(cx + headRx * 1.15)} ${n(headY - headRy * 1.1)} ${n(cx + headRx * 1.02)} ${n(headY - 4 * s)} ` +
        `Q${n(cx + headRx * 0.9)} ${n(headY - headRy * 0.55)} ${n(cx + 10 * s)} ${n(headY - headRy * 0.62)} Q${n(cx - headRx * 0.6)} ${n(headY - headRy * 0.7)} ${n(cx - headRx * 1.02)} ${n(headY - 4 * s)} Z" fill="${look.hair}"/>`
      : look.hairStyle === 'bun'
        ? `<path d="M${n(cx - headRx * 1.04)} ${n(headY + 10 * s)} Q${n(cx - headRx * 1.05)} ${n(headY - headRy * 1.1)} ${n(cx)} ${n(headY - headRy * 1.04)} Q${n(cx + headRx * 1.05)} ${n(headY - headRy * 1.1)} ${n(cx + headRx * 1.04)} ${n(headY + 10 * s)} ` +
          `Q${n(cx + headRx * 0.85)} ${n(headY - headRy * 0.5)} ${n(cx)} ${n(headY - headRy * 0.6)} Q${n(cx - headRx * 0.85)} ${n(headY - headRy * 0.5)} ${n(cx - headRx * 1.04)} ${n(headY + 10 * s)} Z" fill="${look.hair}"/>`
        : Array.from({ length: 9 }, (_, index) => circle(cx - headRx * 0.95 + index * headRx * 0.24, headY - headRy * 0.78 - Math.sin((index / 8) * Math.PI) * headRy * 0.28, 26 * s, look.hair)).join('')
  const hat = look.chefHat ? chefHat(cx, 140 * s, 122 * s) : ''
  return (
    hairBack +
    shoulders +
    collar +
    ears +
    earrings +
    face +
    beard +
    glasses +
    hairFront +
    hat
  )
}
