// Runs before hydration and for every image added later: a content image that fails to load is
// hidden and the 'Imagem não disponível' box rendered right after it is shown instead.
const script = `(() => {
  const fail = (img) => {
    const box = img.nextElementSibling
    if (!box || !box.hasAttribute('data-image-unavailable')) return
    img.style.display = 'none'
    box.setAttribute('role', 'img')
    box.setAttribute('aria-label', img.alt || box.textContent)
    box.classList.replace('hidden', 'flex')
  }
  document.addEventListener('error', (event) => {
    const img = event.target
    if (img instanceof HTMLImageElement && img.hasAttribute('data-content-image')) fail(img)
  }, true)
  document.querySelectorAll('img[data-content-image]').forEach((img) => {
    if (img.complete && img.naturalWidth === 0) fail(img)
  })
})()`

/** The image-failure handler as an inline script: no hydration, and it catches errors from the first paint. */
export function ImageFallbackScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
