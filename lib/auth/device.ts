const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iPhone/iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1]

/** "Chrome no Windows" from a User-Agent header; "Aparelho desconhecido" when it says nothing we know. */
export function deviceLabel(userAgent: string): string {
  const browser = first(browsers, userAgent)
  const system = first(systems, userAgent)
  if (browser && system) return `${browser} no ${system}`
  return browser ?? system ?? 'Aparelho desconhecido'
}
