export type Illustration = {
  /** File name in studio/seed/images. */
  file: string
  width: number
  height: number
  background: string
  /** SVG markup drawn over the background. */
  draw: (width: number, height: number) => string
}
