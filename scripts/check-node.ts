import { readFileSync } from 'node:fs'
import { compare, engineMinimum } from './support/node-version'

// Run by npm before `install` and `dev`: on a machine whose Node is older than package.json's engines
// (Debian's 20, say) one Portuguese line says what to type instead, and the command stops, rather than
// hundreds of EBADENGINE warnings (.npmrc keeps npm's log to errors) and a site on an unsupported runtime.
const range = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node
if (compare(process.versions.node, engineMinimum(range)) < 0) {
  console.error(
    `[node] Este projeto pede o Node.js ${range} e esta máquina tem o ${process.versions.node}: rode os mesmos comandos por scripts/with-node.sh (scripts/with-node.sh npm install && scripts/with-node.sh npm run dev), que baixa o Node.js 24 do registro do npm para .node/ uma vez.`,
  )
  process.exit(1)
}
