import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

export type Proxy = { base: string; close: () => Promise<void> }

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'br') return brotliDecompressSync(body)
  return body
}

function withoutLength({ 'content-length': _length, 'content-encoding': _encoding, 'transfer-encoding': _transfer, ...headers }: IncomingHttpHeaders) {
  return headers
}

/**
 * An HTTP proxy in front of `upstream` that serves HTML pages rewritten by `rewrite` (gzipped, as
 * next start serves them) and passes every other response through untouched.
 */
export async function startHtmlRewriteProxy(upstream: string, port: number, rewrite: (html: string) => string): Promise<Proxy> {
  const target = new URL(upstream)
  const server = createServer((incoming, outgoing) => {
    const forward = request(
      { hostname: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (response) => {
        if (!response.headers['content-type']?.includes('text/html')) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers)
          response.pipe(outgoing)
          return
        }
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const html = rewrite(decode(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8'))
          const body = gzipSync(html)
          outgoing.writeHead(response.statusCode ?? 502, { ...withoutLength(response.headers), 'content-encoding': 'gzip', 'content-length': body.length })
          outgoing.end(body)
        })
      },
    )
    forward.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
