import { useEffect, useState, type ReactNode } from 'react'
import { useClient, useSchema, useWorkspace, validateDocument } from 'sanity'
import { IntentLink } from 'sanity/router'
import { sanityApiVersion } from '../lib/config/public-env'
import { formatDateTimeBR } from '../lib/dates'
import { GUIDE_TOOL_NAME } from './guide/paths'
import { documentsQuery, overviewOf, type Entry, type Overview, type TitledDocument } from './start-overview'

type Loaded = Overview | 'loading' | 'failed'

function useOverview(): Loaded {
  const client = useClient({ apiVersion: sanityApiVersion })
  const workspace = useWorkspace()
  const [overview, setOverview] = useState<Loaded>('loading')
  useEffect(() => {
    let cancelled = false
    async function load() {
      const documents = await client.fetch<TitledDocument[]>(documentsQuery)
      const overview = await overviewOf(
        documents,
        (document) => validateDocument({ document, workspace, environment: 'studio' }),
        Date.now(),
      )
      if (!cancelled) setOverview(overview)
    }
    load().catch((error: unknown) => {
      console.error('[início] não foi possível montar a lista', error)
      if (!cancelled) setOverview('failed')
    })
    return () => {
      cancelled = true
    }
  }, [client, workspace])
  return overview
}

function Section({
  title,
  empty,
  children,
  count,
}: {
  title: string
  empty: string
  count: number
  children: ReactNode
}) {
  return (
    <section style={{ marginBottom: 32 }}>
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>
        {title} ({count})
      </h2>
      {count === 0 ? (
        <p style={{ margin: 0, opacity: 0.7 }}>{empty}</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>{children}</ul>
      )}
    </section>
  )
}

/**
 * "Início": the first item of the Studio's content list. What is waiting for staff: drafts not
 * published yet, posts scheduled to come out, documents the checks before publishing complain
 * about, and the editor's guide.
 */
export function StartScreen() {
  const overview = useOverview()
  const schema = useSchema()
  const typeTitle = (type: string) => schema.get(type)?.title ?? type
  const link = ({ _id, _type, title }: Entry) => (
    <IntentLink intent="edit" params={{ id: _id, type: _type }}>
      {title ?? typeTitle(_type)}
    </IntentLink>
  )
  return (
    <div style={{ padding: 24, maxWidth: 760, overflowY: 'auto', height: '100%', boxSizing: 'border-box' }}>
      <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>Início</h1>
      <p style={{ margin: '0 0 24px' }}>
        O que está esperando por você no site. Dúvidas? Leia o <a href={`/studio/${GUIDE_TOOL_NAME}`}>Guia do editor</a>
        .
      </p>
      {overview === 'loading' ? (
        <p>Carregando…</p>
      ) : overview === 'failed' ? (
        <p role="alert">
          Não foi possível montar a lista agora. Recarregue a página; se continuar, avise quem cuida do site.
        </p>
      ) : (
        <>
          <Section
            title="Rascunhos ainda não publicados"
            empty="Nenhum: tudo o que foi editado já está no site."
            count={overview.drafts.length}
          >
            {overview.drafts.map((draft) => (
              <li key={draft._id}>
                {link(draft)} · {typeTitle(draft._type)} ·{' '}
                {draft.isNew ? 'novo, nunca publicado' : 'alterações não publicadas'}
              </li>
            ))}
          </Section>
          <Section
            title="Artigos agendados"
            empty="Nenhum artigo esperando a data de publicação."
            count={overview.scheduled.length}
          >
            {overview.scheduled.map((post) => (
              <li key={post._id}>
                {link(post)} · Agendado para {formatDateTimeBR(post.publishedAt)}
              </li>
            ))}
          </Section>
          <Section
            title="Documentos com avisos"
            empty="Nenhum aviso: todos os documentos passam nas verificações."
            count={overview.problems.length}
          >
            {overview.problems.map((problem) => (
              <li key={problem._id}>
                {link(problem)} · {typeTitle(problem._type)} ·{' '}
                {[
                  problem.errors > 0 && `${problem.errors} em vermelho`,
                  problem.warnings > 0 && `${problem.warnings} em amarelo`,
                ]
                  .filter(Boolean)
                  .join(', ')}
                : {problem.first}
              </li>
            ))}
          </Section>
        </>
      )}
    </div>
  )
}
