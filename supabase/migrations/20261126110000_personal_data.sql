-- Personal data (LGPD arts. 15-19, 37, 46): the administrator finds, exports, corrects and
-- anonymizes a person's quotes; quotes past the retention period are anonymized every day; the
-- audit log is kept 12 months and cannot be changed by anyone. Every rule is one security-definer
-- function below (is_admin() first, empty search_path), called alike by both adapters. Safe to run
-- again: everything is created only when missing, or replaced.

-- The retention period, in months, shown on the privacy page and applied by the daily job.
alter table public.admin_settings add column if not exists retention_months integer not null default 24;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'admin_settings_retention_months_check' and conrelid = 'public.admin_settings'::regclass) then
    alter table public.admin_settings add constraint admin_settings_retention_months_check check (retention_months between 6 and 120);
  end if;
end
$$;

-- An anonymized quote keeps its date, party type, guests, status and amounts; the personal fields
-- are gone and this says when.
alter table public."Orcamentos" add column if not exists anonymized_at timestamptz;

-- The form's checks (migration 20261122120100) require every personal field: an anonymized row is
-- exempt from them (and so is an old row that predates them, once anonymized). Each check is
-- rewritten from its own definition, once.
do $$
declare
  rule record;
  body text;
begin
  for rule in
    select conname, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'public."Orcamentos"'::regclass and contype = 'c'
      and conname in ('orcamentos_name_check', 'orcamentos_email_check', 'orcamentos_phone_check', 'orcamentos_whatsapp_check',
        'orcamentos_neighborhood_check', 'orcamentos_party_type_check', 'orcamentos_guests_check', 'orcamentos_date_check',
        'orcamentos_event_time_check', 'orcamentos_message_check')
      and pg_get_constraintdef(oid) not like '%anonymized_at%'
  loop
    body := substring(rule.definition from '^CHECK \((.*)\)(?: NOT VALID)?$');
    execute format('alter table public."Orcamentos" drop constraint %I', rule.conname);
    execute format('alter table public."Orcamentos" add constraint %I check (anonymized_at is not null or (%s)) not valid', rule.conname, body);
  end loop;
end
$$;

-- A person is found by e-mail (any case) or by phone/WhatsApp digits.
create index if not exists orcamentos_email_lower_idx on public."Orcamentos" (lower(email));
create index if not exists orcamentos_phone_digits_idx on public."Orcamentos" (regexp_replace(phone, '\D', '', 'g'));
create index if not exists orcamentos_whatsapp_digits_idx on public."Orcamentos" (regexp_replace(whatsapp, '\D', '', 'g'));

-- A secret of this database for the hashes the audit log keeps (a person searched, an old value
-- corrected): they tell one value from another without being a dictionary-reversible digest.
create table if not exists public.personal_data_secret (
  id boolean primary key default true check (id),
  secret text not null default encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex')
);
insert into public.personal_data_secret (id) values (true) on conflict (id) do nothing;
alter table public.personal_data_secret enable row level security;
revoke all on table public.personal_data_secret from anon, authenticated, service_role;

create or replace function public.personal_hash(p_value text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(sha256(convert_to((select secret from public.personal_data_secret) || ':' || coalesce(p_value, ''), 'UTF8')), 'hex');
$$;

revoke all on function public.personal_hash(text) from public, anon, authenticated, service_role;

-- What a search key means: an e-mail (lower case) or a phone's 10-11 digits (a leading 55 dropped).
create or replace function public.person_key(p_key text, out email text, out digits text)
language plpgsql
immutable
set search_path = ''
as $$
declare
  typed text := btrim(coalesce(p_key, ''));
  only_digits text := regexp_replace(typed, '\D', '', 'g');
begin
  if position('@' in typed) > 0 then
    email := lower(typed);
  else
    if char_length(only_digits) in (12, 13) and only_digits like '55%' then
      only_digits := substr(only_digits, 3);
    end if;
    if char_length(only_digits) in (10, 11) then
      digits := only_digits;
    end if;
  end if;
end
$$;

revoke all on function public.person_key(text) from public, anon, authenticated, service_role;

-- The ids of every quote of the person `p_key` names (none for a key that names no one).
create or replace function public.person_quote_ids(p_key text)
returns bigint[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(q.id order by q.created_at, q.id), '{}')
  from public."Orcamentos" q, public.person_key(p_key) k
  where (k.email is not null and lower(q.email) = k.email)
     or (k.digits is not null and (regexp_replace(q.phone, '\D', '', 'g') = k.digits or regexp_replace(q.whatsapp, '\D', '', 'g') = k.digits));
$$;

revoke all on function public.person_quote_ids(text) from public, anon, authenticated, service_role;

create or replace function public.personal_data_require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'permission denied: only administrators handle personal data' using errcode = 'insufficient_privilege';
  end if;
end
$$;

revoke all on function public.personal_data_require_admin() from public, anon, authenticated, service_role;

-- Everything stored about the quotes `p_ids`, one JSON object per kind of record. This is the one
-- place a new kind of record about a person joins the export (proposals: a 'proposals' key here,
-- and their personal fields cleared in public.anonymize_quote_rows).
create or replace function public.person_records(p_ids bigint[])
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'quotes', coalesce((
      select jsonb_agg(to_jsonb(q) - 'search_text' order by q.created_at, q.id)
      from public."Orcamentos" q where q.id = any(p_ids)), '[]'::jsonb),
    'notes', coalesce((
      select jsonb_agg(jsonb_build_object('id', n.id, 'orcamento_id', n.orcamento_id, 'body', n.body, 'author_email', n.author_email, 'created_at', n.created_at) order by n.created_at, n.id)
      from public.orcamento_notas n where n.orcamento_id = any(p_ids)), '[]'::jsonb)
  );
$$;

revoke all on function public.person_records(bigint[]) from public, anon, authenticated, service_role;

-- How the audit log names the person a key identifies ('pessoa:' and 16 hex digits of a keyed
-- hash), and by what: null when the key is neither an e-mail nor a phone with area code.
create or replace function public.person_subject(p_key text, out subject text, out kind text)
language sql
stable
security definer
set search_path = ''
as $$
  select 'pessoa:' || left(public.personal_hash(coalesce(k.email, k.digits)), 16), case when k.email is not null then 'email' else 'telefone' end
  from public.person_key(p_key) k where coalesce(k.email, k.digits) is not null;
$$;

revoke all on function public.person_subject(text) from public, anon, authenticated, service_role;

-- Finds a person for an administrator and records the access: 'search' (the admin page),
-- 'json' or 'print' (an export for the person).
create or replace function public.person_data(p_key text, p_purpose text default 'search')
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  person record;
  ids bigint[];
begin
  perform public.personal_data_require_admin();
  if p_purpose is null or p_purpose not in ('search', 'json', 'print') then
    raise exception 'person_data: purpose must be search, json or print' using errcode = '22023';
  end if;
  select * into person from public.person_subject(p_key);
  if person.subject is null then
    raise exception 'person_data: informe um e-mail ou um telefone com DDD' using errcode = '22023';
  end if;
  ids := public.person_quote_ids(p_key);
  perform public.audit_write(
    case when p_purpose = 'search' then 'person_search' else 'person_export' end,
    person.subject,
    jsonb_build_object('por', person.kind, 'orcamentos', to_jsonb(ids)) || case when p_purpose = 'search' then '{}'::jsonb else jsonb_build_object('formato', p_purpose) end);
  return public.person_records(ids);
end
$$;

revoke all on function public.person_data(text, text) from public, anon, service_role;
grant execute on function public.person_data(text, text) to authenticated;

-- The marker an anonymized quote shows instead of the name, and its notes instead of their text.
create or replace function public.anonymized_marker()
returns text
language sql
immutable
set search_path = ''
as $$ select 'Anonimizado'::text $$;

-- Clears the personal fields of the quotes `p_ids` not yet anonymized and the text of their notes;
-- returns how many quotes it changed. Internal: the two callers below checked who may ask.
create or replace function public.anonymize_quote_rows(p_ids bigint[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  update public."Orcamentos"
    set name = public.anonymized_marker(), email = null, phone = null, whatsapp = null, neighborhood = null,
        message = null, last_note = null, anonymized_at = now()
    where id = any(p_ids) and anonymized_at is null;
  get diagnostics changed = row_count;
  update public.orcamento_notas set body = public.anonymized_marker()
    where orcamento_id = any(p_ids) and body is distinct from public.anonymized_marker();
  return changed;
end
$$;

revoke all on function public.anonymize_quote_rows(bigint[]) from public, anon, authenticated, service_role;

-- "Anonimizar": every quote of the person, in one transaction, for an administrator. Cannot be undone.
create or replace function public.anonymize_person(p_key text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  person record;
  ids bigint[];
  changed integer;
begin
  perform public.personal_data_require_admin();
  select * into person from public.person_subject(p_key);
  if person.subject is null then
    raise exception 'anonymize_person: informe um e-mail ou um telefone com DDD' using errcode = '22023';
  end if;
  ids := public.person_quote_ids(p_key);
  changed := public.anonymize_quote_rows(ids);
  perform public.audit_write('anonymized', person.subject, jsonb_build_object('orcamentos', to_jsonb(ids), 'anonimizados', changed));
  return changed;
end
$$;

revoke all on function public.anonymize_person(text) from public, anon, service_role;
grant execute on function public.anonymize_person(text) to authenticated;

-- Corrects a quote's contact fields for an administrator: only the fields that differ change, and
-- the audit row keeps, per field, a keyed hash of the old value (never the value). Returns the
-- names of the changed fields. The table's checks refuse a malformed value.
create or replace function public.correct_quote_contact(
  p_id bigint, p_name text, p_email text, p_phone text, p_whatsapp text, p_neighborhood text
)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote public."Orcamentos";
  changes jsonb := '[]'::jsonb;
  fields text[] := '{}';
begin
  perform public.personal_data_require_admin();
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    raise exception 'correct_quote_contact: orçamento % não encontrado', p_id using errcode = 'P0002';
  end if;
  if quote.anonymized_at is not null then
    raise exception 'correct_quote_contact: orçamento % anonimizado', p_id using errcode = '55000';
  end if;
  if p_name is distinct from quote.name then fields := fields || 'name'::text; changes := changes || jsonb_build_object('campo', 'name', 'hash_anterior', public.personal_hash(quote.name)); end if;
  if p_email is distinct from quote.email then fields := fields || 'email'::text; changes := changes || jsonb_build_object('campo', 'email', 'hash_anterior', public.personal_hash(quote.email)); end if;
  if p_phone is distinct from quote.phone then fields := fields || 'phone'::text; changes := changes || jsonb_build_object('campo', 'phone', 'hash_anterior', public.personal_hash(quote.phone)); end if;
  if p_whatsapp is distinct from quote.whatsapp then fields := fields || 'whatsapp'::text; changes := changes || jsonb_build_object('campo', 'whatsapp', 'hash_anterior', public.personal_hash(quote.whatsapp)); end if;
  if p_neighborhood is distinct from quote.neighborhood then fields := fields || 'neighborhood'::text; changes := changes || jsonb_build_object('campo', 'neighborhood', 'hash_anterior', public.personal_hash(quote.neighborhood)); end if;
  if cardinality(fields) = 0 then
    return fields;
  end if;
  update public."Orcamentos"
    set name = p_name, email = p_email, phone = p_phone, whatsapp = p_whatsapp, neighborhood = p_neighborhood
    where id = p_id;
  perform public.audit_write('contact_corrected', 'orcamento:' || p_id, jsonb_build_object('alteracoes', changes));
  return fields;
end
$$;

revoke all on function public.correct_quote_contact(bigint, text, text, text, text, text) from public, anon, service_role;
grant execute on function public.correct_quote_contact(bigint, text, text, text, text, text) to authenticated;

-- The retention period for the privacy page: anyone may read the number (and nothing else).
create or replace function public.retention_months()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select retention_months from public.admin_settings where id), 24);
$$;

revoke all on function public.retention_months() from public;
grant execute on function public.retention_months() to anon, authenticated;

-- The administrator changes the period (6 to 120 months), recorded with the old and new values.
create or replace function public.set_retention_months(p_months integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  previous integer;
begin
  perform public.personal_data_require_admin();
  if p_months is null or p_months not between 6 and 120 then
    raise exception 'set_retention_months: de 6 a 120 meses' using errcode = '22023';
  end if;
  select retention_months into previous from public.admin_settings where id for update;
  if previous is distinct from p_months then
    update public.admin_settings set retention_months = p_months where id;
    perform public.audit_write('retention_changed', null, jsonb_build_object('de', previous, 'para', p_months));
  end if;
end
$$;

revoke all on function public.set_retention_months(integer) from public, anon, service_role;
grant execute on function public.set_retention_months(integer) to authenticated;

-- The date a quote is kept from: its event date, or the day it arrived when it has none (or an
-- old row's date cannot be read), both in São Paulo.
create or replace function public.quote_retention_date(p_date text, p_created_at timestamptz)
returns date
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_date ~ '^\d{4}-\d{2}-\d{2}$' then
    return p_date::date;
  end if;
  return (p_created_at at time zone 'America/Sao_Paulo')::date;
exception when others then
  return (p_created_at at time zone 'America/Sao_Paulo')::date;
end
$$;

-- The daily job: anonymizes the quotes whose date is older than the period and drops audit rows
-- older than 12 months. Idempotent (a second run changes nothing and records nothing). Anyone may
-- call it: it only does what the privacy page promises, on the administrator's period, and the
-- cron route, the server's scheduler and `npm run data:retention` have no other identity.
create or replace function public.run_retention()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  period integer := public.retention_months();
  cutoff date := (now() at time zone 'America/Sao_Paulo')::date - make_interval(months => period);
  ids bigint[];
  anonymized integer;
  expired integer;
begin
  select coalesce(array_agg(id), '{}') into ids from public."Orcamentos"
    where anonymized_at is null and public.quote_retention_date(date::text, created_at) < cutoff;
  anonymized := public.anonymize_quote_rows(ids);
  delete from public.audit_log where at < now() - interval '12 months';
  get diagnostics expired = row_count;
  if anonymized > 0 or expired > 0 then
    perform public.audit_write('retention_run', null, jsonb_build_object('meses', period, 'anonimizados', anonymized, 'registros_expirados', expired));
  end if;
  return jsonb_build_object('months', period, 'anonymized', anonymized, 'audit_expired', expired);
end
$$;

revoke all on function public.run_retention() from public;
grant execute on function public.run_retention() to anon, authenticated;

-- Status changes are recorded whichever way they are made.
create or replace function public.orcamentos_audit_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.audit_write('status_changed', 'orcamento:' || new.id, jsonb_build_object('de', old.status, 'para', new.status));
  return null;
end
$$;

revoke all on function public.orcamentos_audit_status() from public, anon, authenticated, service_role;
drop trigger if exists orcamentos_audit_status on public."Orcamentos";
create trigger orcamentos_audit_status after update of status on public."Orcamentos"
  for each row when (old.status is distinct from new.status) execute function public.orcamentos_audit_status();

-- The audit log is append-only for everyone, the service role and the owner included: no row is
-- ever changed, and a row leaves only once it is 12 months old (the retention run).
create or replace function public.audit_log_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and old.at < now() - interval '12 months' then
    return old;
  end if;
  raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
end
$$;

drop trigger if exists audit_log_append_only on public.audit_log;
create trigger audit_log_append_only before update or delete on public.audit_log for each row execute function public.audit_log_append_only();
revoke insert, update, delete, truncate on table public.audit_log from service_role;
