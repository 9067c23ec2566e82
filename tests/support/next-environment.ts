// Next's server loads this before anything else: its request stores need AsyncLocalStorage on globalThis.
import 'next/dist/server/node-environment-baseline'
