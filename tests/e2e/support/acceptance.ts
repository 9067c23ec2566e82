import type { Page } from '@playwright/test'

/** The contract's data a client types when accepting: a CPF with valid check digits and the party's address. */
export const CONTRACT = {
  cpf: '529.982.247-25',
  cep: '04571-010',
  street: 'Rua das Festas',
  number: '120',
  complement: 'Casa 2',
  neighborhood: 'Moema',
  city: 'São Paulo',
}

/** Fills the acceptance form's CPF and address (the name and the tick are each test's own). */
export async function fillContract(page: Page, contract: Partial<typeof CONTRACT> = {}) {
  const data = { ...CONTRACT, ...contract }
  await page.getByLabel('CPF', { exact: true }).fill(data.cpf)
  await page.getByLabel('CEP do local da festa').fill(data.cep)
  await page.getByLabel('Rua', { exact: true }).fill(data.street)
  await page.getByLabel('Número', { exact: true }).fill(data.number)
  await page.getByLabel('Complemento (opcional)').fill(data.complement)
  await page.getByLabel('Bairro', { exact: true }).fill(data.neighborhood)
  await page.getByLabel('Cidade', { exact: true }).fill(data.city)
}

/** "Aceitar proposta" on the client's page open at her link: her full name, the contract's data and the tick. */
export async function acceptProposal(page: Page, fullName: string) {
  await page.getByLabel('Seu nome completo').fill(fullName)
  await fillContract(page)
  await page.getByLabel('Li e aceito os itens, os valores e as condições desta proposta.').check()
  await page.getByRole('button', { name: 'Aceitar proposta' }).click()
}
