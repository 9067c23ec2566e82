import { describeFailure } from '../log/describe-failure'

/** Opens a WhatsApp chat: the same window on phones (the app takes over), a new tab elsewhere. */
export function openWhatsapp(url: string) {
  try {
    if (window.matchMedia('(max-width: 767px)').matches) {
      window.location.href = url
      return
    }
    const tab = window.open(url, '_blank')
    if (tab) tab.opener = null
    else console.warn('[orcamento] o navegador bloqueou a janela do WhatsApp')
  } catch (error) {
    console.warn('[orcamento] não foi possível abrir o WhatsApp', describeFailure(error))
  }
}
