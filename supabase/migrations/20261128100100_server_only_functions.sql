-- Least privilege for the API roles. Supabase treats the anon key as public, and here it opened more
-- than a visitor needs: the alert of a sign-in attack (its recipients, whether an account exists,
-- and the claim that silences the real alert), the recipients of a quote's e-mail, a sign-in attempt
-- counted on anyone's keys (the owner's address locked out), the site-wide ceiling (filled at will),
-- the retention run, and a plain INSERT into "Orcamentos" past every limit.
--
-- From here on:
--   - no API role holds a privilege on any table or sequence of public: every read and write is a
--     function (the store functions of 20261127090000 and these), and a table a later migration
--     creates is closed to anon by default;
--   - what only the server does (limits, alerts, recipients, the new-quote bookkeeping, retention,
--     the probe) is executable by service_role alone, which is the embedded server itself, and on
--     Supabase, where the web app holds no service-role key, through its job_ twin keyed by
--     CRON_SECRET (the hash an administrator's sign-in registers: 20261126130600);
--   - a quote enters only through quote_intake, which applies the limits in the transaction that
--     stores it.
-- What anon and authenticated may execute is an allowlist checked by a test
-- (tests/integration/least-privilege.test.ts), each entry with its reason. Safe to run again.

revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
alter default privileges in schema public revoke all on tables from anon;
alter default privileges in schema public revoke all on sequences from anon;
drop policy if exists orcamentos_insert_anyone on public."Orcamentos";

-- Helpers and trigger functions run as their definer's callers or as triggers: nobody calls them.
revoke all on function public.admin_settings_touch() from public, anon, authenticated;
revoke all on function public.anonymized_marker() from public, anon, authenticated;
revoke all on function public.audit_log_append_only() from public, anon, authenticated;
revoke all on function public.next_contact_rule(text, date, date) from public, anon, authenticated;
revoke all on function public.orcamento_notas_author() from public, anon, authenticated;
revoke all on function public.orcamentos_next_contact() from public, anon, authenticated;
revoke all on function public.orcamentos_touch() from public, anon, authenticated;
revoke all on function public.proposal_records_append_only() from public, anon, authenticated;
revoke all on function public.proposal_versions_frozen() from public, anon, authenticated;
revoke all on function public.quote_retention_date(text, timestamptz) from public, anon, authenticated;
revoke all on function public.sao_paulo_today() from public, anon, authenticated;

-- The server's own operations.
revoke all on function public.limit_count(text, text) from public, anon, authenticated;
revoke all on function public.sign_in_attempt(text, text, text) from public, anon, authenticated;
revoke all on function public.sign_in_attack_report(text, integer) from public, anon, authenticated;
revoke all on function public.quote_notification_recipients(uuid) from public, anon, authenticated;
revoke all on function public.record_quote_notification(uuid, text) from public, anon, authenticated;
revoke all on function public.proposal_acceptance_recipients(text) from public, anon, authenticated;
revoke all on function public.run_retention() from public, anon, authenticated;
revoke all on function public.quote_probe() from public, anon, authenticated;
grant execute on function public.limit_count(text, text) to service_role;
grant execute on function public.sign_in_attempt(text, text, text) to service_role;
grant execute on function public.sign_in_attack_report(text, integer) to service_role;
grant execute on function public.quote_notification_recipients(uuid) to service_role;
grant execute on function public.record_quote_notification(uuid, text) to service_role;
grant execute on function public.proposal_acceptance_recipients(text) to service_role;
grant execute on function public.run_retention() to service_role;
grant execute on function public.quote_probe() to service_role;

-- The old way in, with the suspect flag chosen by whoever called it.
drop function if exists public.quote_submit(uuid, text, text, text, text, text, text, integer, date, time, text, text, boolean);

-- A visitor's quote, validated by the server with the form's schema, stored with its limits applied
-- in the same transaction (counted before they are checked):
--   p_client          who sent it as the server knows them (a trusted address, or the browser's
--                     signed id); null: nobody known, counted only against the site's ceiling;
--   p_per_client      valid quotes one client may send per 10 minutes; past them: 'refused';
--   p_site_per_minute the site-wide ceiling per minute, counted apart for known and unknown clients;
--                     past it a quote needs a proof of work (ALTCHA) the server verified: p_proof is
--                     its signature, accepted once; a form that can solve one (p_can_prove: it runs
--                     scripts) is asked for it ('proof', nothing stored), and one that cannot (sent
--                     without JavaScript) is stored for review as suspect, never dropped.
-- A repeated submission id (a double click, a retry) stores nothing new and answers as the first did.
-- Returns {outcome: 'stored' | 'refused' | 'proof', suspect, retryInMs}.
create or replace function public.quote_intake(
  p_quote jsonb, p_client text, p_per_client integer, p_site_per_minute integer,
  p_proof text default null, p_can_prove boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  submission uuid;
  earlier boolean;
  own_total integer;
  own_reset integer;
  site_total integer;
  proven boolean := false;
  suspect boolean := false;
begin
  submission := (p_quote ->> 'submission_id')::uuid;
  if submission is null then
    raise exception 'quote_intake: informe o submission_id' using errcode = '22023';
  end if;
  if p_per_client is null or p_per_client < 1 or p_site_per_minute is null or p_site_per_minute < 1
     or (p_client is not null and char_length(p_client) not between 1 and 200) then
    raise exception 'quote_intake: limites inválidos' using errcode = '22023';
  end if;
  select o.suspect into earlier from public."Orcamentos" o where o.submission_id = submission;
  if found then
    return jsonb_build_object('outcome', 'stored', 'suspect', earlier);
  end if;
  if p_client is not null then
    select hit.total, hit.reset_in_ms into own_total, own_reset
      from public.rate_limit_hit('quote_client:' || p_client, public.limit_window_seconds('quote_client'), 1) as hit;
    if own_total > p_per_client then
      return jsonb_build_object('outcome', 'refused', 'retryInMs', own_reset);
    end if;
  end if;
  select hit.total into site_total
    from public.rate_limit_hit('quote_site:' || case when p_client is null then 'desconhecidos' else 'conhecidos' end, public.limit_window_seconds('quote_site'), 1) as hit;
  if site_total > p_site_per_minute then
    if p_proof is not null and char_length(p_proof) between 16 and 200 then
      -- A proof spent once: the same solution sent again counts as none.
      select hit.total = 1 into proven from public.rate_limit_hit('quote_proof:' || p_proof, 3600, 1) as hit;
    end if;
    if not proven then
      if coalesce(p_can_prove, false) then
        return jsonb_build_object('outcome', 'proof');
      end if;
      suspect := true;
    end if;
  end if;
  insert into public."Orcamentos" (submission_id, name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, lead_source, suspect)
  values (
    submission, p_quote ->> 'name', p_quote ->> 'email', p_quote ->> 'phone', p_quote ->> 'whatsapp', p_quote ->> 'neighborhood',
    p_quote ->> 'party_type', (p_quote ->> 'guests')::integer, (p_quote ->> 'date')::date, (p_quote ->> 'event_time')::time,
    p_quote ->> 'message', nullif(p_quote ->> 'lead_source', ''), suspect
  )
  on conflict (submission_id) do nothing;
  return jsonb_build_object('outcome', 'stored', 'suspect', suspect);
end
$$;

revoke all on function public.quote_intake(jsonb, text, integer, integer, text, boolean) from public, anon, authenticated;
grant execute on function public.quote_intake(jsonb, text, integer, integer, text, boolean) to service_role;

-- Who may record which e-mail (20261127090100), with the server's kinds now the server's alone:
--   novo_orcamento, aceite, copia_aceite, alerta_acesso, contato_alterado  the server (p_server),
--                   each still with its proof in p_ref (see mail_record's first definition);
--   proposta, teste, pix_alterado  an administrator;
--   resumo          the server.
-- Internal: mail_record (authenticated, service_role) and job_mail_record (CRON_SECRET) decide p_server.
alter table public.mail_log drop constraint if exists mail_log_kind_check;
alter table public.mail_log add constraint mail_log_kind_check
  check (kind in ('novo_orcamento', 'alerta_acesso', 'resumo', 'proposta', 'aceite', 'copia_aceite', 'teste', 'pix_alterado', 'contato_alterado'));

create or replace function public.mail_record_checked(p_kind text, p_recipients text[], p_ref text, p_server boolean)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote_id bigint;
  proposal bigint;
  email text := lower(btrim(coalesce(p_ref, '')));
  window_start timestamptz;
begin
  if p_kind = 'novo_orcamento' and p_server then
    select o.id into quote_id from public."Orcamentos" o
      where o.submission_id::text = lower(p_ref) and o.created_at > now() - interval '1 hour'
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.orcamento_id = o.id);
  elsif p_kind in ('aceite', 'copia_aceite') and p_server then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposal_acceptances a on a.version_id = v.id join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref) and a.accepted_at > now() - interval '1 hour'
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.proposal_id = p.id);
  elsif p_kind = 'alerta_acesso' and p_server then
    select r.window_start into window_start from public.rate_limits r
      where r.key = 'signin_alert:' || email and r.window_start > now() - interval '900 seconds';
    if window_start is null or exists (select 1 from public.mail_log m where m.kind = p_kind and m.sent_at >= window_start) then
      raise exception 'mail_record: nenhum alerta pendente para esta conta' using errcode = '42501';
    end if;
    return public.mail_write(p_kind, p_recipients);
  elsif p_kind in ('resumo', 'contato_alterado') and p_server then
    return public.mail_write(p_kind, p_recipients);
  elsif p_kind = 'proposta' and coalesce(public.is_admin(), false) then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref);
  elsif p_kind in ('teste', 'pix_alterado') and coalesce(public.is_admin(), false) then
    return public.mail_write(p_kind, p_recipients);
  else
    raise exception 'mail_record: % não é permitido a quem chama', coalesce(p_kind, 'null') using errcode = '42501';
  end if;
  if quote_id is null then
    raise exception 'mail_record: nada a registrar para esta referência' using errcode = '42501';
  end if;
  return public.mail_write(p_kind, p_recipients, quote_id, proposal);
end
$$;

revoke all on function public.mail_record_checked(text, text[], text, boolean) from public, anon, authenticated, service_role;

create or replace function public.mail_record(p_kind text, p_recipients text[], p_ref text default null)
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$ select public.mail_record_checked(p_kind, p_recipients, p_ref, coalesce(auth.role() = 'service_role', false)) $$;

revoke all on function public.mail_record(text, text[], text) from public, anon;
grant execute on function public.mail_record(text, text[], text) to authenticated, service_role;

create or replace function public.job_mail_record(p_key text, p_kind text, p_recipients text[], p_ref text default null)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.mail_record_checked(p_kind, p_recipients, p_ref, true); end $$;

-- The job_ twins of the server's operations: what the Supabase transport calls for the server
-- (lib/db/rpc-supabase.ts), each refusing a key that is not the registered CRON_SECRET's.
create or replace function public.job_quote_intake(
  p_key text, p_quote jsonb, p_client text, p_per_client integer, p_site_per_minute integer,
  p_proof text default null, p_can_prove boolean default false
)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.quote_intake(p_quote, p_client, p_per_client, p_site_per_minute, p_proof, p_can_prove); end $$;

create or replace function public.job_quote_probe(p_key text)
returns boolean language plpgsql stable security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.quote_probe(); end $$;

create or replace function public.job_record_quote_notification(p_key text, p_submission_id uuid, p_outcome text)
returns bigint language plpgsql volatile security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.record_quote_notification(p_submission_id, p_outcome); end $$;

create or replace function public.job_quote_notification_recipients(p_key text, p_submission_id uuid)
returns text[] language plpgsql stable security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.quote_notification_recipients(p_submission_id); end $$;

create or replace function public.job_proposal_acceptance_recipients(p_key text, p_token text)
returns text[] language plpgsql stable security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.proposal_acceptance_recipients(p_token); end $$;

create or replace function public.job_limit_count(p_key text, p_scope text, p_subject text)
returns table (total integer, reset_in_ms integer) language plpgsql volatile security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return query select c.total, c.reset_in_ms from public.limit_count(p_scope, p_subject) c; end $$;

create or replace function public.job_sign_in_attempt(p_key text, p_email text, p_client text, p_address text default null)
returns table (pair_total integer, pair_reset_in_ms integer, address_total integer, address_reset_in_ms integer, email_total integer)
language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform public.job_require_key(p_key);
  return query select a.pair_total, a.pair_reset_in_ms, a.address_total, a.address_reset_in_ms, a.email_total from public.sign_in_attempt(p_email, p_client, p_address) a;
end
$$;

create or replace function public.job_sign_in_attack_report(p_key text, p_email text, p_threshold integer)
returns text[] language plpgsql volatile security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.sign_in_attack_report(p_email, p_threshold); end $$;

create or replace function public.job_run_retention(p_key text)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.run_retention(); end $$;

do $$
declare
  twin text;
begin
  foreach twin in array array[
    'job_quote_intake(text, jsonb, text, integer, integer, text, boolean)',
    'job_quote_probe(text)',
    'job_record_quote_notification(text, uuid, text)',
    'job_quote_notification_recipients(text, uuid)',
    'job_proposal_acceptance_recipients(text, text)',
    'job_limit_count(text, text, text)',
    'job_sign_in_attempt(text, text, text, text)',
    'job_sign_in_attack_report(text, text, integer)',
    'job_run_retention(text)'
  ] loop
    execute format('revoke all on function public.%s from public', twin);
    execute format('grant execute on function public.%s to anon, authenticated', twin);
  end loop;
end
$$;
