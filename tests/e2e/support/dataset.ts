import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import type { SeedDocument } from '../../../lib/content/seed/load-seed'
import { signedWebhookHeaders } from '../../support/webhook-signature'
import { e2e } from './config'

// The dataset the e2e server reads (a copy of the seed): "publishing" is writing it and sending
// Sanity's signed webhook for the types that changed, as the Content Lake would.
const dataFile = path.join(e2e.seedDir, 'data.ndjson')

export const readDataset = async (): Promise<SeedDocument[]> =>
  (await readFile(dataFile, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SeedDocument)

export const writeDataset = (documents: SeedDocument[]) =>
  writeFile(dataFile, `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`)

/** Sends the signed webhook for each type, as a publish in the Studio does. */
export async function publish(request: APIRequestContext, types: string[]) {
  for (const type of types) {
    const body = JSON.stringify({ _type: type })
    const response = await request.post('/api/revalidate', {
      data: body,
      headers: signedWebhookHeaders(body, e2e.revalidateSecret),
    })
    if (response.status() !== 200) throw new Error(`revalidate ${type}: ${response.status()}`)
  }
}
