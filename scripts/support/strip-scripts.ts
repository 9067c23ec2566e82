// The page's own floor: its HTML without a single script, so nothing but the markup, CSS, fonts and
// images competes for the simulated link. Script preloads go too, or the scripts would still download.
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi
const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/gi

/** The HTML with every <script> element and every script preload removed. */
export function stripScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '')
}
