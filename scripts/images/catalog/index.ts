import type { Illustration } from '../types'
import { blogImages } from './blog'
import { pageImages } from './pages'
import { siteImages } from './site'

/** Every illustration of the seed dataset. Add entries in the area's file, then run `npm run images`. */
export const catalog: Illustration[] = [...siteImages, ...pageImages, ...blogImages]
