// How many documents of each collection the pages are designed for, and what happens with another
// count. All are warnings: each of these pages lays out any number (a grid wraps, a carousel loops),
// it only looks less finished. The counts that break a layout are array fields with fixed lengths
// and stay errors in their own schemas (8 dish photos, 5 Instagram photos, 6 values).

export type CollectionCount = {
  type: 'menuCard' | 'galleryPhoto' | 'testimonial' | 'post'
  /** The number the page is designed for. */
  expected: number
  /** Only fewer is a problem (a blog grows). */
  atLeast?: boolean
  /** What the editor reads when the count differs, with the count there will be after publishing. */
  message: (count: number) => string
}

export const collectionCounts: CollectionCount[] = [
  {
    type: 'menuCard',
    expected: 12,
    message: (count) =>
      `A página /cardapios foi desenhada para 12 cartões (fileiras de 4, 3 ou 2); com ${count}, a última fileira fica incompleta. Dá para publicar: os cartões se reorganizam sozinhos.`,
  },
  {
    type: 'galleryPhoto',
    expected: 22,
    message: (count) =>
      `A galeria foi desenhada para 22 fotos; com ${count}, a última fileira da grade fica incompleta. Dá para publicar: a grade e o carrossel se ajustam.`,
  },
  {
    type: 'testimonial',
    expected: 5,
    message: (count) =>
      `A página inicial foi desenhada para 5 depoimentos (3 por vez no computador); com ${count}, ${count < 3 ? 'sobra espaço ao lado dos cartões' : 'o carrossel fica mais curto ou mais longo'}. Dá para publicar.`,
  },
  {
    type: 'post',
    expected: 10,
    atLeast: true,
    message: (count) =>
      `A lista do blog foi desenhada para pelo menos 10 artigos; com ${count}, a grade fica mais curta e os "Artigos relacionados" se repetem mais. Dá para publicar.`,
  },
]

/** The message for this count, or null when it is what the page is designed for. */
export function countProblem({ expected, atLeast, message }: CollectionCount, count: number): string | null {
  return (atLeast ? count >= expected : count === expected) ? null : message(count)
}
