import { getSiteChrome } from '@/lib/content/site'
import { calendarFeed } from '@/lib/contacts/calendar-feed'
import { getContactsStore } from '@/lib/contacts/store'
import { env } from '@/lib/config/env'
import { describeFailure } from '@/lib/log/describe-failure'

export const dynamic = 'force-dynamic'

const private_ = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

/**
 * An administrator's private calendar (iCalendar), at /api/agenda/<secret>.ics: what Google
 * Calendar and Apple Calendar subscribe to. Any other address, a renewed one included, is a 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ arquivo: string }> }) {
  const match = /^([A-Za-z0-9_-]{43,128})\.ics$/.exec((await params).arquivo)
  if (!match) return new Response('Não encontrado', { status: 404, headers: private_ })
  let events
  try {
    events = await getContactsStore().calendarFeed(match[1]!)
  } catch (error) {
    console.error('[agenda] falha ao ler a agenda do celular', describeFailure(error))
    return new Response('Agenda indisponível no momento', {
      status: 503,
      headers: { ...private_, 'Retry-After': '600' },
    })
  }
  if (events === null) return new Response('Não encontrado', { status: 404, headers: private_ })
  const origin = env.siteUrl
  const { settings } = await getSiteChrome()
  const calendar = calendarFeed(events, {
    businessName: settings.businessName,
    quoteUrl: (id) => `${origin}/admin/orcamentos/${id}`,
    domain: new URL(origin).hostname,
  })
  return new Response(calendar.toString(), {
    headers: {
      ...private_,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="agenda.ics"',
    },
  })
}
