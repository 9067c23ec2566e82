import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server in this process, on 127.0.0.1: it accepts any sender (no TLS, no auth) and
 * keeps every message; `refuse` makes it answer the next n messages with a temporary failure, and
 * `refuseRecipient` refuses an address for good, naming it in the answer as real servers do.
 */
export async function startSmtpServer({
  port = 0,
  onMessage,
}: { port?: number; onMessage?: (mail: ReceivedMail) => void } = {}) {
  const messages: ReceivedMail[] = []
  let refusals = 0
  const refusedRecipients = new Set<string>()
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refusedRecipients.has(address.address.toLowerCase())) return callback()
      callback(
        Object.assign(
          new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown in virtual mailbox table`),
          { responseCode: 550 },
        ),
      )
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1
          const error = Object.assign(new Error('Tente mais tarde'), { responseCode: 451 })
          return callback(error)
        }
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map(({ address }) => address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        messages.push(mail)
        onMessage?.(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    refuse(count: number) {
      refusals = count
    },
    refuseRecipient(address: string) {
      refusedRecipients.add(address.toLowerCase())
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const bytes = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) back to text. */
const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=(\s+(?==\?))?/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : bytes(data.replace(/_/g, ' ')),
  )

/** A single-part text message as headers (unfolded, decoded) and its decoded text. */
export function readMail(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  const body = rest.join('\r\n\r\n')
  const encoding = headers['content-transfer-encoding']?.toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? bytes(body.replace(/=\r\n/g, ''))
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body
  return { headers, subject: headers.subject ?? '', text: text.replace(/\r\n/g, '\n') }
}
