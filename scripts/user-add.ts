import { existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import bcrypt from 'bcryptjs'
import * as z from 'zod/mini'
import { parseEnv, serviceRoleKey } from '../lib/config/parse-env'
import { supabaseClient } from '../lib/config/supabase'
import { DatabaseLockedError } from '../lib/db/lock'
import { openEmbeddedDatabase } from '../lib/db/embedded-database'
import { passwordProblem } from '../lib/auth/password-policy'

// npm run user:add -- --email E [--password P] [--admin]
// Creates the account or resets its password (which ends every open session of the account:
// the database's trigger on auth.users); --admin makes it an administrator.
if (existsSync('.env.local')) process.loadEnvFile('.env.local')

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, admin: { type: 'boolean', default: false } },
})

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

function askPassword(): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY })
  const output = terminal as unknown as { _writeToOutput: (text: string) => void }
  return new Promise((resolve) => {
    terminal.question('Senha: ', (answer) => {
      terminal.close()
      if (process.stdin.isTTY) process.stdout.write('\n')
      resolve(answer)
    })
    // Hide what is typed after the prompt.
    if (process.stdin.isTTY) output._writeToOutput = () => {}
  })
}

const email = z.safeParse(z.email(), values.email?.trim().toLowerCase())
if (!email.success)
  fail('Informe um e-mail válido: npm run user:add -- --email voce@exemplo.com [--password senha] [--admin]')
const address = email.data!
const password = values.password ?? (await askPassword())
const weak = passwordProblem(password, address)
if (weak) fail(weak)

// The server's own reading of the environment, so the script writes where the site reads.
const backend = (() => {
  try {
    return parseEnv(process.env).quotes
  } catch (error) {
    return fail(`Variáveis de ambiente inválidas: ${(error as Error).message}`)
  }
})()
const role = values.admin ? 'administrador' : 'sem acesso de administrador (use --admin para conceder)'

if (backend.kind === 'supabase') {
  // The only place that uses the service-role key: the web app never reads it.
  const key =
    serviceRoleKey(process.env) ||
    fail('Com o Supabase configurado, defina SUPABASE_SERVICE_ROLE_KEY para criar contas.')
  const supabase = supabaseClient(backend, { key })
  let userId: string | undefined
  for (let page = 1; !userId; page++) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: 1000 })
    if (error) fail(`Supabase recusou a listagem de contas: ${error.message}`)
    userId = data.users.find((user) => user.email?.toLowerCase() === address)?.id
    if (data.users.length < 1000) break
  }
  if (userId) {
    const { error } = await supabase.auth.admin.updateUserById(userId, { password })
    if (error) fail(`Não foi possível redefinir a senha: ${error.message}`)
    console.log(`Senha redefinida: ${address}`)
  } else {
    const { data, error } = await supabase.auth.admin.createUser({ email: address, password, email_confirm: true })
    if (error || !data.user) fail(`Não foi possível criar a conta: ${error?.message}`)
    userId = data.user!.id
    console.log(`Conta criada: ${address}`)
  }
  if (values.admin) {
    const { error } = await supabase
      .from('admins')
      .upsert({ user_id: userId }, { onConflict: 'user_id', ignoreDuplicates: true })
    if (error) fail(`Não foi possível conceder acesso de administrador: ${error.message}`)
  }
  console.log(`Supabase (${new URL(backend.url).host}): ${address}, ${role}.`)
} else if (backend.kind === 'incomplete') {
  fail(
    `Supabase configurado pela metade (falta ${backend.missing}): defina SUPABASE_URL e SUPABASE_ANON_KEY, ou nenhum dos dois para o banco embutido.`,
  )
} else {
  const { dataDir } = backend
  let db
  try {
    db = await openEmbeddedDatabase(dataDir)
  } catch (error) {
    fail(
      error instanceof DatabaseLockedError
        ? `${error.message}\nO comando precisa do banco só para ele: pare o servidor e rode de novo.`
        : String(error),
    )
  }
  const hash = bcrypt.hashSync(password, 10)
  const { rows } = await db!.asOwner((tx) =>
    tx.query<{ id: string; created: boolean }>(
      `insert into auth.users (email, encrypted_password) values ($1, $2)
       on conflict (email) do update set encrypted_password = excluded.encrypted_password, updated_at = now()
       returning id, (xmax = 0) as created`,
      [address, hash],
    ),
  )
  const user = rows[0]!
  if (values.admin)
    await db!.asOwner((tx) =>
      tx.query('insert into public.admins (user_id) values ($1) on conflict do nothing', [user.id]),
    )
  await db!.close()
  console.log(
    `${user.created ? 'Conta criada' : 'Senha redefinida'}: ${address}, ${role}. Banco embutido em ${path.relative(process.cwd(), dataDir) || '.'}.`,
  )
}
