// HTML rewrites for the bench's references, applied by a proxy in front of the production server.
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi
const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/gi
// Next's script files are all async; the nomodule polyfills (never run by a current browser) stay as they are.
const ASYNC_SCRIPT = /<script\b(?=[^>]*\basync\b)[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi

/**
 * The page's own floor: its HTML without a single script, so nothing but the markup, CSS, fonts and
 * images competes for the simulated link. Script preloads go too, or the scripts would still download.
 */
export function stripScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '')
}

/**
 * The same page with Next's async script files requested only after its first paint (the next frame
 * after it), in their order. Inline scripts (the RSC payload, structured data) and the nomodule
 * polyfills stay where they are. This is what Next's async scripts in <head> cost: Lighthouse counts
 * every script that ran before the largest paint as a dependency of it.
 */
export function deferScripts(html: string): string {
  const sources: string[] = []
  const rest = html.replace(ASYNC_SCRIPT, (_element, src: string) => (sources.push(src.replaceAll('&amp;', '&')), '')).replace(SCRIPT_PRELOAD, '')
  const load = `for(const src of ${JSON.stringify(sources)}){const s=document.createElement('script');s.src=src;s.async=true;document.head.append(s)}`
  return rest.replace('</body>', `<script>requestAnimationFrame(()=>setTimeout(()=>{${load}}))</script></body>`)
}
