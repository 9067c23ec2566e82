'use client'

import { NextStudio } from 'next-sanity/studio'
import config from '../sanity.config'

/** The embedded Sanity Studio; its code is only ever loaded on /studio. */
export function Studio() {
  return <NextStudio config={config} />
}
