import type { ConfigContext, Tool } from 'sanity'
import { guideTool } from './guide/guide-tool'

/**
 * Staff see "Conteúdo", "Pré-visualização" and the editor's guide; GROQ queries (Vision) are for
 * developers, administrators only.
 */
export function staffTools(tools: Tool[], { currentUser }: Pick<ConfigContext, 'currentUser'>) {
  const isAdministrator = currentUser?.roles.some(({ name }) => name === 'administrator') ?? false
  return [...(isAdministrator ? tools : tools.filter(({ name }) => name !== 'vision')), guideTool]
}
