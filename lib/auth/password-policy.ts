// ASVS 4.0 2.1.1 and 2.1.7: at least 12 characters, and not one of the passwords attackers try
// first. Only entries of 12 characters or more matter here (shorter ones fail the length rule).
export const MIN_PASSWORD_LENGTH = 12

const COMMON = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456123456',
  '111111111111',
  '000000000000',
  '123123123123',
  '121212121212',
  'qwertyuiop12',
  'qwertyuiop123',
  'qwerty123456',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'asdfghjkl123',
  'abcdefghijkl',
  'abc123abc123',
  'password1234',
  'password12345',
  'passw0rd1234',
  'iloveyou1234',
  'administrator',
  'admin1234567',
  'adminadmin12',
  'senha1234567',
  'senha123456789',
  'minhasenha123',
  'mudar1234567',
  'trocar123456',
  'brasil123456',
  'flamengo1234',
  'corinthians1',
  'palmeiras123',
  'saopaulo1234',
  'buffet123456',
  'festa1234567',
  'buffetfestaemcasa',
  'festaemcasa123',
  'aniversario1',
  'changeme1234',
  'welcome12345',
  'letmein12345',
  'football1234',
  'baseball1234',
  'superman1234',
  'starwars1234',
  'princess1234',
  'sunshine1234',
])

/** Why `password` may not be used, in Portuguese; null when it may. */
export function passwordProblem(password: string, email = ''): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `A senha precisa ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`
  if (password.length > 200) return 'A senha pode ter no máximo 200 caracteres.'
  const lower = password.toLowerCase()
  if (COMMON.has(lower) || /^(.)\1+$/.test(password))
    return 'Essa senha é das primeiras que um atacante tenta: escolha outra (uma frase longa é fácil de lembrar).'
  const account = email.toLowerCase().split('@')[0] ?? ''
  if (account.length >= 4 && lower.includes(account)) return 'A senha não pode conter o seu e-mail.'
  return null
}
