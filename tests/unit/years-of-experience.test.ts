import { describe, expect, it } from 'vitest'
import { withYears, yearsLabel, yearsOfExperience } from '@/lib/content/years'

describe('years of experience', () => {
  it.each([
    ['2026-06-15T12:00:00Z', 21],
    // 1 January 01:30 UTC is still 31 December in São Paulo (UTC-3).
    ['2027-01-01T01:30:00Z', 21],
    ['2027-01-01T03:30:00Z', 22],
  ])('at %s a buffet founded in 2005 has %i years', (now, years) => {
    expect(yearsOfExperience(2005, new Date(now))).toBe(years)
  })

  it('fills every {anos} of a plain text, and the label can leave out the word', () => {
    const now = new Date('2026-06-15T12:00:00Z')
    expect(withYears('Há {anos} levando festas; {anos} de história.', 2005, now)).toBe(
      'Há 21 anos levando festas; 21 anos de história.',
    )
    expect(yearsLabel(2005, { withWord: false, now })).toBe('21')
    expect(yearsLabel(2025, { now })).toBe('1 ano')
  })
})
