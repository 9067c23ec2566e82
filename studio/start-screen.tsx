import { useEffect, useState, type ReactNode } from 'react'
import { useClient, useSchema, useWorkspace, validateDocument, type SanityDocument } from 'sanity'
import { IntentLink } from 'sanity/router'
import { sanityApiVersion } from '../lib/config/public-env'
import { formatDateTimeBR } from '../lib/quotes/dates'
import { EDITOR_GUIDE_PATH } from './guide'

type Entry = { _id: string; _type: string; title: string }
type Overview = {
  drafts: Array<Entry & { isNew: boolean }>
  scheduled: Array<Entry & { publishedAt: string }>
  problems: Array<Entry & { errors: number; warnings: number; first: string }>
}

// Every editable document, drafts included ("drafts.x" beside "x"), with a name to show.
const documentsQuery = `*[!(_type match "sanity.*") && !(_id in path("_.**"))]{
  ...,
  "_title": coalesce(title, name, caption, businessName, from, _type)
}`

const publishedId = (id: string) => id.replace(/^drafts\./, '')

/** The documents as the Studio shows them: a draft in place of its published version. */
function current(documents: Array<SanityDocument & { _title: string }>) {
  const byId = new Map<string, SanityDocument & { _title: string }>()
  for (const doc of documents) if (doc._id.startsWith('drafts.') || !byId.has(doc._id)) byId.set(publishedId(doc._id), doc)
  return [...byId.values()]
}

function useOverview(): Overview | null {
  const client = useClient({ apiVersion: sanityApiVersion })
  const workspace = useWorkspace()
  const [overview, setOverview] = useState<Overview | null>(null)
  useEffect(() => {
    let cancelled = false
    async function load() {
      const documents = await client.fetch<Array<SanityDocument & { _title: string }>>(documentsQuery)
      const publishedIds = new Set(documents.filter(({ _id }) => !_id.startsWith('drafts.')).map(({ _id }) => _id))
      const entry = (doc: SanityDocument & { _title: string }): Entry => ({ _id: publishedId(doc._id), _type: doc._type, title: doc._title })
      const now = Date.now()
      const drafts = documents.filter(({ _id }) => _id.startsWith('drafts.')).map((doc) => ({ ...entry(doc), isNew: !publishedIds.has(publishedId(doc._id)) }))
      const scheduled = documents
        .filter((doc) => doc._type === 'post' && !doc._id.startsWith('drafts.') && typeof doc.publishedAt === 'string' && Date.parse(doc.publishedAt) > now)
        .map((doc) => ({ ...entry(doc), publishedAt: doc.publishedAt as string }))
        .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
      // The same checks as before publishing, on what each document is now (its draft, if any).
      const problems = (
        await Promise.all(
          current(documents).map(async (doc) => {
            const markers = await validateDocument({ document: doc, workspace, environment: 'studio' })
            const errors = markers.filter(({ level }) => level === 'error').length
            const warnings = markers.filter(({ level }) => level === 'warning').length
            return errors + warnings > 0 ? [{ ...entry(doc), errors, warnings, first: markers[0]?.message ?? '' }] : []
          }),
        )
      ).flat()
      if (!cancelled) setOverview({ drafts, scheduled, problems })
    }
    load().catch((error: unknown) => console.error('[início] não foi possível montar a lista', error))
    return () => {
      cancelled = true
    }
  }, [client, workspace])
  return overview
}

function Section({ title, empty, children, count }: { title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 32 }}>
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>
        {title} ({count})
      </h2>
      {count === 0 ? <p style={{ margin: 0, opacity: 0.7 }}>{empty}</p> : <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>{children}</ul>}
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
      {title}
    </IntentLink>
  )
  return (
    <div style={{ padding: 24, maxWidth: 760, overflowY: 'auto', height: '100%', boxSizing: 'border-box' }}>
      <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>Início</h1>
      <p style={{ margin: '0 0 24px' }}>
        O que está esperando por você no site. Dúvidas? Leia o{' '}
        <a href={EDITOR_GUIDE_PATH} target="_blank" rel="noopener noreferrer">
          Guia do editor
        </a>
        .
      </p>
      {overview === null ? (
        <p>Carregando…</p>
      ) : (
        <>
          <Section title="Rascunhos ainda não publicados" empty="Nenhum: tudo o que foi editado já está no site." count={overview.drafts.length}>
            {overview.drafts.map((draft) => (
              <li key={draft._id}>
                {link(draft)} · {typeTitle(draft._type)} · {draft.isNew ? 'novo, nunca publicado' : 'alterações não publicadas'}
              </li>
            ))}
          </Section>
          <Section title="Artigos agendados" empty="Nenhum artigo esperando a data de publicação." count={overview.scheduled.length}>
            {overview.scheduled.map((post) => (
              <li key={post._id}>
                {link(post)} · Agendado para {formatDateTimeBR(post.publishedAt)}
              </li>
            ))}
          </Section>
          <Section title="Documentos com avisos" empty="Nenhum aviso: todos os documentos passam nas verificações." count={overview.problems.length}>
            {overview.problems.map((problem) => (
              <li key={problem._id}>
                {link(problem)} · {typeTitle(problem._type)} · {problem.errors > 0 ? `${problem.errors} em vermelho` : `${problem.warnings} em amarelo`}: {problem.first}
              </li>
            ))}
          </Section>
        </>
      )}
    </div>
  )
}
