// The HTML rewrite for the bench's script-free reference, applied by a proxy in front of the production server.
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi
const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/gi

/**
 * The page's own floor: its HTML without a single script, so nothing but the markup, CSS, fonts and
 * images competes for the simulated link. Script preloads go too, or the scripts would still download.
 */
export function stripScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '')
}
