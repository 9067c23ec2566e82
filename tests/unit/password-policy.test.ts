import { describe, expect, it } from 'vitest'
import { passwordProblem } from '@/lib/auth/password-policy'

// The rule npm run user:add applies before it touches the database (its own test runs the command
// for one refusal: that the command prints the rule's answer and stops).
describe('the password an account may have', () => {
  it.each([
    ['onze-letras', 'a@b.co', 'A senha precisa ter pelo menos 12 caracteres.'],
    ['password1234', 'a@b.co', 'Essa senha é das primeiras que um atacante tenta'],
    ['aaaaaaaaaaaaaaaa', 'a@b.co', 'Essa senha é das primeiras que um atacante tenta'],
    ['dona.maria-2026', 'dona.maria@b.co', 'A senha não pode conter o seu e-mail.'],
    ['x'.repeat(201), 'a@b.co', 'A senha pode ter no máximo 200 caracteres.'],
  ])('refuses %j for %s', (password, email, message) => {
    expect(passwordProblem(password, email)).toContain(message)
  })

  it('takes a long phrase that is neither common nor the e-mail', () => {
    expect(passwordProblem('senha-forte-1', 'dona@buffet.com.br')).toBeNull()
    // An account name under four letters is too short to look for.
    expect(passwordProblem('ana-e-o-buffet', 'ana@b.co')).toBeNull()
  })
})
