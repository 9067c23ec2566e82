/** Whether `value` can be a token at all; anything else is answered like an unknown token. */
export const isTokenShape = (value: string) => /^[A-Za-z0-9_-]{22}$/.test(value)

/** The proposal's short id, shown to the client and used as the Pix reference (txid: letters and digits only). */
export const proposalReference = (proposalId: number) => `PROP${proposalId}`
