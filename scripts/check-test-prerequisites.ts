import { missingPrerequisites } from './support/prerequisites'

// First step of `npm test`: one line and a failure when Chromium or PostgreSQL 15 is missing, before
// any check or test starts.
const missing = missingPrerequisites()
if (missing) {
  console.error(missing)
  process.exitCode = 1
}
