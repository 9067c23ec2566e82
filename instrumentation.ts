export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { describeModes } = await import('./lib/env')
  console.log(describeModes())
}
