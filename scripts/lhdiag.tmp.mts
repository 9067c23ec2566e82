import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const url = process.argv[2]!
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] })
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
chrome.kill()
const a = r!.lhr.audits
console.log('perf', r!.lhr.categories.performance!.score, 'LCP', a['largest-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue, 'bi', r!.lhr.environment.benchmarkIndex)
const nr = (a['network-requests']!.details as any).items as any[]
for (const i of nr) if (['Script','Image','Font','Document','Stylesheet','Fetch'].includes(i.resourceType)) console.log(i.resourceType.padEnd(10), String(Math.round(i.transferSize)).padStart(7), String(Math.round(i.networkRequestTime)).padStart(6), String(Math.round(i.networkEndTime)).padStart(6), i.priority, i.url.replace(/^https?:\/\/[^/]+/, ''))
const lcp = (a['largest-contentful-paint-element']!.details as any).items
console.log(JSON.stringify(lcp[0].items[0].node.snippet), JSON.stringify(lcp[1]?.items))
for (const id of ['unused-javascript','legacy-javascript','legacy-javascript-insight','render-blocking-resources','render-blocking-insight','lcp-discovery-insight','network-dependency-tree-insight','bootup-time','mainthread-work-breakdown']) { const d = a[id]; if (!d) continue; console.log('==', id, d.displayValue ?? '', JSON.stringify((d.details as any)?.items?.slice?.(0,8)?.map((x:any)=>({u:x.url?.replace(/^https?:\/\/[^/]+/,''), w: x.wastedBytes, t: x.total, s: x.scripting, tot: x.totalBytes, sig: x.subItems?.items?.map((s:any)=>s.signal)?.join(','), g: x.groupLabel, d: x.duration})))?.slice(0,1500)) }
