import Link from 'next/link'
import { hasFilters, type ListParams } from '@/lib/quotes/filters'
import type { LeadSourceChoice } from '@/lib/content/lead-sources'
import { partyTypes } from '@/lib/quotes/party-types'
import { quoteStatuses } from '@/lib/quotes/status'

const field =
  'mt-1 block w-full rounded-xl border border-brand-200 bg-white px-3 py-2 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

function DateField({ name, label, value }: { name: string; label: string; value?: string }) {
  return (
    <div>
      <label htmlFor={`filtro-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={`filtro-${name}`} name={name} type="date" defaultValue={value} className={field} />
    </div>
  )
}

function SelectField({
  name,
  label,
  value,
  options,
}: {
  name: string
  label: string
  value?: string
  options: readonly { id: string; label: string }[]
}) {
  return (
    <div>
      <label htmlFor={`filtro-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={`filtro-${name}`} name={name} defaultValue={value ?? ''} className={field}>
        <option value="">Todos</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The site settings' choices, and the one filtered on even when it was renamed since. */
const sourceOptions = (choices: LeadSourceChoice[], current?: string) =>
  [
    ...choices,
    ...(current && !choices.some(({ value }) => value === current) ? [{ value: current, label: current }] : []),
  ].map(({ value, label }) => ({ id: value, label }))

/** The search and the filters, one GET form: everything lives in the URL and combines. */
export function QuoteFilters({
  search,
  filters,
  leadSources,
}: Omit<ListParams, 'page'> & { leadSources: LeadSourceChoice[] }) {
  const active = hasFilters(filters)
  return (
    <form
      action="/admin"
      method="get"
      role="search"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
    >
      <div>
        <label htmlFor="busca" className="block text-sm font-semibold">
          Buscar por nome, e-mail, telefone ou bairro
        </label>
        <input
          id="busca"
          name="busca"
          type="search"
          defaultValue={search}
          maxLength={100}
          className={`${field} sm:max-w-md`}
        />
      </div>
      {/* On a phone the seven filters fold away (open while one is in use) so the list starts on the first
          screen; from 768 px they are always shown and the toggle is hidden. No JavaScript involved. A
          browser that cannot style ::details-content keeps the toggle on wide screens too, or closed
          filters would be out of reach there. */}
      <details open={active} className="md:details-content:[content-visibility:visible]">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-700 md:supports-[selector(::details-content)]:hidden">
          Filtros
        </summary>
        <div className="mt-2 grid grid-cols-2 gap-3 md:mt-0 lg:grid-cols-7">
          <SelectField name="status" label="Status" value={filters.status} options={quoteStatuses} />
          <SelectField name="tipo" label="Tipo de festa" value={filters.partyType} options={partyTypes} />
          <DateField name="evento_de" label="Evento de" value={filters.eventFrom} />
          <DateField name="evento_ate" label="Evento até" value={filters.eventTo} />
          <DateField name="recebido_de" label="Recebido de" value={filters.receivedFrom} />
          <DateField name="recebido_ate" label="Recebido até" value={filters.receivedTo} />
          <SelectField
            name="origem"
            label="Como nos conheceu"
            value={filters.source}
            options={sourceOptions(leadSources, filters.source)}
          />
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="submit"
          className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700"
        >
          Buscar
        </button>
        {search || active ? (
          <Link href="/admin" className="px-2 py-2 font-semibold text-brand-700 underline">
            Limpar busca e filtros
          </Link>
        ) : null}
      </div>
    </form>
  )
}
