/** The admin's text input look (as in the quote filters). */
export const inputClass =
  'mt-1 block w-full rounded-xl border border-brand-200 bg-white px-3 py-2 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500'

export const primaryButton =
  'min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70'

export const secondaryButton =
  'inline-flex min-h-11 items-center rounded-full border-2 border-brand-600 px-4 font-bold text-brand-700 hover:bg-white'
