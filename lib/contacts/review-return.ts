/** The page a review button goes back to (the quote's or the dashboard), its outcome in `avaliacao`. */
export function reviewReturn(formData: FormData, outcome: string): string {
  const from = formData.get('from') === 'orcamento' ? `/admin/orcamentos/${Number(formData.get('id'))}` : '/admin'
  return `${from}?avaliacao=${outcome}`
}
