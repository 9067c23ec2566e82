-- The daily digest goes to the recipients the administrator set in "Avisos" (admin_settings.notify_recipients,
-- 20261126100300), like each new quote's e-mail: the Studio no longer holds any address. Read by the
-- job's identity only, as the digest's other functions (20261126130200).
create or replace function public.digest_recipients()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.notify_recipients from public.admin_settings s where s.id), '{}'::text[])
$$;

revoke all on function public.digest_recipients() from public, anon, authenticated;
grant execute on function public.digest_recipients() to service_role;
