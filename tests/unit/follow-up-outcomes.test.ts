import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FollowUpOutcomes } from '@/components/contacts/follow-up-outcomes'
import { NO_ANSWER_SUGGESTS_LOST } from '@/lib/contacts/whatsapp-templates'

// The card's outcomes as the server sends them (before any script): plain forms, and the
// "Perdido: sem resposta" suggestion from the third unanswered try on.
const card = (noAnswer: number) =>
  renderToStaticMarkup(
    createElement(FollowUpOutcomes, {
      id: 7,
      name: 'Maria',
      seen: '2026-12-01',
      today: '2026-12-01',
      noAnswer,
      suggestLostAt: NO_ANSWER_SUGGESTS_LOST,
      all: false,
    }),
  )

describe('the one-tap outcomes of a card', () => {
  it.each([
    [0, false],
    [2, false],
    [3, true],
    [5, true],
  ])('after %i unanswered tries, suggests "Perdido: sem resposta": %s', (tries, suggested) => {
    const html = card(tries)
    expect(html.includes('Perdido: sem resposta')).toBe(suggested)
    if (suggested) expect(html).toContain(`${tries} tentativas sem resposta seguidas.`)
  })

  it('posts every outcome as a form with the card’s id and the next contact it showed', () => {
    const html = card(0)
    expect(html.match(/<form/g)).toHaveLength(4)
    expect(html.match(/name="seen" value="2026-12-01"/g)).toHaveLength(4)
    for (const outcome of ['sem_resposta', 'retornar', 'fechado', 'perdido'])
      expect(html).toContain(`name="outcome" value="${outcome}"`)
    // "Outro" needs its text: it is chosen on the quote's page.
    expect(html).not.toContain('value="outro"')
    expect(html).toContain('min="2026-12-01"')
  })
})
