import { revalidatePath } from 'next/cache'

/**
 * After anything that books, moves or frees a date: the admin's pages (the list's marks, the agenda,
 * the quote) read the bookings again. The one place a cache of the full dates would be expired too.
 */
export const bookingsChanged = () => revalidatePath('/admin', 'layout')
