import 'server-only'
import { cache } from 'react'
import { fetchQuery } from '.'
import { scheduledPostTimesQuery } from './queries'

/** The first of these publishing times still to come (ms), or undefined when none is. */
export function nextTime(times: ReadonlyArray<string | null>, now: number): number | undefined {
  const upcoming = times.map((time) => (time ? Date.parse(time) : Number.NaN)).filter((time) => time > now)
  return upcoming.length > 0 ? Math.min(...upcoming) : undefined
}

/**
 * When the next scheduled post comes out. Pages that list or show posts fetch them `until` then:
 * they are regenerated at that time, and their queries (which compare with now()) include it.
 */
export const nextScheduledPost = cache(async () =>
  nextTime(await fetchQuery(scheduledPostTimesQuery, { tags: ['post'] }), Date.now()),
)
