import { palette as p } from './palette'

/** Deterministic pseudo-random numbers, so regenerated images are byte-identical. */
export function random(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`

/** Soft confetti dots scattered over the canvas. */
export function confetti(width: number, height: number, seed: number, count = 40, colors: string[] = [p.yellow, p.pink, p.orange, p.green300]) {
  const rnd = random(seed)
  return Array.from({ length: count }, () => {
    const color = colors[Math.floor(rnd() * colors.length)] ?? p.yellow
    return circle(rnd() * width, rnd() * height, 3 + rnd() * 7, color, `opacity="${(0.35 + rnd() * 0.4).toFixed(2)}"`)
  }).join('')
}

/** A table cloth band across the bottom of a scene. */
export const table = (width: number, height: number, top: number, color: string = p.sand) =>
  `<rect x="0" y="${top}" width="${width}" height="${height - top}" fill="${color}"/>` +
  `<rect x="0" y="${top}" width="${width}" height="10" fill="${p.white}" opacity="0.5"/>`

/** A round plate seen slightly from above. */
export const plate = (cx: number, cy: number, r: number) =>
  `<ellipse cx="${cx}" cy="${cy + r * 0.08}" rx="${r * 1.02}" ry="${r * 0.62}" fill="${p.ink}" opacity="0.12"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.6}" fill="${p.white}"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.72}" ry="${r * 0.42}" fill="${p.cream}"/>`

/** Brigadeiros: chocolate balls with sprinkles, in paper cups. */
export function brigadeiros(cx: number, cy: number, size: number, seed: number, coat: string = p.chocolate) {
  const rnd = random(seed)
  const cup = `<path d="M${cx - size} ${cy} L${cx - size * 0.75} ${cy + size * 0.75} L${cx + size * 0.75} ${cy + size * 0.75} L${cx + size} ${cy} Z" fill="${p.rose}"/>`
  const ball = circle(cx, cy - size * 0.25, size * 0.9, coat)
  const sprinkles = Array.from({ length: 14 }, () => {
    const angle = rnd() * Math.PI * 2
    const dist = rnd() * size * 0.75
    const x = cx + Math.cos(angle) * dist
    const y = cy - size * 0.25 + Math.sin(angle) * dist
    const color = [p.yellow, p.pink, p.white, p.green300][Math.floor(rnd() * 4)] ?? p.white
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(size * 0.2).toFixed(1)}" height="${(size * 0.07).toFixed(1)}" rx="2" fill="${color}" transform="rotate(${Math.floor(rnd() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`
  }).join('')
  return cup + ball + sprinkles
}

/** A tall milk shake glass with cream, a straw and a cherry. */
export function milkShake(cx: number, bottom: number, height: number, flavour: string = p.pink) {
  const w = height * 0.42
  const top = bottom - height
  return (
    `<rect x="${cx + w * 0.1}" y="${top - height * 0.35}" width="${w * 0.09}" height="${height * 0.6}" rx="4" fill="${p.green500}" transform="rotate(12 ${cx} ${top})"/>` +
    `<path d="M${cx - w / 2} ${top} L${cx - w * 0.36} ${bottom} L${cx + w * 0.36} ${bottom} L${cx + w / 2} ${top} Z" fill="${flavour}"/>` +
    `<path d="M${cx - w / 2} ${top} L${cx - w * 0.46} ${top + height * 0.12} L${cx + w * 0.46} ${top + height * 0.12} L${cx + w / 2} ${top} Z" fill="${p.white}" opacity="0.35"/>` +
    circle(cx - w * 0.22, top - w * 0.05, w * 0.26, p.white) +
    circle(cx + w * 0.18, top - w * 0.08, w * 0.28, p.white) +
    circle(cx, top - w * 0.25, w * 0.27, p.white) +
    circle(cx + w * 0.05, top - w * 0.55, w * 0.11, p.rose)
  )
}

/** A cupcake with swirl frosting. */
export function cupcake(cx: number, bottom: number, size: number, frosting: string = p.pink) {
  const top = bottom - size
  return (
    `<path d="M${cx - size * 0.45} ${top + size * 0.45} L${cx - size * 0.35} ${bottom} L${cx + size * 0.35} ${bottom} L${cx + size * 0.45} ${top + size * 0.45} Z" fill="${p.green500}"/>` +
    `<ellipse cx="${cx}" cy="${top + size * 0.42}" rx="${size * 0.52}" ry="${size * 0.2}" fill="${frosting}"/>` +
    `<ellipse cx="${cx}" cy="${top + size * 0.28}" rx="${size * 0.4}" ry="${size * 0.17}" fill="${frosting}"/>` +
    `<ellipse cx="${cx}" cy="${top + size * 0.15}" rx="${size * 0.25}" ry="${size * 0.13}" fill="${frosting}"/>` +
    circle(cx, top + size * 0.02, size * 0.08, p.rose)
  )
}

/** A cluster of balloons on strings. */
export function balloons(cx: number, cy: number, size: number, colors: string[] = [p.green500, p.yellow, p.pink]) {
  return colors
    .map((color, index) => {
      const x = cx + (index - (colors.length - 1) / 2) * size * 0.8
      const y = cy + (index % 2) * size * 0.35
      return (
        `<path d="M${x} ${y + size * 0.62} Q${x - size * 0.2} ${y + size * 1.3} ${cx} ${cy + size * 2.2}" stroke="${p.ink}" stroke-width="2" fill="none" opacity="0.4"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="${size * 0.5}" ry="${size * 0.62}" fill="${color}"/>` +
        `<ellipse cx="${x - size * 0.17}" cy="${y - size * 0.22}" rx="${size * 0.1}" ry="${size * 0.17}" fill="${p.white}" opacity="0.5"/>`
      )
    })
    .join('')
}

/** Triangular bunting flags hung across the top of a scene. */
export function bunting(width: number, y: number, count: number, colors: string[] = [p.green500, p.yellow, p.orange, p.pink]) {
  const step = width / count
  const line = `<path d="M0 ${y} Q${width / 2} ${y + 30} ${width} ${y}" stroke="${p.ink}" stroke-width="2" fill="none" opacity="0.35"/>`
  const flags = Array.from({ length: count }, (_, index) => {
    const x = index * step + step * 0.15
    const sag = Math.sin((index / count) * Math.PI) * 22
    return `<path d="M${x} ${y + sag} L${x + step * 0.7} ${y + sag} L${x + step * 0.35} ${y + sag + step * 0.6} Z" fill="${colors[index % colors.length]}"/>`
  }).join('')
  return line + flags
}
