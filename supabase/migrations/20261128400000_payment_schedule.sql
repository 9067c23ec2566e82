-- Money from the deposit to the balance (docs/propostas-e-pix.md):
--   * a payment schedule per proposal: the draft keeps it (proposals.schedule), the sent version
--     freezes it in its document (content.schedule: the deposit first, then the balance's
--     installments, each in centavos with its due date), and sending refuses one that does not sum
--     to the total exactly;
--   * each payment has a method and is a receipt; the payments fill the installments in order, so
--     a partial one reduces the open installment, and no payment may exceed what remains;
--   * the deposit installment fully paid confirms the booking (the rule of 20261128090200, kept);
--   * the next open installment (what remains of it and its due date): proposal_next_installment;
--   * acceptance records the client's CPF and the event's address, on the acceptance and the quote;
--   * the client's link counts its openings; a refusal moves the quote to "Em contato" with the
--     reason as a note and today as the next contact, and the business is e-mailed ('recusa').
-- Safe to run again.

-- The default schedule of a new proposal: the balance in N installments, the last D days before the party.
alter table public.admin_settings add column if not exists balance_installments integer not null default 1;
alter table public.admin_settings add column if not exists balance_days_before integer not null default 7;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'admin_settings_schedule_check' and conrelid = 'public.admin_settings'::regclass) then
    alter table public.admin_settings add constraint admin_settings_schedule_check
      check (balance_installments between 1 and 12 and balance_days_before between 0 and 365);
  end if;
end
$$;

-- The draft's schedule: [{ "kind": "percent"|"amount", "value": int, "due": "YYYY-MM-DD"|null }], the
-- deposit not included (it is deposit_percent); null: the default at sending.
alter table public.proposals add column if not exists schedule jsonb;

-- How the client opened the link: counts and times only, never who or from where.
alter table public.proposal_versions add column if not exists open_count integer not null default 0;
alter table public.proposal_versions add column if not exists first_opened_at timestamptz;
alter table public.proposal_versions add column if not exists last_opened_at timestamptz;

alter table public.proposal_payments add column if not exists method text not null default 'pix';

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'proposal_payments_method_check' and conrelid = 'public.proposal_payments'::regclass) then
    alter table public.proposal_payments add constraint proposal_payments_method_check check (method in ('pix', 'dinheiro', 'cartao', 'transferencia'));
  end if;
end
$$;

-- The contract's data, given at acceptance: the CPF's 11 digits and the event's address.
alter table public.proposal_acceptances add column if not exists cpf text;
alter table public.proposal_acceptances add column if not exists event_address jsonb;
alter table public."Orcamentos" add column if not exists client_cpf text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'proposal_acceptances_cpf_check' and conrelid = 'public.proposal_acceptances'::regclass) then
    alter table public.proposal_acceptances add constraint proposal_acceptances_cpf_check check (cpf ~ '^[0-9]{11}$');
  end if;
  if not exists (select 1 from pg_constraint where conname = 'orcamentos_client_cpf_check' and conrelid = 'public."Orcamentos"'::regclass) then
    alter table public."Orcamentos" add constraint orcamentos_client_cpf_check check (client_cpf ~ '^[0-9]{11}$');
  end if;
end
$$;

-- A CPF's check digits (Receita Federal's modulus-11 rule); 11 equal digits are not a CPF.
create or replace function public.cpf_valid(p_cpf text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
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
$$;

revoke all on function public.cpf_valid(text) from public, anon, authenticated;

-- A version's schedule as sent: its document's, or for a version sent before schedules existed, the
-- deposit and the balance (due on the event's day).
create or replace function public.proposal_version_schedule(p_content jsonb, p_total integer, p_deposit integer)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_content -> 'schedule') = 'array' and jsonb_array_length(p_content -> 'schedule') > 0 then p_content -> 'schedule'
  else (
    select jsonb_agg(item order by n) from (
      select 1 as n, jsonb_build_object('label', 'Sinal', 'amountCents', p_deposit, 'due', null) as item where p_deposit > 0
      union all
      select 2, jsonb_build_object('label', 'Restante', 'amountCents', p_total - p_deposit, 'due', nullif(p_content -> 'event' ->> 'date', '')) where p_total - p_deposit > 0
    ) parts)
  end
$$;

revoke all on function public.proposal_version_schedule(jsonb, integer, integer) from public, anon, authenticated;

-- The installments of a proposal's accepted version with what the payments paid of each: payments
-- fill them in order (a partial payment reduces the first open one). Null when nothing is accepted.
create or replace function public.proposal_installments(p_proposal_id bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with version as (
    select v.content, v.total_cents, v.deposit_cents from public.proposal_versions v where v.proposal_id = p_proposal_id and v.status = 'accepted'
  ), paid as (
    select coalesce(sum(p.amount_cents), 0)::bigint as total from public.proposal_payments p where p.proposal_id = p_proposal_id
  ), parts as (
    select item.ordinality::integer as number, item.value ->> 'label' as label, (item.value ->> 'amountCents')::bigint as amount,
           nullif(item.value ->> 'due', '')::date as due
    from version, jsonb_array_elements(public.proposal_version_schedule(version.content, version.total_cents, version.deposit_cents)) with ordinality as item(value, ordinality)
  ), filled as (
    select parts.*, coalesce(sum(amount) over (order by number rows between unbounded preceding and 1 preceding), 0) as before from parts
  )
  select jsonb_agg(jsonb_build_object(
      'number', number, 'label', label, 'amountCents', amount, 'due', due,
      'paidCents', greatest(0, least(amount, paid.total - before)),
      'remainingCents', amount - greatest(0, least(amount, paid.total - before))) order by number)
  from filled, paid
  where exists (select 1 from version)
$$;

revoke all on function public.proposal_installments(bigint) from public, anon, authenticated;

-- The next open installment of a proposal: its number, label, due date (null: the deposit's
-- deadline, the hold's), amount and what remains of it; null when nothing is accepted or all is paid.
create or replace function public.proposal_next_installment(p_proposal_id bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select i from jsonb_array_elements(public.proposal_installments(p_proposal_id)) as i
  where (i ->> 'remainingCents')::bigint > 0
  order by (i ->> 'number')::integer
  limit 1
$$;

revoke all on function public.proposal_next_installment(bigint) from public, anon, authenticated;

-- An administrator's view of the same, by quote: for the reminders and the WhatsApp templates.
create or replace function public.admin_next_installment(p_orcamento_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.proposal_refuse_unless_admin('admin_next_installment');
  return (select public.proposal_next_installment(p.id) from public.proposals p where p.orcamento_id = p_orcamento_id);
end
$$;

revoke all on function public.admin_next_installment(bigint) from public, anon;
grant execute on function public.admin_next_installment(bigint) to authenticated;

-- What an anonymization keeps of a version's document: as 20261128100200, plus the schedule (amounts,
-- dates and the labels the server writes, never a person's text).
create or replace function public.proposal_content_anonymized(p_content jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
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
$$;

revoke all on function public.proposal_content_anonymized(jsonb) from public, anon, authenticated, service_role;

-- The draft, with its schedule (as 20261126120000 otherwise).
create or replace function public.admin_proposal_save(p_orcamento_id bigint, p_draft jsonb)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_id bigint;
  found_status text;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_save');
  select id, status into found_id, found_status from public.proposals where orcamento_id = p_orcamento_id for update;
  if found_status = 'accepted' then
    raise exception 'proposta aceita não muda' using errcode = '55000';
  end if;
  if p_draft ? 'schedule' and jsonb_typeof(p_draft -> 'schedule') not in ('array', 'null') then
    raise exception 'parcelas inválidas' using errcode = '22023';
  end if;
  if found_id is null then
    if not exists (select 1 from public."Orcamentos" where id = p_orcamento_id) then
      raise exception 'orçamento % não existe', p_orcamento_id using errcode = 'P0002';
    end if;
    insert into public.proposals (orcamento_id, valid_until, deposit_percent, created_by)
    values (p_orcamento_id, (p_draft ->> 'valid_until')::date, (p_draft ->> 'deposit_percent')::integer, auth.uid())
    returning id into found_id;
  end if;
  update public.proposals set
    status = 'draft',
    guests = (p_draft ->> 'guests')::integer,
    event_date = (p_draft ->> 'event_date')::date,
    valid_until = (p_draft ->> 'valid_until')::date,
    deposit_percent = (p_draft ->> 'deposit_percent')::integer,
    discount_kind = coalesce(p_draft ->> 'discount_kind', 'none'),
    discount_value = coalesce((p_draft ->> 'discount_value')::integer, 0),
    payment_terms = coalesce(p_draft ->> 'payment_terms', ''),
    conditions = coalesce(p_draft ->> 'conditions', ''),
    schedule = case when jsonb_typeof(p_draft -> 'schedule') = 'array' then p_draft -> 'schedule' end,
    updated_at = now()
  where id = found_id;
  delete from public.proposal_lines where proposal_id = found_id;
  insert into public.proposal_lines (proposal_id, position, description, unit_cents, quantity)
  select found_id, line.ordinality::integer, line.value ->> 'description', (line.value ->> 'unit_cents')::integer, (line.value ->> 'quantity')::integer
  from jsonb_array_elements(coalesce(p_draft -> 'lines', '[]'::jsonb)) with ordinality as line(value, ordinality);
  return found_id;
end
$$;

-- Sending (as 20261128100200), refusing a document whose schedule does not start with the deposit
-- and sum to the total, in centavos, exactly.
create or replace function public.admin_proposal_send(p_proposal_id bigint, p_token text, p_link_salt text, p_content jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  proposal public.proposals%rowtype;
  settings public.admin_settings%rowtype;
  next_number integer;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_send');
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22}$' or p_link_salt is null or p_link_salt !~ '^[A-Za-z0-9_-]{22}$' then
    raise exception 'token inválido' using errcode = '22023';
  end if;
  select * into proposal from public.proposals where id = p_proposal_id for update;
  if not found then
    raise exception 'proposta % não existe', p_proposal_id using errcode = 'P0002';
  end if;
  if proposal.status <> 'draft' then
    raise exception 'só um rascunho pode ser enviado (a proposta está %)', proposal.status using errcode = '55000';
  end if;
  if jsonb_typeof(p_content -> 'totalCents') <> 'number' or jsonb_typeof(p_content -> 'depositCents') <> 'number' then
    raise exception 'conteúdo da proposta sem total ou sinal' using errcode = '22023';
  end if;
  if p_content ? 'schedule' and (
       jsonb_typeof(p_content -> 'schedule') <> 'array'
       or exists (select 1 from jsonb_array_elements(p_content -> 'schedule') as part
                  where jsonb_typeof(part -> 'amountCents') <> 'number' or (part ->> 'amountCents')::numeric <> floor((part ->> 'amountCents')::numeric)
                     or (part ->> 'amountCents')::numeric <= 0)
       or (select coalesce(sum((part ->> 'amountCents')::numeric), 0) from jsonb_array_elements(p_content -> 'schedule') as part) <> (p_content ->> 'totalCents')::numeric
       or ((p_content ->> 'depositCents')::numeric > 0 and (p_content -> 'schedule' -> 0 ->> 'amountCents')::numeric <> (p_content ->> 'depositCents')::numeric)) then
    raise exception 'as parcelas não somam o total da proposta' using errcode = '22023';
  end if;
  select * into settings from public.admin_settings where id for share;
  next_number := proposal.current_version + 1;
  update public.proposal_versions set status = 'replaced' where proposal_id = p_proposal_id and status in ('open', 'refused');
  insert into public.proposal_versions (proposal_id, number, token_hash, link_salt, content, content_sha256, total_cents, deposit_cents, valid_until, sent_by,
                                        pix_key, pix_beneficiary, pix_city)
  values (
    p_proposal_id, next_number, public.proposal_token_hash(p_token), p_link_salt, p_content,
    encode(sha256(convert_to(p_content::text, 'UTF8')), 'hex'),
    (p_content ->> 'totalCents')::integer, (p_content ->> 'depositCents')::integer, proposal.valid_until, auth.uid(),
    nullif(settings.pix_key, ''), nullif(settings.pix_beneficiary, ''), nullif(settings.pix_city, '')
  );
  update public.proposals set status = 'sent', current_version = next_number, updated_at = now() where id = p_proposal_id;
  update public."Orcamentos" set status = 'orcamento_enviado' where id = proposal.orcamento_id and status <> 'fechado';
  perform public.audit_write('proposal_sent', 'orcamento:' || proposal.orcamento_id, jsonb_build_object('proposta', p_proposal_id, 'versao', next_number));
  return next_number;
end
$$;

-- The schedule's settings (admin).
create or replace function public.admin_schedule_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.proposal_refuse_unless_admin('admin_schedule_settings');
  return (select jsonb_build_object('installments', s.balance_installments, 'daysBefore', s.balance_days_before) from public.admin_settings s where s.id);
end
$$;

create or replace function public.admin_set_schedule_settings(p_installments integer, p_days_before integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.proposal_refuse_unless_admin('admin_set_schedule_settings');
  update public.admin_settings set balance_installments = p_installments, balance_days_before = p_days_before where id;
  return found;
end
$$;

revoke all on function public.admin_schedule_settings() from public, anon;
revoke all on function public.admin_set_schedule_settings(integer, integer) from public, anon;
grant execute on function public.admin_schedule_settings() to authenticated;
grant execute on function public.admin_set_schedule_settings(integer, integer) to authenticated;

-- A payment (amount, day, method) of an accepted proposal, under the proposal's lock: never more
-- than what remains of the schedule. The payment that completes the deposit confirms the booking
-- (as 20261128090200: the hold, or the quote's date through the rule, BK001/BK002 unless
-- `p_override_reason` says why, and then nothing is recorded) and the quote is won. Returns its id,
-- which is the receipt's number.
create or replace function public.admin_proposal_record_payment(p_proposal_id bigint, p_amount_cents integer, p_paid_on date, p_method text, p_override_reason text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote_id bigint;
  proposal_status text;
  payment_id bigint;
  paid bigint;
  deposit integer;
  total integer;
  booking public.bookings%rowtype;
  event_day date;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_record_payment');
  select orcamento_id, status into quote_id, proposal_status from public.proposals where id = p_proposal_id for update;
  if quote_id is null then
    raise exception 'proposta % não existe', p_proposal_id using errcode = 'P0002';
  end if;
  if proposal_status <> 'accepted' then
    raise exception 'o pagamento só é registrado numa proposta aceita' using errcode = '55000';
  end if;
  if p_method is null or p_method not in ('pix', 'dinheiro', 'cartao', 'transferencia') then
    raise exception 'forma de pagamento inválida' using errcode = '22023';
  end if;
  select v.deposit_cents, v.total_cents into deposit, total from public.proposal_versions v where v.proposal_id = p_proposal_id and v.status = 'accepted';
  select coalesce(sum(amount_cents), 0) into paid from public.proposal_payments where proposal_id = p_proposal_id;
  if p_amount_cents is null or p_amount_cents < 1 or paid + p_amount_cents > total then
    raise exception 'o valor passa do que falta pagar (% centavos)', total - paid using errcode = 'PY001';
  end if;
  insert into public.proposal_payments (proposal_id, amount_cents, paid_on, method, recorded_by, recorded_by_email)
  values (p_proposal_id, p_amount_cents, p_paid_on, p_method, auth.uid(), nullif(auth.jwt() ->> 'email', ''))
  returning id into payment_id;
  perform public.audit_write('deposit_recorded', 'orcamento:' || quote_id,
    jsonb_build_object('proposta', p_proposal_id, 'valor_centavos', p_amount_cents, 'pago_em', p_paid_on, 'forma', p_method, 'recibo', payment_id));
  paid := paid + p_amount_cents;
  if paid >= coalesce(deposit, 0) then
    select * into booking from public.bookings b where b.orcamento_id = quote_id and b.released_at is null and b.lapsed_at is null;
    if booking.id is null or booking.kind = 'hold' then
      event_day := coalesce(booking.day, (select q.date::date from public."Orcamentos" q where q.id = quote_id));
      perform public.booking_refused(public.booking_place(quote_id, event_day, 'confirmed', null, 'deposit', p_override_reason), event_day);
      perform public.quote_mark_won(quote_id, 'sinal');
    end if;
  end if;
  return payment_id;
end
$$;

revoke all on function public.admin_proposal_record_payment(bigint, integer, date, text, text) from public, anon;
grant execute on function public.admin_proposal_record_payment(bigint, integer, date, text, text) to authenticated;

-- The earlier signatures: a Pix payment, by the same rule.
create or replace function public.admin_proposal_record_payment(p_proposal_id bigint, p_amount_cents integer, p_paid_on date, p_override_reason text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return public.admin_proposal_record_payment(p_proposal_id, p_amount_cents, p_paid_on, 'pix', p_override_reason);
end
$$;

create or replace function public.admin_proposal_record_payment(p_proposal_id bigint, p_amount_cents integer, p_paid_on date)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return public.admin_proposal_record_payment(p_proposal_id, p_amount_cents, p_paid_on, 'pix', null::text);
end
$$;

-- The payments of a proposal as receipts: each with what remained of the total after it.
create or replace function public.proposal_receipts(p_proposal_id bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', r.id, 'amountCents', r.amount_cents, 'paidOn', r.paid_on, 'method', r.method, 'recordedAt', r.recorded_at,
      'recordedByEmail', r.recorded_by_email, 'paidBeforeCents', r.before, 'balanceAfterCents', r.total - r.before - r.amount_cents) order by r.id), '[]'::jsonb)
  from (
    select p.*, coalesce(sum(p.amount_cents) over (order by p.id rows between unbounded preceding and 1 preceding), 0) as before,
           (select v.total_cents from public.proposal_versions v where v.proposal_id = p.proposal_id and v.status = 'accepted') as total
    from public.proposal_payments p where p.proposal_id = p_proposal_id
  ) r
$$;

revoke all on function public.proposal_receipts(bigint) from public, anon, authenticated;

-- The editor's view (as 20261128100200), with the schedule, the receipts, the acceptance's contract
-- data, the accepted document (the receipts quote it) and the link's openings.
create or replace function public.admin_proposal(p_orcamento_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  proposal public.proposals%rowtype;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal');
  select * into proposal from public.proposals where orcamento_id = p_orcamento_id;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'id', proposal.id,
    'orcamentoId', proposal.orcamento_id,
    'status', proposal.status,
    'guests', proposal.guests,
    'eventDate', proposal.event_date,
    'validUntil', proposal.valid_until,
    'depositPercent', proposal.deposit_percent,
    'discountKind', proposal.discount_kind,
    'discountValue', proposal.discount_value,
    'paymentTerms', proposal.payment_terms,
    'conditions', proposal.conditions,
    'schedule', proposal.schedule,
    'currentVersion', proposal.current_version,
    'updatedAt', proposal.updated_at,
    'lines', coalesce((select jsonb_agg(jsonb_build_object('description', l.description, 'unitCents', l.unit_cents, 'quantity', l.quantity) order by l.position)
      from public.proposal_lines l where l.proposal_id = proposal.id), '[]'::jsonb),
    'versions', coalesce((select jsonb_agg(jsonb_build_object(
        'number', v.number, 'linkSalt', v.link_salt, 'tokenSha256', encode(v.token_hash, 'hex'),
        'state', public.proposal_version_state(v.status, v.valid_until), 'sentAt', v.sent_at,
        'totalCents', v.total_cents, 'depositCents', v.deposit_cents, 'validUntil', v.valid_until, 'contentSha256', v.content_sha256,
        'opens', jsonb_build_object('count', v.open_count, 'first', v.first_opened_at, 'last', v.last_opened_at),
        'pix', case when v.pix_key is not null then jsonb_build_object('key', v.pix_key, 'beneficiary', v.pix_beneficiary, 'city', v.pix_city) end) order by v.number desc)
      from public.proposal_versions v where v.proposal_id = proposal.id), '[]'::jsonb),
    'acceptance', (select jsonb_build_object('versionNumber', v.number, 'fullName', a.full_name, 'acceptedAt', a.accepted_at, 'clientAddress', a.client_address,
        'userAgent', a.user_agent, 'contentSha256', a.content_sha256, 'cpf', a.cpf, 'eventAddress', a.event_address)
      from public.proposal_acceptances a join public.proposal_versions v on v.id = a.version_id where a.proposal_id = proposal.id),
    'refusals', coalesce((select jsonb_agg(jsonb_build_object('versionNumber', v.number, 'reason', r.reason, 'refusedAt', r.refused_at) order by r.refused_at desc)
      from public.proposal_refusals r join public.proposal_versions v on v.id = r.version_id where r.proposal_id = proposal.id), '[]'::jsonb),
    'payments', public.proposal_receipts(proposal.id),
    'installments', coalesce(public.proposal_installments(proposal.id), '[]'::jsonb),
    'acceptedContent', (select v.content from public.proposal_versions v where v.proposal_id = proposal.id and v.status = 'accepted')
  );
end
$$;

-- What the client's link shows (as 20261128100200), with the schedule as paid so far, the receipts
-- and who accepted, with the CPF (the receipts' payer).
create or replace function public.proposal_view(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  version public.proposal_versions%rowtype;
  acceptance public.proposal_acceptances%rowtype;
  paid bigint;
begin
  select * into version from public.proposal_versions where token_hash = public.proposal_token_hash(p_token);
  if not found then
    return null;
  end if;
  select * into acceptance from public.proposal_acceptances where version_id = version.id;
  select coalesce(sum(amount_cents), 0) into paid from public.proposal_payments where proposal_id = version.proposal_id;
  return jsonb_build_object(
    'number', version.number,
    'state', public.proposal_version_state(version.status, version.valid_until),
    'content', version.content,
    'contentSha256', version.content_sha256,
    'sentAt', version.sent_at,
    'acceptedAt', acceptance.accepted_at,
    'acceptedName', acceptance.full_name,
    'acceptedCpf', acceptance.cpf,
    'depositPaid', paid >= version.deposit_cents and version.status = 'accepted',
    'pix', case when version.status = 'accepted' and version.pix_key is not null then
      jsonb_build_object('key', version.pix_key, 'beneficiary', version.pix_beneficiary, 'city', version.pix_city) end,
    'installments', case when version.status = 'accepted' then coalesce(public.proposal_installments(version.proposal_id), '[]'::jsonb) else '[]'::jsonb end,
    'receipts', case when version.status = 'accepted' then public.proposal_receipts(version.proposal_id) else '[]'::jsonb end
  );
end
$$;

-- The client opened the link: counted on the version (how many times, first and last), nothing else kept.
create or replace function public.proposal_opened(p_token text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.proposal_versions
    set open_count = least(open_count + 1, 1000000), first_opened_at = coalesce(first_opened_at, now()), last_opened_at = now()
    where token_hash = public.proposal_token_hash(p_token);
end
$$;

revoke all on function public.proposal_opened(text) from public;
grant execute on function public.proposal_opened(text) to anon, authenticated;

-- Acceptance (as 20261128090200) with the contract's data: the CPF (11 digits, valid check digits)
-- and the event's address ({cep, street, number, complement, neighborhood, city}), kept on the
-- acceptance and written to the quote (the address through its history). 'invalid' when either is missing.
drop function if exists public.proposal_accept(text, text, text, text);
create or replace function public.proposal_accept(p_token text, p_full_name text, p_cpf text, p_address jsonb, p_client_address text default null, p_user_agent text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  version public.proposal_versions%rowtype;
  state text;
  quote public."Orcamentos"%rowtype;
  event_day date;
  kind text;
  until date;
  outcome text;
  address jsonb;
begin
  select * into version from public.proposal_versions where token_hash = public.proposal_token_hash(p_token);
  if not found then
    return jsonb_build_object('outcome', 'not_found');
  end if;
  address := jsonb_build_object(
    'cep', left(btrim(p_address ->> 'cep'), 9), 'street', left(btrim(p_address ->> 'street'), 200), 'number', left(btrim(p_address ->> 'number'), 20),
    'complement', nullif(left(btrim(coalesce(p_address ->> 'complement', '')), 100), ''), 'neighborhood', left(btrim(p_address ->> 'neighborhood'), 100),
    'city', left(btrim(p_address ->> 'city'), 100));
  if not public.cpf_valid(p_cpf) or jsonb_typeof(p_address) <> 'object' or coalesce(address ->> 'cep', '') !~ '^[0-9]{5}-?[0-9]{3}$'
     or coalesce(address ->> 'street', '') = '' or coalesce(address ->> 'number', '') = '' or coalesce(address ->> 'neighborhood', '') = '' or coalesce(address ->> 'city', '') = '' then
    return jsonb_build_object('outcome', 'invalid');
  end if;
  perform 1 from public.proposals where id = version.proposal_id for update;
  select * into version from public.proposal_versions where id = version.id for update;
  state := public.proposal_version_state(version.status, version.valid_until);
  if state <> 'open' then
    return jsonb_build_object('outcome', case state when 'accepted' then 'already_accepted' when 'refused' then 'already_refused' else state end);
  end if;
  select q.* into quote from public."Orcamentos" q join public.proposals p on p.orcamento_id = q.id where p.id = version.proposal_id for update of q;
  event_day := coalesce(nullif(version.content -> 'event' ->> 'date', '')::date, quote.date::date);
  if version.deposit_cents = 0 then
    kind := 'confirmed';
  else
    kind := 'hold';
    until := least(public.sao_paulo_today() + coalesce((select s.hold_days from public.admin_settings s where s.id), 3), event_day);
  end if;
  outcome := public.booking_place(quote.id, event_day, kind, until, 'acceptance', null);
  if outcome <> 'booked' then
    perform public.audit_write('acceptance_unavailable', 'orcamento:' || quote.id,
      jsonb_build_object('proposta', version.proposal_id, 'versao', version.number, 'dia', event_day, 'motivo', case outcome when 'blocked' then 'bloqueado' else 'lotado' end));
    return jsonb_build_object('outcome', 'unavailable', 'orcamentoId', quote.id);
  end if;
  insert into public.proposal_acceptances (version_id, proposal_id, full_name, client_address, user_agent, content_sha256, cpf, event_address)
  values (version.id, version.proposal_id, btrim(p_full_name), left(p_client_address, 64), left(p_user_agent, 500), version.content_sha256, p_cpf, address);
  update public.proposal_versions set status = 'accepted' where id = version.id;
  update public.proposals set status = 'accepted', updated_at = now() where id = version.proposal_id;
  perform public.quote_apply_changes(quote.id, jsonb_strip_nulls(jsonb_build_object(
    'date', event_day, 'guests', nullif(version.content -> 'event' ->> 'guests', '')::integer, 'event_value_cents', version.total_cents,
    'address_cep', address ->> 'cep', 'address_street', address ->> 'street', 'address_number', address ->> 'number',
    'address_complement', address ->> 'complement', 'neighborhood', address ->> 'neighborhood', 'address_city', address ->> 'city')), 'acceptance');
  update public."Orcamentos" set client_cpf = p_cpf where id = quote.id;
  if kind = 'confirmed' then
    perform public.quote_mark_won(quote.id, 'aceite');
  else
    update public."Orcamentos" set next_contact = until where id = quote.id
      and exists (select 1 from public.bookings b where b.orcamento_id = quote.id and b.kind = 'hold' and b.released_at is null and b.lapsed_at is null);
  end if;
  perform public.audit_write('proposal_accepted', 'orcamento:' || quote.id, jsonb_build_object('proposta', version.proposal_id, 'versao', version.number, 'sha256', version.content_sha256));
  return jsonb_build_object('outcome', 'accepted', 'orcamentoId', quote.id, 'clientEmail', nullif(btrim(quote.email), ''));
end
$$;

revoke all on function public.proposal_accept(text, text, text, jsonb, text, text) from public;
grant execute on function public.proposal_accept(text, text, text, jsonb, text, text) to anon, authenticated;

-- A refusal (as 20261126120000) also moves the quote back to "Em contato" (unless it is won or
-- lost), with the reason as a note and today as the next contact: the owner calls back.
create or replace function public.proposal_refuse(p_token text, p_reason text default null, p_client_address text default null, p_user_agent text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  version public.proposal_versions%rowtype;
  state text;
  quote_id bigint;
  reason text := nullif(btrim(left(p_reason, 1000)), '');
begin
  select * into version from public.proposal_versions where token_hash = public.proposal_token_hash(p_token);
  if not found then
    return jsonb_build_object('outcome', 'not_found');
  end if;
  perform 1 from public.proposals where id = version.proposal_id for update;
  select * into version from public.proposal_versions where id = version.id for update;
  state := public.proposal_version_state(version.status, version.valid_until);
  if state <> 'open' then
    return jsonb_build_object('outcome', case state when 'accepted' then 'already_accepted' when 'refused' then 'already_refused' else state end);
  end if;
  insert into public.proposal_refusals (version_id, proposal_id, reason, client_address, user_agent)
  values (version.id, version.proposal_id, reason, left(p_client_address, 64), left(p_user_agent, 500));
  update public.proposal_versions set status = 'refused' where id = version.id;
  update public.proposals set status = case when status = 'sent' then 'refused' else status end, updated_at = now()
  where id = version.proposal_id returning orcamento_id into quote_id;
  -- Two statements: the status change sets its own next contact (orcamentos_next_contact); today overrides it.
  update public."Orcamentos" set status = 'em_contato' where id = quote_id and status not in ('fechado', 'perdido');
  update public."Orcamentos" set next_contact = public.sao_paulo_today() where id = quote_id and status = 'em_contato';
  insert into public.orcamento_notas (orcamento_id, body)
    values (quote_id, 'Proposta v' || version.number || ' recusada pelo cliente. ' || coalesce('Motivo: ' || reason, 'Sem motivo informado.'));
  perform public.audit_write('proposal_refused', 'orcamento:' || quote_id, jsonb_build_object('proposta', version.proposal_id, 'versao', version.number));
  return jsonb_build_object('outcome', 'refused', 'orcamentoId', quote_id);
end
$$;

revoke all on function public.proposal_refuse(text, text, text, text) from public;
grant execute on function public.proposal_refuse(text, text, text, text) to anon, authenticated;

-- Who is told of a refusal through `p_token` in the last hour (the administrator's list), once per
-- version; null otherwise. The server's (job_ twin on Supabase).
create or replace function public.proposal_refusal_recipients(p_token text)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.proposal_versions v join public.proposal_refusals r on r.version_id = v.id
    where v.token_hash = public.proposal_token_hash(p_token) and r.refused_at > now() - interval '1 hour'
      and not exists (select 1 from public.mail_log m where m.kind = 'recusa' and m.proposal_id = v.proposal_id and m.sent_at >= r.refused_at)
  ) then
    return coalesce((select s.notify_recipients from public.admin_settings s where s.id), '{}'::text[]);
  end if;
  return null;
end
$$;

revoke all on function public.proposal_refusal_recipients(text) from public, anon, authenticated;
grant execute on function public.proposal_refusal_recipients(text) to service_role;

create or replace function public.job_proposal_refusal_recipients(p_key text, p_token text)
returns text[] language plpgsql stable security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.proposal_refusal_recipients(p_token); end $$;

revoke all on function public.job_proposal_refusal_recipients(text, text) from public;
grant execute on function public.job_proposal_refusal_recipients(text, text) to anon, authenticated;

-- The e-mail kinds (20261128110000) and two more: 'recusa', the server telling the business of a
-- refusal through the link `p_ref` within the hour, once per refusal; 'recibo', an administrator
-- sending the client the receipt of the payment `p_ref`.
alter table public.mail_log drop constraint if exists mail_log_kind_check;
alter table public.mail_log add constraint mail_log_kind_check
  check (kind in ('novo_orcamento', 'alerta_acesso', 'resumo', 'proposta', 'aceite', 'copia_aceite', 'teste', 'pix_alterado', 'contato_alterado', 'data_indisponivel', 'recusa', 'recibo'));

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
  elsif p_kind = 'recusa' and p_server then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposal_refusals r on r.version_id = v.id join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref) and r.refused_at > now() - interval '1 hour'
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.proposal_id = p.id and m.sent_at >= r.refused_at);
  elsif p_kind = 'data_indisponivel' and p_server then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref)
        and exists (select 1 from public.audit_log a where a.subject = 'orcamento:' || p.orcamento_id and a.action = 'acceptance_unavailable' and a.at > now() - interval '1 hour')
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.proposal_id = p.id and m.sent_at > now() - interval '1 hour');
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
  elsif p_kind = 'recibo' and coalesce(public.is_admin(), false) then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_payments pp join public.proposals p on p.id = pp.proposal_id
      where pp.id::text = p_ref;
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

-- Acceptances, refusals and payments stay records (20261126130500); an anonymization may blank, of
-- an acceptance, the typed name, the CPF and the event's address as well.
create or replace function public.proposal_records_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  personal text[] := case tg_table_name
    when 'proposal_acceptances' then array['full_name', 'client_address', 'user_agent', 'cpf', 'event_address']
    when 'proposal_refusals' then array['reason', 'client_address', 'user_agent']
  end;
  changed jsonb := to_jsonb(new);
begin
  if tg_op = 'UPDATE' and personal is not null
     and (changed - personal) = (to_jsonb(old) - personal)
     and jsonb_typeof(changed -> 'client_address') = 'null' and jsonb_typeof(changed -> 'user_agent') = 'null'
     and (case tg_table_name
            when 'proposal_acceptances' then changed ->> 'full_name' = public.anonymized_marker()
              and jsonb_typeof(changed -> 'cpf') = 'null' and jsonb_typeof(changed -> 'event_address') = 'null'
            else jsonb_typeof(changed -> 'reason') = 'null'
          end) then
    return new;
  end if;
  raise exception 'registro permanente: % não é permitido em %', lower(tg_op), tg_table_name using errcode = '42501';
end
$$;

revoke all on function public.proposal_records_append_only() from public, anon, authenticated;

-- The one place that clears a quote's person (20261128110000), now with the CPF, the acceptance's
-- contract data and the receipts e-mailed to the client.
create or replace function public.anonymize_quote_rows(p_ids bigint[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
  update public.proposal_versions
    set content = public.proposal_content_anonymized(content), link_salt = null,
        token_hash = sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text, 'UTF8'))
    where proposal_id = any(proposal_ids) and (content is distinct from public.proposal_content_anonymized(content) or link_salt is not null);
  update public.proposal_acceptances set full_name = public.anonymized_marker(), client_address = null, user_agent = null, cpf = null, event_address = null
    where proposal_id = any(proposal_ids) and (full_name, client_address, user_agent, cpf, event_address) is distinct from (public.anonymized_marker(), null, null, null, null);
  update public.proposal_refusals set reason = null, client_address = null, user_agent = null
    where proposal_id = any(proposal_ids) and (reason, client_address, user_agent) is distinct from (null, null, null);
  return changed;
end
$$;

-- A person's records (20261128090400), with the acceptance's contract data and each payment's method.
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
        'payments', coalesce((select jsonb_agg(jsonb_build_object('receipt', m.id, 'amount_cents', m.amount_cents, 'paid_on', m.paid_on, 'method', m.method, 'recorded_at', m.recorded_at) order by m.paid_on, m.id)
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
$$;

revoke all on function public.person_records(bigint[]) from public, anon, authenticated, service_role;
