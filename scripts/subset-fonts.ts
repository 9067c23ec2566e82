import { readFile, writeFile } from 'node:fs/promises'
import subsetFont from 'subset-font'

// The site sets body text in three weights (400, 600, 700). @fontsource ships Nunito as one variable
// file for 200-1000; narrowing the weight axis to the weights in use takes 40% off the largest font
// every page preloads. Glyphs stay those of @fontsource's latin subset (its unicode-range).
const LATIN: Array<[number] | [number, number]> = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
]
const text = LATIN.flatMap(([from, to = from]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
).join('')

const source = 'node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2'
const target = 'app/fonts/nunito-latin-wght-400-700.woff2'
const font = await subsetFont(await readFile(source), text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
})
await writeFile(target, font)
console.log(`${target}: ${font.length} bytes (de ${(await readFile(source)).length})`)
