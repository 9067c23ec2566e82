import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteChromeQuery } from '@/lib/content/queries'
import type { SiteChromeQueryResult } from '@/lib/content/sanity.types'
import { evaluateQuery } from '@/lib/content/seed/evaluate'
import { loadSeed } from '@/lib/content/seed/load-seed'

const documents = loadSeed(path.resolve('studio/seed'))
const run = async () => (await evaluateQuery(documents, siteChromeQuery)) as SiteChromeQueryResult

describe('siteChromeQuery on the seed dataset', () => {
  it('returns the settings the header, footer and chat widget need', async () => {
    const { settings } = await run()
    expect(settings).toMatchObject({
      businessName: 'Buffet Festa em Casa',
      phone: '11 91234-5678',
      whatsappNumber: '5511912345678',
      email: 'contato@buffetfestaemcasa.com.br',
      location: 'São Paulo, SP - Brasil',
      hours: { label: 'Segunda a Sexta: 9h às 18h' },
      chat: { buttonLabel: 'Iniciar conversa', note: 'Responderemos em breve!' },
    })
  })

  it('resolves the five Instagram images to URLs with dimensions and LQIP', async () => {
    const { settings } = await run()
    expect(settings?.instagramStrip).toHaveLength(5)
    for (const image of settings?.instagramStrip ?? []) {
      expect(image.alt).toBeTruthy()
      expect(image.asset?.url).toMatch(/^\/seed-images\/[\w-]+\.webp$/)
      expect(image.asset?.width).toBeGreaterThan(0)
      expect(image.asset?.lqip).toMatch(/^data:image\/webp;base64,/)
    }
  })

  it("holds today's wording of the fixed texts the components print ('Textos fixos')", async () => {
    const { settings } = await run()
    expect(settings?.texts).toMatchObject({
      navAbout: 'Sobre nós',
      quoteButton: 'Solicitar Orçamento',
      readMore: 'Ler mais',
      seeDetails: 'Ver detalhes',
      includedHeading: 'O que está incluso',
      notesHeading: 'Observações',
      instagramHeading: 'Siga a gente no Instagram',
      footerAbout: 'Quem Somos',
      copyright: 'Todos os direitos reservados.',
      sentTitle: 'Seu orçamento foi enviado com sucesso',
    })
    for (const value of Object.values(settings?.texts ?? {})) expect(value).toMatch(/\S/)
  })
})
