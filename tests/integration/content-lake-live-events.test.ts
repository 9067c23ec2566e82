import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { standInClient } from '../support/content-lake-client'
import { contentLakeStandIn } from '../support/content-lake-stand-in'

// The stand-in's Live Content API as Sanity documents it (https://www.sanity.io/docs/http-reference/live):
// the browser tests of live publishing (tests/e2e/live-content.spec.ts) are only as true as it is.
const tokens = { editor: 'token-da-editora' }
const lake = contentLakeStandIn(0, loadSeed('studio/seed'), tokens)
beforeAll(() => lake.start())
afterAll(() => lake.stop())

type Event = { event: string; id: string; data: unknown }

/** Opens the stream (from a position when given) and reads events until `count` have come. */
async function readEvents(count: number, lastEventId?: string) {
  const controller = new AbortController()
  const response = await fetch(`${lake.url}/v2025-10-01/data/live/events/production`, {
    headers: lastEventId === undefined ? {} : { 'last-event-id': lastEventId },
    signal: controller.signal,
  })
  expect(response.headers.get('content-type')).toBe('text/event-stream')
  const events: Event[] = []
  const decoder = new TextDecoder()
  let text = ''
  const reader = response.body!.getReader()
  const next = async () => {
    while (events.length < count) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const fields = new Map(
          text
            .slice(0, end)
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        )
        events.push({
          event: fields.get('event') ?? '',
          id: fields.get('id') ?? '',
          data: JSON.parse(fields.get('data') ?? 'null'),
        })
        text = text.slice(end + 2)
      }
    }
    return events
  }
  return { next, close: () => controller.abort() }
}

const publish = (historyHeading: string) =>
  standInClient(lake.url, tokens.editor)
    .transaction()
    .createOrReplace({ ...lake.documents.find(({ _id }) => _id === 'aboutPage')!, historyHeading })
    .delete('drafts.aboutPage')
    .commit()

describe('the Content Lake stand-in: live events', () => {
  it('welcomes, then sends each publish’s sync tags; a stream opened again from any id it gave continues after it', async () => {
    const stream = await readEvents(3)
    const events = stream.next()
    await expect.poll(() => lake.liveListeners).toBe(1)
    await publish('Primeira')
    await publish('Segunda')
    const [welcome, first, second] = await events
    stream.close()
    expect(welcome).toMatchObject({ event: 'welcome' })
    expect(first).toMatchObject({ event: 'message', data: { tags: [expect.stringMatching(/^s1:/)] } })
    expect(second).toMatchObject({ event: 'message', data: first!.data })
    expect(new Set([welcome!.id, first!.id, second!.id]).size).toBe(3)
    // A closed stream stops counting as a listener.
    await expect.poll(() => lake.liveListeners).toBe(0)

    // From the welcome's id: both publishes; from the first's: the second only.
    const fromWelcome = await readEvents(2, welcome!.id)
    expect((await fromWelcome.next()).map(({ id }) => id)).toEqual([first!.id, second!.id])
    fromWelcome.close()
    const fromFirst = await readEvents(1, first!.id)
    expect(await fromFirst.next()).toEqual([second])
    fromFirst.close()
  })

  it('starts with a restart, at the end, when it does not know the id', async () => {
    const stream = await readEvents(2, 'id-que-nunca-existiu')
    const events = stream.next()
    await expect.poll(() => lake.liveListeners).toBe(1)
    await publish('Terceira')
    const [restart, message] = await events
    stream.close()
    expect(restart).toMatchObject({ event: 'restart' })
    expect(message).toMatchObject({ event: 'message', data: { tags: [expect.stringMatching(/^s1:/)] } })
    expect(lake.liveEvents.at(-1)?.id).toBe(message!.id)
  })
})
