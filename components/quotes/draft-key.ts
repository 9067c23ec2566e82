/** Where the quote form keeps its draft (local storage): the waiting form loads at once when one is there to show. */
export const DRAFT_KEY = 'buffet:orcamento:rascunho'
