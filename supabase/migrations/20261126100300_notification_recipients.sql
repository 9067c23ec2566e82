-- Who receives the new-quote e-mail (every client's name, phone and e-mail) is the administrator's
-- choice, kept in admin_settings: no longer a field of the public content dataset that any Studio
-- editor could change and anyone could read. QUOTE_NOTIFY_TO (the server's environment) still adds
-- its addresses.
alter table public.admin_settings add column if not exists notify_recipients text[] not null default '{}';

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'admin_settings_notify_recipients_check' and conrelid = 'public.admin_settings'::regclass) then
    alter table public.admin_settings add constraint admin_settings_notify_recipients_check
      check (cardinality(notify_recipients) <= 10 and array_to_string(notify_recipients, ',') !~ '[\s<>]');
  end if;
end
$$;

-- Changed only through admin_set_notify_recipients (no column grant), which records the change.
create or replace function public.admin_set_notify_recipients(p_recipients text[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cleaned text[];
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'admin_set_notify_recipients: somente administradores' using errcode = '42501';
  end if;
  select coalesce(array_agg(distinct lower(btrim(r))), '{}') into cleaned from unnest(p_recipients) as r where btrim(r) <> '';
  if exists (select 1 from unnest(cleaned) as r where r !~ '^[^@\s<>,;]+@[^@\s<>,;]+\.[^@\s<>,;]+$' or char_length(r) > 254) then
    raise exception 'admin_set_notify_recipients: e-mail inválido' using errcode = '22023';
  end if;
  update public.admin_settings set notify_recipients = cleaned where id;
  perform public.audit_write('notify_recipients_changed', 'configuracoes:avisos', jsonb_build_object('destinatarios', cardinality(cleaned)));
end
$$;

revoke all on function public.admin_set_notify_recipients(text[]) from public, anon;
grant execute on function public.admin_set_notify_recipients(text[]) to authenticated;

-- For the server sending the e-mail of a quote it has just stored as the anonymous visitor: the
-- recipients, only while that submission's notification is claimed (pending) and recent. The
-- submission id, a random UUID only that submission knows, is the capability.
create or replace function public.quote_notification_recipients(p_submission_id uuid)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select s.notify_recipients
  from public.admin_settings s
  where s.id and exists (
    select 1 from public."Orcamentos" o
    where o.submission_id = p_submission_id and o.notification_status in ('pending', 'failed') and not o.suspect
      and o.created_at > now() - interval '1 hour'
  );
$$;

revoke all on function public.quote_notification_recipients(uuid) from public;
grant execute on function public.quote_notification_recipients(uuid) to anon, authenticated;

-- For the server when an account's e-mail is under attack: records it in the audit log (the admin
-- shows it) and returns the recipients to warn (null: nothing to send), once per window, and only
-- when that e-mail belongs to an account and took at least p_threshold attempts in the current
-- window (sign_in_attempt counted them).
create or replace function public.sign_in_attack_report(p_email text, p_threshold integer)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  email text := lower(btrim(coalesce(p_email, '')));
  account uuid;
  claimed integer;
begin
  if p_threshold is null or p_threshold < 10 then
    raise exception 'sign_in_attack_report: limiar inválido' using errcode = '22023';
  end if;
  select u.id into account from auth.users u where lower(u.email) = email;
  if account is null
     or not exists (select 1 from public.rate_limits r where r.key = 'signin_email:' || email and r.hits >= p_threshold and r.window_start > now() - interval '900 seconds') then
    return null;
  end if;
  select hit.total into claimed from public.rate_limit_hit('signin_alert:' || email, 900, 1) as hit;
  if claimed > 1 then
    return null;
  end if;
  perform public.audit_write('sign_in_attack', 'usuario:' || account, jsonb_build_object('tentativas', p_threshold));
  return (select s.notify_recipients from public.admin_settings s where s.id);
end
$$;

revoke all on function public.sign_in_attack_report(text, integer) from public;
grant execute on function public.sign_in_attack_report(text, integer) to anon, authenticated;

-- "Avisos": the administrator reads the list.
create or replace function public.admin_notify_recipients()
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'admin_notify_recipients: somente administradores' using errcode = '42501';
  end if;
  return (select s.notify_recipients from public.admin_settings s where s.id);
end
$$;

revoke all on function public.admin_notify_recipients() from public, anon;
grant execute on function public.admin_notify_recipients() to authenticated;

-- For the server telling the business that a client accepted a proposal (migration 20261126120000),
-- as the anonymous client: the recipients, only for a link accepted within the last hour. The
-- link's token is the capability. Plain PL/pgSQL: the proposal tables come in a later migration.
create or replace function public.proposal_acceptance_recipients(p_token text)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if to_regclass('public.proposal_acceptances') is null or p_token is null then
    return null;
  end if;
  if exists (
    select 1 from public.proposal_versions v join public.proposal_acceptances a on a.version_id = v.id
    where v.token_hash = public.proposal_token_hash(p_token) and a.accepted_at > now() - interval '1 hour'
  ) then
    return (select s.notify_recipients from public.admin_settings s where s.id);
  end if;
  return null;
end
$$;

revoke all on function public.proposal_acceptance_recipients(text) from public;
grant execute on function public.proposal_acceptance_recipients(text) to anon, authenticated;
