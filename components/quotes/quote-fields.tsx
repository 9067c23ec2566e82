import type { ChangeEvent } from 'react'
import { emailHint, formatPhone, phoneHint } from '@/lib/quotes/phone'
import { LIMITS, type FieldErrors, type QuoteFormValues } from '@/lib/quotes/form-values'
import type { LeadSourceChoice } from '@/lib/content/lead-sources'
import { todayAsMinScript } from '@/lib/dates'
import { fieldId, FormField, TextAreaField } from './form-field'
import { LeadSourceField } from './lead-source-field'
import type { QuoteFormTexts } from '@/lib/content/site'
import { PartyTypeField } from './party-type-field'

type Props = {
  values: QuoteFormValues
  errors: FieldErrors
  /** Today in São Paulo (YYYY-MM-DD) once the form is focused; until then the inline script has set it. */
  today: string | undefined
  onChange: (field: keyof QuoteFormValues, value: string | string[]) => void
  /** The site settings' "Como nos conheceu?" choices. */
  leadSources: LeadSourceChoice[]
  /** A note under the date when it is probably taken (the visitor may still send). */
  dateNote?: string
  /** Labels and examples (Página de orçamento → Textos do formulário). */
  texts: QuoteFormTexts['form']
  partyTypes: QuoteFormTexts['partyTypes']
  /** The admin's "Novo orçamento": one way to reach the client is enough, so no contact is marked required. */
  contactsOptional?: boolean
}

/** The quote form's fields, in the order of the error summary, with masks and typing hints. */
export function QuoteFields({
  values,
  errors,
  today,
  onChange,
  leadSources,
  dateNote,
  texts,
  partyTypes,
  contactsOptional = false,
}: Props) {
  // Both numbers are masked as typed (DDD, a space, the number) and hinted until they are valid.
  const phone = (name: 'phone' | 'whatsapp') => ({
    name,
    type: 'tel',
    inputMode: 'numeric' as const,
    placeholder: texts.phonePlaceholder,
    required: !contactsOptional,
    value: values[name],
    error: errors[name],
    hint: phoneHint(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name, formatPhone(event.target.value)),
  })
  const toggle = (id: string) =>
    onChange(
      'party_type',
      values.party_type.includes(id) ? values.party_type.filter((type) => type !== id) : [...values.party_type, id],
    )
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        name="name"
        label={texts.nameLabel}
        autoComplete="name"
        required
        maxLength={LIMITS.name}
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange('name', event.target.value)}
        className="sm:col-span-2"
      />
      <FormField label={texts.phoneLabel} autoComplete="tel-national" {...phone('phone')} />
      <FormField label={texts.whatsappLabel} {...phone('whatsapp')} />
      <FormField
        name="email"
        label={texts.emailLabel}
        type="email"
        autoComplete="email"
        placeholder={texts.emailPlaceholder}
        required={!contactsOptional}
        maxLength={LIMITS.email}
        value={values.email}
        error={errors.email}
        hint={emailHint(values.email)}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <FormField
        name="neighborhood"
        label={texts.neighborhoodLabel}
        autoComplete="address-level3"
        required
        maxLength={LIMITS.neighborhood}
        value={values.neighborhood}
        error={errors.neighborhood}
        onChange={(event) => onChange('neighborhood', event.target.value)}
      />
      <PartyTypeField
        label={texts.partyTypesLabel}
        names={partyTypes}
        selected={values.party_type}
        error={errors.party_type}
        onToggle={toggle}
      />
      <FormField
        name="guests"
        label={texts.guestsLabel}
        inputMode="numeric"
        placeholder={texts.guestsPlaceholder}
        required
        value={values.guests}
        error={errors.guests}
        onChange={(event) => onChange('guests', event.target.value)}
      />
      <FormField
        name="date"
        label={texts.dateLabel}
        type="date"
        required
        min={today}
        value={values.date}
        error={errors.date}
        hint={dateNote}
        onChange={(event) => onChange('date', event.target.value)}
      />
      {/* The server's HTML sets the first day as it is read; React never runs this again. */}
      <script dangerouslySetInnerHTML={{ __html: todayAsMinScript(fieldId('date')) }} suppressHydrationWarning />
      <FormField
        name="event_time"
        label={texts.timeLabel}
        type="time"
        required
        value={values.event_time}
        error={errors.event_time}
        onChange={(event) => onChange('event_time', event.target.value)}
      />
      <TextAreaField
        name="message"
        label={texts.messageLabel}
        value={values.message}
        error={errors.message}
        maxLength={LIMITS.message}
        required={!contactsOptional}
        onChange={(value) => onChange('message', value)}
      />
      <LeadSourceField
        choices={leadSources}
        value={values.lead_source}
        onChange={(value) => onChange('lead_source', value)}
        texts={texts}
      />
    </div>
  )
}
