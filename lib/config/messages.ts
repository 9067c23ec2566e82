/** Shown to visitors and administrators while only one of SUPABASE_URL / SUPABASE_ANON_KEY is set. */
export const SUPABASE_INCOMPLETE = 'Configuração Supabase incompleta. Por favor, verifique suas variáveis de ambiente.'
