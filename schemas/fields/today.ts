/** Today's date in São Paulo (YYYY-MM-DD), the starting value of date fields. */
export const todayInSaoPaulo = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
