import 'server-only'
import { revalidateTag, unstable_cache } from 'next/cache'
import { getAgendaStore } from '.'

/** The cache tag of the public full dates: every status change, block and capacity change expires it. */
export const FULL_DATES_TAG = 'full-dates'

/**
 * The full days of the next 18 months (dates only), cached for every visitor until something
 * changes them; at most an hour old otherwise, so the window follows the calendar.
 */
export const publicFullDates = unstable_cache(() => getAgendaStore().publicFullDates(), ['public-full-dates'], { tags: [FULL_DATES_TAG], revalidate: 3600 })

/** After a change that may fill or free a date. */
export const fullDatesChanged = () => revalidateTag(FULL_DATES_TAG, { expire: 0 })
