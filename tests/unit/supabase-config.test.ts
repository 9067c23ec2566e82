import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { IDLE_SECONDS, MAX_SECONDS } from '@/lib/auth/session-policy'
import { SIGN_IN_ADDRESS_LOCK } from '@/lib/limits/policy'

// supabase/config.toml as `supabase start` and the hosted project's settings follow it.
const config = readFileSync('supabase/config.toml', 'utf8')

/** The `key = value` lines of one [section] (numbers and quoted strings). */
function section(name: string): Record<string, string> {
  const body = config.split(`[${name}]`)[1]?.split(/^\[/m)[0] ?? ''
  return Object.fromEntries(
    [...body.matchAll(/^(\w+)\s*=\s*"?([^"\n]+)"?\s*$/gm)].map(([, key, value]) => [key!, value!.trim()]),
  )
}

describe('supabase/config.toml', () => {
  it('keeps Auth’s per-address sign-in limit far above what the site lets through, since every sign-in comes from the site’s server', () => {
    const limits = section('auth.rate_limit')
    // Per 5 minutes: a whole day's worth of the site's own per-address lock (30 per 15 minutes) from every visitor at once.
    expect(Number(limits.sign_in_sign_ups)).toBeGreaterThanOrEqual(1800)
    expect(Number(limits.sign_in_sign_ups)).toBeGreaterThan(SIGN_IN_ADDRESS_LOCK * 20)
    expect(Number(limits.token_refresh)).toBeGreaterThanOrEqual(1800)
  })

  it('ends Auth’s sessions on the windows the database checks', () => {
    expect(section('auth.sessions')).toEqual({
      timebox: `${MAX_SECONDS / 3600}h`,
      inactivity_timeout: `${IDLE_SECONDS / 60}m`,
    })
  })
})
