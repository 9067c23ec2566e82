import sharp from 'sharp'

const MAX_SIDE = 4000

const size = (value: string | null) => {
  const number = value === null ? undefined : Number(value)
  return number !== undefined && Number.isInteger(number) && number > 0 && number <= MAX_SIDE ? number : undefined
}

function rect(value: string | null) {
  const parts = value?.split(',').map(Number)
  if (!parts || parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0)) return undefined
  const [left = 0, top = 0, width = 0, height = 0] = parts
  return width > 0 && height > 0 ? { left, top, width, height } : undefined
}

export class ImageParamsError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'ImageParamsError'
  }
}

/**
 * The parameters of Sanity's image CDN that @sanity/image-url writes (rect = the editor's crop,
 * w and h = the size), applied to a seed image, so the crop reaches the site in the seed mode too.
 * Without parameters the file is returned untouched.
 */
export async function transformSeedImage(file: Buffer, params: URLSearchParams): Promise<Buffer> {
  const area = rect(params.get('rect'))
  const width = size(params.get('w'))
  const height = size(params.get('h'))
  if (!area && !width && !height) return file
  try {
    let image = sharp(file)
    if (area) image = image.extract(area)
    if (width || height) image = image.resize(width, height, { fit: 'cover' })
    return await image.toBuffer()
  } catch (error) {
    throw new ImageParamsError(`Parâmetros de imagem inválidos: ${params.toString()}`, { cause: error })
  }
}
