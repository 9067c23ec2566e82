import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Vitest's global setup. Integration tests keep their embedded databases (about 40 MB each) in
// folders under os.tmpdir(); giving the whole run one folder, removed when the run ends, keeps a run
// from leaving half a gigabyte behind in /tmp. The workers start after this and inherit TMPDIR.
export default function setup() {
  const root = mkdtempSync(path.join(tmpdir(), 'buffet-vitest-'))
  // Run as root, the PostgreSQL tests start their server as the postgres user, in a folder of its own in here.
  chmodSync(root, 0o711)
  process.env.TMPDIR = root
  return () => rmSync(root, { recursive: true, force: true })
}
