import type { ConfigContext, Tool } from 'sanity'

/** GROQ queries (Vision) are for developers: staff see only "Conteúdo" and "Pré-visualização". */
export function staffTools(tools: Tool[], { currentUser }: Pick<ConfigContext, 'currentUser'>) {
  const isAdministrator = currentUser?.roles.some(({ name }) => name === 'administrator') ?? false
  return isAdministrator ? tools : tools.filter(({ name }) => name !== 'vision')
}
