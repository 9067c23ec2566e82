import type { Illustration } from '../types'

/** Blog covers and author portraits. */
export const blogImages: Illustration[] = []
