import { sharedEmbeddedDatabase } from '../db/embedded-database'

/** One line telling how to create the first administrator, while the embedded database has none. */
export async function firstAdminHint(dataDir: string): Promise<string | null> {
  try {
    const db = await sharedEmbeddedDatabase(dataDir)
    const { rows } = await db.asOwner((tx) => tx.query<{ n: number }>('select count(*)::int as n from public.admins'))
    if ((rows[0]?.n ?? 0) > 0) return null
    return '[buffet] Nenhum administrador ainda. Pare o servidor e crie o primeiro com: npm run user:add -- --email voce@exemplo.com --admin'
  } catch (error) {
    return `[buffet] Banco embutido indisponível: ${(error as Error).message}`
  }
}
