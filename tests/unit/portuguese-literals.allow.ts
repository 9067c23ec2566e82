// Words a person can read that may stay in the code of app/ and components/ (every text of the
// public site comes from the Studio, so staff can change it without a deploy). Anything else the scan finds fails `npm test`: move
// it into the Studio (lib/content/fixed-texts.ts) or, if it truly belongs in code, add it here with why.

/** Whole folders: staff-only screens, not the public site. */
export const allowedFolders: Record<string, string> = {
  'app/admin/': 'the administrator dashboard (staff only)',
  'components/admin/': 'the administrator dashboard (staff only)',
  'app/(studio)/': 'the Studio and its guide (staff only)',
  'components/preview/': 'the draft-mode banner, shown only to staff previewing drafts',
  // The client's proposal: a document the administrator freezes and sends to one client, not a page
  // of the public site. Its wording (and the Pix box's) is the proposal feature's to move, if ever.
  'app/proposta/': "the client's proposal page, opened from a private link",
  'components/proposal/': "the client's proposal page, opened from a private link",
}

/** Single texts, file by file, each with why it stays in code. */
export const allowedLiterals: Record<string, Record<string, string>> = {
  'app/global-error.tsx': {
    'Algo deu errado': 'shown when the root layout itself failed: the content service may be what failed',
    'Não foi possível carregar o site agora. Tente novamente em instantes.': 'same',
    'Tentar novamente': 'same',
  },
  'app/api/revalidate/route.ts': {
    'Revalidação não configurada': "an HTTP answer to Sanity's webhook, read in its delivery log",
    'Tipo de documento desconhecido': 'same',
  },
  'app/api/cron/retention/route.ts': {
    'CRON_SECRET não está configurado': 'an HTTP answer to the scheduler, read in its log',
    'Não autorizado': 'same',
    'A retenção falhou': 'same',
  },
  'components/ui/privacy-placeholders.tsx': {
    WhatsApp: 'a brand name before the phone number in the privacy policy',
  },
  'app/api/agenda/[arquivo]/route.ts': {
    'Não encontrado': 'the body of a 404 to a calendar app reading the private feed, never a page',
    'Agenda indisponível no momento': 'same, of a 503',
    'inline; filename="agenda.ics"': 'an HTTP header: the name a calendar app gives the file',
  },
  'app/seed-images/[file]/route.ts': {
    'Não encontrado': 'the body of a 404 for an image address, never a page',
  },
  'components/seo/business-json-ld.tsx': {
    Brasileira: "structured data for Google (servesCuisine), not shown on the page",
  },
  'components/ui/image-fallback-script.tsx': {
    "(()=>{const f=i=>{const b=i.nextElementSibling;if(!b||!b.classList.contains('image-unavailable'))return;": 'inline script source, not words',
    "document.addEventListener('error',e=>{const i=e.target;if(i instanceof HTMLImageElement&&i.classList.contains('content-image'))f(i)},true);": 'same',
  },
}
