import 'server-only'
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { siteKey } from '../config/site-secret'
import type { AdminProposal, ProposalLink, StoredProposal, StoredProposalVersion } from './contract'

/**
 * A proposal link's token is derived from a random salt (kept by the database) with a key of the
 * site's secret (kept by the server): the database holds the salt and the token's hash, and neither
 * opens the link. 128 bits, base64url (22 characters), the shape isTokenShape accepts.
 */
const tokenOf = (salt: string) =>
  createHmac('sha256', siteKey('link-da-proposta'))
    .update(`proposta:${salt}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url')

/** A new version's link. */
export function newProposalLink(): ProposalLink {
  const salt = randomBytes(16).toString('base64url')
  return { salt, token: tokenOf(salt) }
}

/**
 * The version's token, when the hash the database kept confirms it. None for a version sent before
 * links were derived, for an anonymized one, or under another SITE_SECRET: its clients' links still
 * work, but the admin can no longer show them.
 */
export function versionToken({
  linkSalt,
  tokenSha256,
}: Pick<StoredProposalVersion, 'linkSalt' | 'tokenSha256'>): string | null {
  if (!linkSalt) return null
  const token = tokenOf(linkSalt)
  return createHash('sha256').update(token).digest('hex') === tokenSha256 ? token : null
}

/** The proposal with each version's link, as the editor shows it. */
export function withLinks(proposal: StoredProposal): AdminProposal {
  return {
    ...proposal,
    versions: proposal.versions.map(({ linkSalt, tokenSha256, ...version }) => ({
      ...version,
      token: versionToken({ linkSalt, tokenSha256, ...version }),
    })),
  }
}
