import 'server-only'
import { cache } from 'react'
import { getProposalStore } from './store'
import type { BookingView, ProposalView } from './contract'
import { isTokenShape } from './token'

/** The client's proposal for a link's token, or null for anything that is not a link (one 404 for all). */
export const proposalForToken = cache(async (token: string): Promise<ProposalView | null> => (isTokenShape(token) ? getProposalStore().view(token) : null))

/** The booking an accepted link led to (a hold and its deadline, confirmed, lapsed or released); null otherwise. */
export const bookingForToken = cache(async (token: string): Promise<BookingView | null> => (isTokenShape(token) ? getProposalStore().booking(token) : null))
