import 'server-only'
import { getAuthStore } from './store'

/** One line telling how to create the first administrator, while the embedded database has none. */
export async function firstAdminHint(): Promise<string | null> {
  try {
    if (await getAuthStore().adminsExist()) return null
    return '[buffet] Nenhum administrador ainda. Pare o servidor e crie o primeiro com: npm run user:add -- --email voce@exemplo.com --admin'
  } catch (error) {
    return `[buffet] Banco embutido indisponível: ${(error as Error).message}`
  }
}
