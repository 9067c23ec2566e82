import 'server-only'
import { cache } from 'react'
import { getProposalStore } from './store'
import type { ProposalView } from './contract'
import { isTokenShape } from './token'

/** The client's proposal for a link's token, or null for anything that is not a link (one 404 for all). */
export const proposalForToken = cache(async (token: string): Promise<ProposalView | null> => (isTokenShape(token) ? getProposalStore().view(token) : null))
