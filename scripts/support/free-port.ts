import { createServer } from 'node:net'

/**
 * A port of 127.0.0.1 nobody listens on, as the system chooses one (port 0), for a server that takes
 * its port on the command line: fixed ports collided between two runs on one machine, and between
 * a test's repeats running side by side.
 */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sem porta livre')),
      )
    })
  })

/** Whether a server could listen on this port of 127.0.0.1 now. */
export const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
