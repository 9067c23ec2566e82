import { storedSecret } from '../security/stored-secret'

/** SESSION_SECRET when set; otherwise one generated once into the data directory and reused. */
export const sessionSecret = (configured: string | undefined, dataDir: string): string =>
  storedSecret('session-secret', configured, dataDir)
