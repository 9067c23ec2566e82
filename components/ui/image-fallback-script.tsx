// Runs before hydration and for every image added later: a content image (.content-image) that fails
// to load is hidden and the 'Imagem não disponível' box rendered right after it (.image-unavailable) is
// shown instead, named after the photo. Written short on purpose: every page carries it twice, in its
// HTML and in React's payload.
const script =
  "(()=>{const f=i=>{const b=i.nextElementSibling;if(!b||!b.classList.contains('image-unavailable'))return;" +
  "i.style.display='none';b.setAttribute('role','img');b.setAttribute('aria-label',i.alt||b.textContent);b.classList.replace('hidden','flex')};" +
  "document.addEventListener('error',e=>{const i=e.target;if(i instanceof HTMLImageElement&&i.classList.contains('content-image'))f(i)},true);" +
  "document.querySelectorAll('img.content-image').forEach(i=>{if(i.complete&&i.naturalWidth===0)f(i)})})()"

/** The image-failure handler as an inline script: no hydration, and it catches errors from the first paint. */
export function ImageFallbackScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
