-- The daily digest on Supabase without the service-role key (DECISIONS: the web app holds none).
-- The cron route calls the job_digest_* functions below as anon with CRON_SECRET; the database
-- compares its SHA-256 with the one an administrator's sign-in registered (admin_set_job_key, sent
-- by the server, which has CRON_SECRET, on each sign-in). The digest_* functions of 20261126130200
-- stay the service role's: the embedded database's job still runs as that role. Safe to run again.

alter table public.admin_settings add column if not exists job_key_sha256 text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'admin_settings_job_key_sha256_check' and conrelid = 'public.admin_settings'::regclass) then
    alter table public.admin_settings add constraint admin_settings_job_key_sha256_check check (job_key_sha256 ~ '^[0-9a-f]{64}$');
  end if;
end
$$;

-- Registers the SHA-256 (hex) of this deploy's CRON_SECRET; true when it changed (then audited).
create or replace function public.admin_set_job_key(p_sha256 text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'admin_set_job_key: somente administradores' using errcode = '42501';
  end if;
  if p_sha256 is null or p_sha256 !~ '^[0-9a-f]{64}$' then
    raise exception 'admin_set_job_key: informe o SHA-256 em hexadecimal' using errcode = '22023';
  end if;
  update public.admin_settings set job_key_sha256 = p_sha256 where id and job_key_sha256 is distinct from p_sha256;
  if not found then
    return false;
  end if;
  perform public.audit_write('job_key_set', 'configuracoes:tarefas', '{}'::jsonb);
  return true;
end
$$;

revoke all on function public.admin_set_job_key(text) from public, anon;
grant execute on function public.admin_set_job_key(text) to authenticated;

-- Refuses a call whose key is not the registered one (none registered refuses every key).
create or replace function public.job_require_key(p_key text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_key is null or char_length(p_key) < 16 or not exists (
    select 1 from public.admin_settings s where s.id and s.job_key_sha256 = encode(sha256(convert_to(p_key, 'UTF8')), 'hex')
  ) then
    raise exception 'chave das tarefas diárias inválida ou não registrada' using errcode = '42501';
  end if;
end
$$;

revoke all on function public.job_require_key(text) from public, anon, authenticated, service_role;

create or replace function public.job_digest_claim(p_key text, p_day date)
returns boolean language plpgsql volatile security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.digest_claim(p_day); end $$;

create or replace function public.job_digest_finish(p_key text, p_day date, p_sent boolean)
returns void language plpgsql volatile security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); perform public.digest_finish(p_day, p_sent); end $$;

create or replace function public.job_digest_content(p_key text, p_now timestamptz default now())
returns jsonb language plpgsql stable security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.digest_content(p_now); end $$;

create or replace function public.job_digest_recipients(p_key text)
returns text[] language plpgsql stable security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.digest_recipients(); end $$;

revoke all on function public.job_digest_claim(text, date) from public;
revoke all on function public.job_digest_finish(text, date, boolean) from public;
revoke all on function public.job_digest_content(text, timestamptz) from public;
revoke all on function public.job_digest_recipients(text) from public;
grant execute on function public.job_digest_claim(text, date) to anon, authenticated;
grant execute on function public.job_digest_finish(text, date, boolean) to anon, authenticated;
grant execute on function public.job_digest_content(text, timestamptz) to anon, authenticated;
grant execute on function public.job_digest_recipients(text) to anon, authenticated;
