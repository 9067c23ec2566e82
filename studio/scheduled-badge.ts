import type { DocumentBadgeComponent } from 'sanity'
import { postDateLabel } from '../schemas/documents/post'

type Dated = { publishedAt?: string } | null

const isFuture = (publishedAt: string | undefined, now: Date) => Boolean(publishedAt && new Date(publishedAt) > now)

/**
 * On a post whose time has not come: "Agendado para 20/12/2026 09:00" once published (the site
 * shows it by itself at that time), or a reminder to publish when only the draft has that date.
 */
export const ScheduledBadge: DocumentBadgeComponent = ({ published, draft }) => {
  const now = new Date()
  const live = (published as Dated)?.publishedAt
  const next = (draft as Dated)?.publishedAt
  if (draft && isFuture(next, now) && next !== live)
    return { label: `${postDateLabel(next, now)} (falta publicar)`, color: 'warning' }
  if (isFuture(live, now))
    return {
      label: postDateLabel(live, now),
      color: 'primary',
      title: 'Publicado: aparece no site sozinho nesse dia e hora.',
    }
  return null
}
