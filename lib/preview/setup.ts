import 'server-only'
import { createClient, type SanityClient } from 'next-sanity'
import { env } from '../config/env'
import { sanityApiHostOptions, type SanityProject } from '../config/public-env'

export type Preview =
  { available: true; client: SanityClient } | { available: false; status: 500 | 501; message: string }

/**
 * Draft mode needs a Sanity project (the seed dataset has no drafts) and a server-only read token;
 * drafts are read from the same host as published content (SANITY_API_HOST when set).
 */
export function previewSetup(project: SanityProject | null, token: string | undefined, apiHost?: string): Preview {
  if (!project) {
    return {
      available: false,
      status: 501,
      message:
        'Pré-visualização indisponível: o site está usando o conteúdo de exemplo, que não tem rascunhos. Conecte um projeto Sanity (veja o README).',
    }
  }
  if (!token) {
    return {
      available: false,
      status: 500,
      message:
        'Pré-visualização não configurada: defina SANITY_API_READ_TOKEN (token com permissão Viewer) no servidor.',
    }
  }
  return {
    available: true,
    client: createClient({ ...project, ...sanityApiHostOptions(apiHost), token, useCdn: false, perspective: 'drafts' }),
  }
}

export const preview = previewSetup(env.sanity, env.sanityReadToken, env.sanityApiHost)
