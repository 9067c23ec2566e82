// Placeholder: the quote form itself arrives with the quotes issue and replaces this file.
export function QuoteForm(_props: { whatsappNumber: string }) {
  return null
}
