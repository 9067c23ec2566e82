-- "Anonimizar": every quote of the person, in one transaction, for an administrator. Cannot be undone.
create or replace function public.anonymize_person(p_key text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.anonymize_person(p_key text) from public, anon, authenticated, service_role;
grant execute on function public.anonymize_person(p_key text) to authenticated;

-- The one place that clears a quote's person (20261128110000), now with the CPF, the acceptance's
-- contract data and the receipts e-mailed to the client. `p_keep_evidence`: the retention's first
-- pass over a contract still within its claims period, which leaves the evidence (the versions
-- sent, the acceptances with who accepted; payments hold no person) for the pass 5 years after the party.
create or replace function public.anonymize_quote_rows(p_ids bigint[], p_keep_evidence boolean DEFAULT false)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  changed integer;
  proposal_ids bigint[] := array(select id from public.proposals where orcamento_id = any(p_ids));
  addresses text[] := array(select lower(btrim(q.email)) from public."Orcamentos" q where q.id = any(p_ids) and q.anonymized_at is null and q.email is not null);
begin
  update public.mail_log m
    set recipients = case when m.kind in ('proposta', 'copia_aceite', 'recibo') then '{}'::text[] else array(select r from unnest(m.recipients) as r where r <> all (addresses)) end
    where m.orcamento_id = any(p_ids) and (m.recipients && addresses or (m.kind in ('proposta', 'copia_aceite', 'recibo') and cardinality(m.recipients) > 0));
  update public."Orcamentos"
    set name = public.anonymized_marker(), email = null, phone = null, whatsapp = null, neighborhood = null,
        message = null, last_note = null, lost_reason_detail = null, anonymized_at = now()
    where id = any(p_ids) and anonymized_at is null;
  get diagnostics changed = row_count;
  update public."Orcamentos"
    set address_cep = null, address_street = null, address_number = null, address_complement = null, address_city = null, client_cpf = null
    where id = any(p_ids) and (address_cep, address_street, address_number, address_complement, address_city, client_cpf) is distinct from (null, null, null, null, null, null);
  update public.quote_history set old_value = null, new_value = null
    where orcamento_id = any(p_ids) and field in ('neighborhood', 'address_cep', 'address_street', 'address_number', 'address_complement', 'address_city', 'message')
      and (old_value, new_value) is distinct from (null, null);
  update public.bookings set override_reason = public.anonymized_marker()
    where orcamento_id = any(p_ids) and override_reason is distinct from public.anonymized_marker() and override_reason is not null;
  update public.orcamento_notas set body = public.anonymized_marker()
    where orcamento_id = any(p_ids) and body is distinct from public.anonymized_marker();
  update public.proposals set conditions = '', payment_terms = ''
    where id = any(proposal_ids) and (conditions, payment_terms) is distinct from ('', '');
  update public.proposal_lines set description = public.anonymized_marker()
    where proposal_id = any(proposal_ids) and description is distinct from public.anonymized_marker();
  update public.proposal_refusals set reason = null, client_address = null, user_agent = null
    where proposal_id = any(proposal_ids) and (reason, client_address, user_agent) is distinct from (null, null, null);
  if p_keep_evidence then
    return changed;
  end if;
  update public.proposal_versions
    set content = public.proposal_content_anonymized(content), link_salt = null,
        token_hash = sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text, 'UTF8'))
    where proposal_id = any(proposal_ids) and (content is distinct from public.proposal_content_anonymized(content) or link_salt is not null);
  update public.proposal_acceptances set full_name = public.anonymized_marker(), client_address = null, user_agent = null, cpf = null, event_address = null
    where proposal_id = any(proposal_ids) and (full_name, client_address, user_agent, cpf, event_address) is distinct from (public.anonymized_marker(), null, null, null, null);
  update public.proposal_amendment_acceptances set full_name = public.anonymized_marker(), client_address = null, user_agent = null
    where proposal_id = any(proposal_ids) and (full_name, client_address, user_agent) is distinct from (public.anonymized_marker(), null, null);
  update public.proposal_refusals set reason = null, client_address = null, user_agent = null
    where proposal_id = any(proposal_ids) and (reason, client_address, user_agent) is distinct from (null, null, null);
  update public.proposal_payments set reason = null where proposal_id = any(proposal_ids) and reason is not null;
  return changed;
end
$function$;
revoke all on function public.anonymize_quote_rows(p_ids bigint[], p_keep_evidence boolean) from public, anon, authenticated, service_role;

-- The marker an anonymized quote shows instead of the name, and its notes instead of their text.
create or replace function public.anonymized_marker()
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select 'Anonimizado'::text $function$;
revoke all on function public.anonymized_marker() from public, anon, authenticated, service_role;
grant execute on function public.anonymized_marker() to service_role;

-- The audit actions that are part of a contract's evidence: kept with it.
create or replace function public.contract_evidence_actions()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array['proposal_sent', 'proposal_accepted', 'amendment_sent', 'amendment_accepted', 'deposit_recorded',
               'payment_reversed', 'refund_recorded', 'party_cancelled', 'party_reopened']
$function$;
revoke all on function public.contract_evidence_actions() from public, anon, authenticated, service_role;

-- The last day a contract's evidence is kept: 5 years after the party (the consumer's claims run that
-- long, CDC art. 27), counted as the retention counts; null for a quote whose proposal was never accepted.
create or replace function public.contract_evidence_until(p_id bigint)
 RETURNS date
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (public.quote_retention_date(q.date::text, q.created_at) + interval '5 years')::date
  from public."Orcamentos" q
  where q.id = p_id
    and exists (select 1 from public.proposals p join public.proposal_acceptances a on a.proposal_id = p.id where p.orcamento_id = q.id)
$function$;
revoke all on function public.contract_evidence_until(p_id bigint) from public, anon, authenticated, service_role;

-- Corrects a quote's contact fields for an administrator: only the fields that differ change, and
-- the audit row keeps, per field, a keyed hash of the old value (never the value). Returns the
-- names of the changed fields. The table's checks refuse a malformed value.
create or replace function public.correct_quote_contact(p_id bigint, p_name text, p_email text, p_phone text, p_whatsapp text, p_neighborhood text)
 RETURNS text[]
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.correct_quote_contact(p_id bigint, p_name text, p_email text, p_phone text, p_whatsapp text, p_neighborhood text) from public, anon, authenticated, service_role;
grant execute on function public.correct_quote_contact(p_id bigint, p_name text, p_email text, p_phone text, p_whatsapp text, p_neighborhood text) to authenticated;

-- A CPF's check digits (Receita Federal's modulus-11 rule); 11 equal digits are not a CPF.
create or replace function public.cpf_valid(p_cpf text)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  d integer[];
  s integer;
  c integer;
begin
  if p_cpf is null or p_cpf !~ '^[0-9]{11}$' or p_cpf ~ '^(.)\1{10}$' then
    return false;
  end if;
  d := array(select substr(p_cpf, i, 1)::integer from generate_series(1, 11) as i);
  s := 0;
  for i in 1..9 loop s := s + d[i] * (11 - i); end loop;
  c := (s * 10) % 11 % 10;
  if c <> d[10] then return false; end if;
  s := 0;
  for i in 1..10 loop s := s + d[i] * (12 - i); end loop;
  c := (s * 10) % 11 % 10;
  return c = d[11];
end
$function$;
revoke all on function public.cpf_valid(p_cpf text) from public, anon, authenticated, service_role;
grant execute on function public.cpf_valid(p_cpf text) to service_role;

-- The notes and checklist can name people and places: anonymizing the quote clears them.
create or replace function public.event_sheets_anonymized()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from public.event_sheets where orcamento_id = new.id;
  return new;
end
$function$;
revoke all on function public.event_sheets_anonymized() from public, anon, authenticated, service_role;
grant execute on function public.event_sheets_anonymized() to service_role;

-- Finds a person for an administrator and records the access: 'search' (the admin page),
-- 'json' or 'print' (an export for the person).
create or replace function public.person_data(p_key text, p_purpose text DEFAULT 'search'::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.person_data(p_key text, p_purpose text) from public, anon, authenticated, service_role;
grant execute on function public.person_data(p_key text, p_purpose text) to authenticated;

-- What a search key means: an e-mail (lower case) or a phone's 10-11 digits (a leading 55 dropped).
create or replace function public.person_key(p_key text, OUT email text, OUT digits text)
 RETURNS record
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.person_key(p_key text, OUT email text, OUT digits text) from public, anon, authenticated, service_role;

-- The ids of every quote of the person `p_key` names (none for a key that names no one).
create or replace function public.person_quote_ids(p_key text)
 RETURNS bigint[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(q.id order by q.created_at, q.id), '{}')
  from public."Orcamentos" q, public.person_key(p_key) k
  where (k.email is not null and lower(q.email) = k.email)
     or (k.digits is not null and (regexp_replace(q.phone, '\D', '', 'g') = k.digits or regexp_replace(q.whatsapp, '\D', '', 'g') = k.digits));
$function$;
revoke all on function public.person_quote_ids(p_key text) from public, anon, authenticated, service_role;

-- A person's records (20261128090400), with the acceptance's contract data and each payment's method.
create or replace function public.person_records(p_ids bigint[])
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'quotes', coalesce((
      select jsonb_agg(to_jsonb(q) - 'search_text' order by q.created_at, q.id)
      from public."Orcamentos" q where q.id = any(p_ids)), '[]'::jsonb),
    'notes', coalesce((
      select jsonb_agg(jsonb_build_object('id', n.id, 'orcamento_id', n.orcamento_id, 'body', n.body, 'author_email', n.author_email, 'created_at', n.created_at) order by n.created_at, n.id)
      from public.orcamento_notas n where n.orcamento_id = any(p_ids)), '[]'::jsonb),
    'proposals', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'orcamento_id', p.orcamento_id, 'status', p.status, 'created_at', p.created_at,
        'versions', coalesce((select jsonb_agg(jsonb_build_object('number', v.number, 'status', v.status, 'sent_at', v.sent_at, 'valid_until', v.valid_until,
                                                               'total_cents', v.total_cents, 'deposit_cents', v.deposit_cents, 'content', v.content, 'content_sha256', v.content_sha256) order by v.number)
                              from public.proposal_versions v where v.proposal_id = p.id), '[]'::jsonb),
        'acceptance', (select jsonb_build_object('version', v.number, 'full_name', a.full_name, 'accepted_at', a.accepted_at, 'client_address', a.client_address, 'user_agent', a.user_agent,
                                                 'content_sha256', a.content_sha256, 'cpf', a.cpf, 'event_address', a.event_address)
                       from public.proposal_acceptances a join public.proposal_versions v on v.id = a.version_id where a.proposal_id = p.id),
        'refusals', coalesce((select jsonb_agg(jsonb_build_object('version', v.number, 'reason', r.reason, 'refused_at', r.refused_at, 'client_address', r.client_address, 'user_agent', r.user_agent) order by r.refused_at, r.id)
                              from public.proposal_refusals r join public.proposal_versions v on v.id = r.version_id where r.proposal_id = p.id), '[]'::jsonb),
        'payments', coalesce((select jsonb_agg(jsonb_build_object('receipt', m.id, 'kind', m.kind, 'amount_cents', m.amount_cents, 'paid_on', m.paid_on, 'method', m.method, 'recorded_at', m.recorded_at,
                                                               'reverses', m.reverses_id, 'reason', m.reason) order by m.paid_on, m.id)
                              from public.proposal_payments m where m.proposal_id = p.id), '[]'::jsonb)
      ) order by p.id)
      from public.proposals p where p.orcamento_id = any(p_ids)), '[]'::jsonb),
    'history', coalesce((
      select jsonb_agg(jsonb_build_object('orcamento_id', h.orcamento_id, 'at', h.at, 'actor_email', h.actor_email, 'source', h.source, 'field', h.field,
                                          'old_value', h.old_value, 'new_value', h.new_value) order by h.at, h.id)
      from public.quote_history h where h.orcamento_id = any(p_ids)), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object('orcamento_id', b.orcamento_id, 'day', b.day, 'kind', b.kind, 'hold_until', b.hold_until, 'source', b.source,
                                          'created_at', b.created_at, 'confirmed_at', b.confirmed_at, 'override_reason', b.override_reason,
                                          'released_at', b.released_at, 'lapsed_at', b.lapsed_at) order by b.created_at, b.id)
      from public.bookings b where b.orcamento_id = any(p_ids)), '[]'::jsonb),
    'emails', coalesce((
      select jsonb_agg(jsonb_build_object('id', m.id, 'kind', m.kind, 'recipients', to_jsonb(m.recipients), 'sent_at', m.sent_at, 'orcamento_id', m.orcamento_id, 'proposal_id', m.proposal_id) order by m.sent_at, m.id)
      from public.mail_log m where m.orcamento_id = any(p_ids)), '[]'::jsonb)
  );
$function$;
revoke all on function public.person_records(p_ids bigint[]) from public, anon, authenticated, service_role;

-- How the audit log names the person a key identifies ('pessoa:' and 16 hex digits of a keyed
-- hash), and by what: null when the key is neither an e-mail nor a phone with area code.
create or replace function public.person_subject(p_key text, OUT subject text, OUT kind text)
 RETURNS record
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select 'pessoa:' || left(public.personal_hash(coalesce(k.email, k.digits)), 16), case when k.email is not null then 'email' else 'telefone' end
  from public.person_key(p_key) k where coalesce(k.email, k.digits) is not null;
$function$;
revoke all on function public.person_subject(p_key text, OUT subject text, OUT kind text) from public, anon, authenticated, service_role;

create or replace function public.personal_data_require_admin()
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'permission denied: only administrators handle personal data' using errcode = 'insufficient_privilege';
  end if;
end
$function$;
revoke all on function public.personal_data_require_admin() from public, anon, authenticated, service_role;

create or replace function public.personal_hash(p_value text)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select encode(sha256(convert_to((select secret from public.personal_data_secret) || ':' || coalesce(p_value, ''), 'UTF8')), 'hex');
$function$;
revoke all on function public.personal_hash(p_value text) from public, anon, authenticated, service_role;

-- What an anonymization keeps of a version's document: as 20261128100200, plus the schedule (amounts,
-- dates and the labels the server writes, never a person's text).
create or replace function public.proposal_content_anonymized(p_content jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  with kept as (
    select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) as c
    from jsonb_each(coalesce(p_content, '{}'::jsonb))
    where key in ('reference', 'version', 'issuedAt', 'business', 'client', 'event', 'lines', 'subtotalCents', 'discount',
                  'totalCents', 'depositPercent', 'depositCents', 'balanceCents', 'validUntil', 'paymentTerms', 'conditions', 'schedule')
  )
  select c
    || case when c ? 'client' then jsonb_build_object('client', jsonb_build_object('name', public.anonymized_marker())) else '{}'::jsonb end
    || case when jsonb_typeof(c -> 'event') = 'object' then jsonb_build_object('event',
         (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(c -> 'event') where key in ('date', 'time', 'guests', 'partyTypes'))
         || case when (c -> 'event') ? 'neighborhood' then '{"neighborhood": null}'::jsonb else '{}'::jsonb end) else '{}'::jsonb end
    || case when jsonb_typeof(c -> 'lines') = 'array' then jsonb_build_object('lines',
         (select coalesce(jsonb_agg(
            (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(case when jsonb_typeof(line) = 'object' then line else '{}'::jsonb end) where key in ('unitCents', 'quantity', 'totalCents'))
              || jsonb_build_object('description', public.anonymized_marker()) order by position), '[]'::jsonb)
          from jsonb_array_elements(c -> 'lines') with ordinality as item(line, position))) else '{}'::jsonb end
    || case when jsonb_typeof(c -> 'schedule') = 'array' then jsonb_build_object('schedule',
         (select coalesce(jsonb_agg(
            (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(case when jsonb_typeof(part) = 'object' then part else '{}'::jsonb end) where key in ('label', 'amountCents', 'due', 'percent'))
            order by position), '[]'::jsonb)
          from jsonb_array_elements(c -> 'schedule') with ordinality as item(part, position))) else '{}'::jsonb end
    || case when c ? 'paymentTerms' then '{"paymentTerms": ""}'::jsonb else '{}'::jsonb end
    || case when c ? 'conditions' then '{"conditions": ""}'::jsonb else '{}'::jsonb end
  from kept;
$function$;
revoke all on function public.proposal_content_anonymized(p_content jsonb) from public, anon, authenticated, service_role;

-- The day a quote's retention counts from: its event date, unless that is more than two years after
-- the day it arrived (then the arrival); the arrival for a row without a readable date.
create or replace function public.quote_retention_date(p_date text, p_created_at timestamp with time zone)
 RETURNS date
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  received date := (p_created_at at time zone 'America/Sao_Paulo')::date;
  event date;
begin
  if p_date ~ '^\d{4}-\d{2}-\d{2}$' then
    event := p_date::date;
    -- Never later than two years after it arrived: a quote dated 2099 is not kept until 2101.
    return least(event, (received + interval '2 years')::date);
  end if;
  return received;
exception when others then
  return received;
end
$function$;
revoke all on function public.quote_retention_date(p_date text, p_created_at timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.quote_retention_date(p_date text, p_created_at timestamp with time zone) to service_role;

-- The retention period for the privacy page: anyone may read the number (and nothing else).
create or replace function public.retention_months()
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select retention_months from public.admin_settings where id), 24);
$function$;
revoke all on function public.retention_months() from public, anon, authenticated, service_role;
grant execute on function public.retention_months() to anon, authenticated, service_role;

-- The daily job: anonymizes the quotes whose date is older than the period and drops audit rows
-- older than 12 months. A contract's evidence (public.contract_evidence_until) stays 5 years after
-- the party: its quote loses the rest on the period, the evidence and its audit rows go after the 5
-- years. Idempotent (a second run changes nothing and records nothing). Anyone may
-- call it: it only does what the privacy page promises, on the administrator's period, and the
-- cron route, the server's scheduler and `npm run data:retention` have no other identity.
create or replace function public.run_retention()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  period integer := public.retention_months();
  today date := (now() at time zone 'America/Sao_Paulo')::date;
  cutoff date := today - make_interval(months => period);
  ids bigint[];
  kept bigint[];
  lapsed bigint[];
  anonymized integer;
  expired integer;
begin
  select coalesce(array_agg(id), '{}') into ids from public."Orcamentos"
    where anonymized_at is null and public.quote_retention_date(date::text, created_at) < cutoff;
  kept := array(select id from unnest(ids) as id where public.contract_evidence_until(id) >= today);
  anonymized := public.anonymize_quote_rows(array(select id from unnest(ids) as id where id <> all (kept)))
              + public.anonymize_quote_rows(kept, true);
  -- The evidence past its 5 years, of a quote whose rest went before.
  lapsed := array(select q.id from public."Orcamentos" q
    where q.anonymized_at is not null and public.contract_evidence_until(q.id) < today
      and exists (select 1 from public.proposals p join public.proposal_versions v on v.proposal_id = p.id
                  left join public.proposal_acceptances a on a.version_id = v.id
                  where p.orcamento_id = q.id and (v.link_salt is not null or a.full_name is distinct from public.anonymized_marker() and a.id is not null)));
  perform public.anonymize_quote_rows(lapsed);
  delete from public.audit_log where at < now() - interval '12 months'
    and not coalesce(action = any (public.contract_evidence_actions())
             and case when subject ~ '^orcamento:[0-9]{1,18}$' then public.contract_evidence_until(substr(subject, 11)::bigint) end >= today, false);
  get diagnostics expired = row_count;
  if anonymized > 0 or expired > 0 or cardinality(lapsed) > 0 then
    perform public.audit_write('retention_run', null, jsonb_build_object('meses', period, 'anonimizados', anonymized, 'provas_anonimizadas', cardinality(lapsed),
      'registros_expirados', expired));
  end if;
  return jsonb_build_object('months', period, 'anonymized', anonymized, 'evidence_anonymized', cardinality(lapsed), 'audit_expired', expired);
end
$function$;
revoke all on function public.run_retention() from public, anon, authenticated, service_role;
grant execute on function public.run_retention() to service_role;

-- The administrator changes the period (6 to 120 months), recorded with the old and new values.
create or replace function public.set_retention_months(p_months integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.set_retention_months(p_months integer) from public, anon, authenticated, service_role;
grant execute on function public.set_retention_months(p_months integer) to authenticated;

drop trigger if exists orcamentos_event_sheet_anonymized on "Orcamentos";
CREATE TRIGGER orcamentos_event_sheet_anonymized AFTER UPDATE OF anonymized_at ON public."Orcamentos" FOR EACH ROW WHEN (((new.anonymized_at IS NOT NULL) AND (old.anonymized_at IS NULL))) EXECUTE FUNCTION public.event_sheets_anonymized();

revoke all on table public.personal_data_secret from public, anon, authenticated, service_role;
