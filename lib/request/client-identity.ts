import { isIPv6 } from 'node:net'
import type { TrustSetting } from '../config/setup-check'
import { clientAddress } from './client-address'
import { clientIdFrom } from './client-id'

/**
 * Who a request comes from, as far as limits may believe it: the address a trusted proxy wrote
 * (an IPv6 address stands for its whole /64, which one subscriber gets), else the browser's id
 * cookie when this site signed it, else nobody known (key null).
 */
export type ClientIdentity = { key: string | null; address: string | null }

/** The /64 network of an IPv6 address (its first four groups, expanded); IPv4 as it is. */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, '0'))
    .join(':')}::/64`
}

export function clientIdentity(
  headers: Headers,
  clientCookie: string | undefined,
  trust: TrustSetting,
  cookieKey: Buffer,
): ClientIdentity {
  const address = clientAddress(headers, trust)
  if (address) return { key: `ip:${addressKey(address)}`, address: addressKey(address) }
  const id = clientIdFrom(clientCookie, cookieKey)
  return { key: id ? `cliente:${id}` : null, address: null }
}
