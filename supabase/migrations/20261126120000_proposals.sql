-- Proposals: from a quote to a booked party (docs/propostas-e-pix.md).
--
-- An administrator drafts a proposal for a quote (lines in integer centavos), and "Enviar" freezes
-- it as version N: the exact JSON the client sees, its SHA-256 and the hash of a 128-bit token
-- that makes the client's link. The client reaches the version only through proposal_view(token),
-- and accepts or refuses it only through proposal_accept/proposal_refuse, which check state and
-- expiry in the transaction that records the answer (once only). Administrators record the
-- deposit. No API role reads or writes these tables directly except administrators reading;
-- nobody deletes anything through the API, and a sent version never changes, not even for the owner.

-- Admin-only settings of this feature (the one row of public.admin_settings).
alter table public.admin_settings add column if not exists deposit_percent integer not null default 30;
alter table public.admin_settings add column if not exists pix_key text;
alter table public.admin_settings add column if not exists pix_beneficiary text;
alter table public.admin_settings add column if not exists pix_city text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'admin_settings_proposals_check' and conrelid = 'public.admin_settings'::regclass) then
    alter table public.admin_settings add constraint admin_settings_proposals_check check (
      deposit_percent between 0 and 100
      and char_length(coalesce(pix_key, '')) <= 77
      and char_length(coalesce(pix_beneficiary, '')) <= 25
      and char_length(coalesce(pix_city, '')) <= 15
    );
  end if;
end
$$;

grant update (deposit_percent, pix_key, pix_beneficiary, pix_city) on public.admin_settings to authenticated;

create table if not exists public.proposals (
  id bigint generated always as identity primary key,
  -- One proposal per quote; its versions are the revisions.
  orcamento_id bigint not null unique references public."Orcamentos" (id),
  -- draft: being written (a sent version may still be open); sent: the newest version is out;
  -- accepted: final; refused: the client said no (a new version may follow).
  status text not null default 'draft' check (status in ('draft', 'sent', 'accepted', 'refused')),
  guests integer check (guests between 1 and 5000),
  event_date date,
  valid_until date not null,
  deposit_percent integer not null check (deposit_percent between 0 and 100),
  discount_kind text not null default 'none' check (discount_kind in ('none', 'amount', 'percent')),
  -- Centavos for 'amount', hundredths of a percent for 'percent' (750 = 7,5%).
  discount_value integer not null default 0 check (discount_value >= 0),
  payment_terms text not null default '' check (char_length(payment_terms) <= 2000),
  conditions text not null default '' check (char_length(conditions) <= 8000),
  current_version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid
);

create table if not exists public.proposal_lines (
  id bigint generated always as identity primary key,
  proposal_id bigint not null references public.proposals (id),
  position integer not null,
  description text not null check (char_length(btrim(description)) between 1 and 200),
  unit_cents integer not null check (unit_cents between 0 and 100000000),
  quantity integer not null check (quantity between 1 and 100000),
  unique (proposal_id, position)
);

create table if not exists public.proposal_versions (
  id bigint generated always as identity primary key,
  proposal_id bigint not null references public.proposals (id),
  number integer not null check (number >= 1),
  -- The link's token, for administrators to send it again; visitors are looked up by its hash.
  token text not null,
  token_hash bytea not null unique,
  content jsonb not null,
  content_sha256 text not null,
  total_cents integer not null check (total_cents >= 0),
  deposit_cents integer not null check (deposit_cents >= 0),
  valid_until date not null,
  status text not null default 'open' check (status in ('open', 'replaced', 'accepted', 'refused')),
  sent_at timestamptz not null default now(),
  sent_by uuid,
  unique (proposal_id, number)
);

create table if not exists public.proposal_acceptances (
  id bigint generated always as identity primary key,
  version_id bigint not null unique references public.proposal_versions (id),
  -- Once per proposal, whichever version.
  proposal_id bigint not null unique references public.proposals (id),
  full_name text not null check (char_length(btrim(full_name)) between 3 and 120),
  accepted_at timestamptz not null default now(),
  -- As the request limits know it (lib/request/client-address.ts): null when nothing trusted says it.
  client_address text check (char_length(client_address) <= 64),
  user_agent text check (char_length(user_agent) <= 500),
  content_sha256 text not null
);

create table if not exists public.proposal_refusals (
  id bigint generated always as identity primary key,
  version_id bigint not null unique references public.proposal_versions (id),
  proposal_id bigint not null references public.proposals (id),
  reason text check (char_length(reason) <= 1000),
  refused_at timestamptz not null default now(),
  client_address text check (char_length(client_address) <= 64),
  user_agent text check (char_length(user_agent) <= 500)
);

create table if not exists public.proposal_payments (
  id bigint generated always as identity primary key,
  proposal_id bigint not null references public.proposals (id),
  amount_cents integer not null check (amount_cents between 1 and 1000000000),
  paid_on date not null,
  recorded_at timestamptz not null default now(),
  recorded_by uuid,
  recorded_by_email text
);

create index if not exists proposal_versions_proposal_idx on public.proposal_versions (proposal_id, number desc);
create index if not exists proposal_payments_proposal_idx on public.proposal_payments (proposal_id);
create index if not exists proposal_refusals_proposal_idx on public.proposal_refusals (proposal_id);
create index if not exists proposals_status_idx on public.proposals (status, updated_at desc);

-- What the client saw is evidence (CDC art. 40): a version's content, link and figures never
-- change and no version is deleted, whoever asks (the owner included). Only its status moves.
create or replace function public.proposal_versions_frozen()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'uma versão enviada não pode ser apagada' using errcode = '42501';
  end if;
  if (new.proposal_id, new.number, new.token, new.token_hash, new.content, new.content_sha256, new.total_cents, new.deposit_cents, new.valid_until, new.sent_at)
     is distinct from (old.proposal_id, old.number, old.token, old.token_hash, old.content, old.content_sha256, old.total_cents, old.deposit_cents, old.valid_until, old.sent_at) then
    raise exception 'uma versão enviada não muda' using errcode = '42501';
  end if;
  return new;
end
$$;

drop trigger if exists proposal_versions_frozen on public.proposal_versions;
create trigger proposal_versions_frozen before update or delete on public.proposal_versions for each row execute function public.proposal_versions_frozen();

-- Acceptances, refusals and payments are records: written once, never changed or removed.
create or replace function public.proposal_records_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'registro permanente: % não é permitido em %', lower(tg_op), tg_table_name using errcode = '42501';
end
$$;

drop trigger if exists proposal_acceptances_append_only on public.proposal_acceptances;
create trigger proposal_acceptances_append_only before update or delete on public.proposal_acceptances for each row execute function public.proposal_records_append_only();
drop trigger if exists proposal_refusals_append_only on public.proposal_refusals;
create trigger proposal_refusals_append_only before update or delete on public.proposal_refusals for each row execute function public.proposal_records_append_only();
drop trigger if exists proposal_payments_append_only on public.proposal_payments;
create trigger proposal_payments_append_only before update or delete on public.proposal_payments for each row execute function public.proposal_records_append_only();

-- Row-level security: administrators read; every write goes through the functions below.
do $$
declare
  t text;
begin
  foreach t in array array['proposals', 'proposal_lines', 'proposal_versions', 'proposal_acceptances', 'proposal_refusals', 'proposal_payments'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('drop policy if exists %I on public.%I', t || '_select_admins', t);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_admin()))', t || '_select_admins', t);
    execute format('revoke all on table public.%I from public, anon, authenticated', t);
    execute format('grant select on table public.%I to authenticated', t);
  end loop;
end
$$;

-- São Paulo's calendar day: a proposal valid until the 10th may be accepted until 23:59 of the 10th there.
create or replace function public.proposal_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Sao_Paulo')::date
$$;

create or replace function public.proposal_token_hash(p_token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(coalesce(p_token, ''), 'UTF8'))
$$;

revoke all on function public.proposal_today() from public, anon, authenticated;
revoke all on function public.proposal_token_hash(text) from public, anon, authenticated;

create or replace function public.proposal_refuse_unless_admin(p_function text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception '%: somente administradores', p_function using errcode = '42501';
  end if;
end
$$;

revoke all on function public.proposal_refuse_unless_admin(text) from public, anon, authenticated;

-- An administrator writes the draft of a quote's proposal (creating it the first time) and gets
-- its id. A draft of a sent or refused proposal becomes the next version when sent; an accepted
-- proposal never changes.
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
    updated_at = now()
  where id = found_id;
  delete from public.proposal_lines where proposal_id = found_id;
  insert into public.proposal_lines (proposal_id, position, description, unit_cents, quantity)
  select found_id, line.ordinality::integer, line.value ->> 'description', (line.value ->> 'unit_cents')::integer, (line.value ->> 'quantity')::integer
  from jsonb_array_elements(coalesce(p_draft -> 'lines', '[]'::jsonb)) with ordinality as line(value, ordinality);
  return found_id;
end
$$;

-- "Enviar": freezes the draft as the next version, with the content the app computed from it (the
-- exact document the client sees), and retires the previous link. The token arrives in clear once,
-- so the link can be shown again; the client is found by its hash. The quote moves to
-- "Orçamento enviado" (unless it is already won).
create or replace function public.admin_proposal_send(p_proposal_id bigint, p_token text, p_content jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  proposal public.proposals%rowtype;
  next_number integer;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_send');
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22}$' then
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
  next_number := proposal.current_version + 1;
  update public.proposal_versions set status = 'replaced' where proposal_id = p_proposal_id and status in ('open', 'refused');
  insert into public.proposal_versions (proposal_id, number, token, token_hash, content, content_sha256, total_cents, deposit_cents, valid_until, sent_by)
  values (
    p_proposal_id, next_number, p_token, public.proposal_token_hash(p_token), p_content,
    encode(sha256(convert_to(p_content::text, 'UTF8')), 'hex'),
    (p_content ->> 'totalCents')::integer, (p_content ->> 'depositCents')::integer, proposal.valid_until, auth.uid()
  );
  update public.proposals set status = 'sent', current_version = next_number, updated_at = now() where id = p_proposal_id;
  update public."Orcamentos" set status = 'orcamento_enviado' where id = proposal.orcamento_id and status <> 'fechado';
  perform public.audit_write('proposal_sent', 'orcamento:' || proposal.orcamento_id, jsonb_build_object('proposta', p_proposal_id, 'versao', next_number));
  return next_number;
end
$$;

-- A version's public state: open, expired (open but past its validity, São Paulo's day), replaced, accepted or refused.
create or replace function public.proposal_version_state(p_status text, p_valid_until date)
returns text
language sql
stable
set search_path = ''
as $$
  select case when p_status = 'open' and p_valid_until < public.proposal_today() then 'expired' else p_status end
$$;

revoke all on function public.proposal_version_state(text, date) from public, anon, authenticated;

-- What the client's link shows: the frozen version and its state, or null for any token that is
-- not a link (one answer for malformed, unknown and forged tokens). After acceptance it adds what
-- the deposit's Pix code needs.
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
  settings public.admin_settings%rowtype;
  paid bigint;
begin
  select * into version from public.proposal_versions where token_hash = public.proposal_token_hash(p_token);
  if not found then
    return null;
  end if;
  select * into acceptance from public.proposal_acceptances where version_id = version.id;
  select * into settings from public.admin_settings where id;
  select coalesce(sum(amount_cents), 0) into paid from public.proposal_payments where proposal_id = version.proposal_id;
  return jsonb_build_object(
    'number', version.number,
    'state', public.proposal_version_state(version.status, version.valid_until),
    'content', version.content,
    'contentSha256', version.content_sha256,
    'sentAt', version.sent_at,
    'acceptedAt', acceptance.accepted_at,
    'acceptedName', acceptance.full_name,
    'depositPaid', paid >= version.deposit_cents and version.status = 'accepted',
    'pix', case when version.status = 'accepted' and nullif(settings.pix_key, '') is not null then
      jsonb_build_object('key', settings.pix_key, 'beneficiary', settings.pix_beneficiary, 'city', settings.pix_city) end
  );
end
$$;

-- The client's answer, once: 'accepted' (with what the e-mails need) for the one call that
-- accepted, otherwise why not: not_found, already_accepted, already_refused, replaced or expired.
-- The version's row lock serialises concurrent answers; the unique keys back it.
create or replace function public.proposal_accept(p_token text, p_full_name text, p_client_address text default null, p_user_agent text default null)
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
  quote_email text;
begin
  select * into version from public.proposal_versions where token_hash = public.proposal_token_hash(p_token);
  if not found then
    return jsonb_build_object('outcome', 'not_found');
  end if;
  -- The proposal first (as admin_proposal_send locks it), then the version as it is now.
  perform 1 from public.proposals where id = version.proposal_id for update;
  select * into version from public.proposal_versions where id = version.id for update;
  state := public.proposal_version_state(version.status, version.valid_until);
  if state <> 'open' then
    return jsonb_build_object('outcome', case state when 'accepted' then 'already_accepted' when 'refused' then 'already_refused' else state end);
  end if;
  insert into public.proposal_acceptances (version_id, proposal_id, full_name, client_address, user_agent, content_sha256)
  values (version.id, version.proposal_id, btrim(p_full_name), left(p_client_address, 64), left(p_user_agent, 500), version.content_sha256);
  update public.proposal_versions set status = 'accepted' where id = version.id;
  update public.proposals set status = 'accepted', updated_at = now() where id = version.proposal_id returning orcamento_id into quote_id;
  update public."Orcamentos" set status = 'fechado' where id = quote_id returning email into quote_email;
  perform public.audit_write('proposal_accepted', 'orcamento:' || quote_id, jsonb_build_object('proposta', version.proposal_id, 'versao', version.number, 'sha256', version.content_sha256));
  return jsonb_build_object('outcome', 'accepted', 'orcamentoId', quote_id, 'clientEmail', nullif(btrim(quote_email), ''));
end
$$;

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
  values (version.id, version.proposal_id, nullif(btrim(left(p_reason, 1000)), ''), left(p_client_address, 64), left(p_user_agent, 500));
  update public.proposal_versions set status = 'refused' where id = version.id;
  -- A draft being written for the next version stays a draft.
  update public.proposals set status = case when status = 'sent' then 'refused' else status end, updated_at = now()
  where id = version.proposal_id returning orcamento_id into quote_id;
  perform public.audit_write('proposal_refused', 'orcamento:' || quote_id, jsonb_build_object('proposta', version.proposal_id, 'versao', version.number));
  return jsonb_build_object('outcome', 'refused', 'orcamentoId', quote_id);
end
$$;

-- "Sinal recebido": an administrator records a payment of an accepted proposal.
create or replace function public.admin_proposal_record_payment(p_proposal_id bigint, p_amount_cents integer, p_paid_on date)
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
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_record_payment');
  select orcamento_id, status into quote_id, proposal_status from public.proposals where id = p_proposal_id for update;
  if quote_id is null then
    raise exception 'proposta % não existe', p_proposal_id using errcode = 'P0002';
  end if;
  if proposal_status <> 'accepted' then
    raise exception 'o sinal só é registrado numa proposta aceita' using errcode = '55000';
  end if;
  insert into public.proposal_payments (proposal_id, amount_cents, paid_on, recorded_by, recorded_by_email)
  values (p_proposal_id, p_amount_cents, p_paid_on, auth.uid(), nullif(auth.jwt() ->> 'email', ''))
  returning id into payment_id;
  perform public.audit_write('deposit_recorded', 'orcamento:' || quote_id, jsonb_build_object('proposta', p_proposal_id, 'valor_centavos', p_amount_cents, 'pago_em', p_paid_on));
  return payment_id;
end
$$;

-- Everything the administrator's editor shows about a quote's proposal, or null when there is none.
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
    'currentVersion', proposal.current_version,
    'updatedAt', proposal.updated_at,
    'lines', coalesce((select jsonb_agg(jsonb_build_object('description', l.description, 'unitCents', l.unit_cents, 'quantity', l.quantity) order by l.position)
      from public.proposal_lines l where l.proposal_id = proposal.id), '[]'::jsonb),
    'versions', coalesce((select jsonb_agg(jsonb_build_object(
        'number', v.number, 'token', v.token, 'state', public.proposal_version_state(v.status, v.valid_until), 'sentAt', v.sent_at,
        'totalCents', v.total_cents, 'depositCents', v.deposit_cents, 'validUntil', v.valid_until, 'contentSha256', v.content_sha256) order by v.number desc)
      from public.proposal_versions v where v.proposal_id = proposal.id), '[]'::jsonb),
    'acceptance', (select jsonb_build_object('versionNumber', v.number, 'fullName', a.full_name, 'acceptedAt', a.accepted_at, 'clientAddress', a.client_address,
        'userAgent', a.user_agent, 'contentSha256', a.content_sha256)
      from public.proposal_acceptances a join public.proposal_versions v on v.id = a.version_id where a.proposal_id = proposal.id),
    'refusals', coalesce((select jsonb_agg(jsonb_build_object('versionNumber', v.number, 'reason', r.reason, 'refusedAt', r.refused_at) order by r.refused_at desc)
      from public.proposal_refusals r join public.proposal_versions v on v.id = r.version_id where r.proposal_id = proposal.id), '[]'::jsonb),
    'payments', coalesce((select jsonb_agg(jsonb_build_object('amountCents', p.amount_cents, 'paidOn', p.paid_on, 'recordedAt', p.recorded_at, 'recordedByEmail', p.recorded_by_email) order by p.paid_on, p.id)
      from public.proposal_payments p where p.proposal_id = proposal.id), '[]'::jsonb)
  );
end
$$;

-- One line per proposal for the admin list and dashboard: the quotes given (or, without them,
-- every accepted proposal whose deposit is still pending, newest acceptance first).
create or replace function public.admin_proposal_summaries(p_orcamento_ids bigint[] default null)
returns table (orcamento_id bigint, proposal_id bigint, status text, deposit_cents integer, paid_cents integer, accepted_at timestamptz, accepted_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_summaries');
  return query
    select p.orcamento_id, p.id, p.status, coalesce(v.deposit_cents, 0), coalesce(pay.paid, 0)::integer, a.accepted_at, a.full_name
    from public.proposals p
    left join public.proposal_versions v on v.proposal_id = p.id and v.number = p.current_version
    left join public.proposal_acceptances a on a.proposal_id = p.id
    left join lateral (select sum(pp.amount_cents) as paid from public.proposal_payments pp where pp.proposal_id = p.id) pay on true
    where case when p_orcamento_ids is null
      then p.status = 'accepted' and coalesce(pay.paid, 0) < coalesce(v.deposit_cents, 0)
      else p.orcamento_id = any (p_orcamento_ids) end
    order by a.accepted_at desc nulls last, p.id desc
    limit 200;
end
$$;

revoke all on function public.admin_proposal_save(bigint, jsonb) from public, anon;
revoke all on function public.admin_proposal_send(bigint, text, jsonb) from public, anon;
revoke all on function public.admin_proposal_record_payment(bigint, integer, date) from public, anon;
revoke all on function public.admin_proposal(bigint) from public, anon;
revoke all on function public.admin_proposal_summaries(bigint[]) from public, anon;
grant execute on function public.admin_proposal_save(bigint, jsonb) to authenticated;
grant execute on function public.admin_proposal_send(bigint, text, jsonb) to authenticated;
grant execute on function public.admin_proposal_record_payment(bigint, integer, date) to authenticated;
grant execute on function public.admin_proposal(bigint) to authenticated;
grant execute on function public.admin_proposal_summaries(bigint[]) to authenticated;

revoke all on function public.proposal_view(text) from public;
revoke all on function public.proposal_accept(text, text, text, text) from public;
revoke all on function public.proposal_refuse(text, text, text, text) from public;
grant execute on function public.proposal_view(text) to anon, authenticated;
grant execute on function public.proposal_accept(text, text, text, text) to anon, authenticated;
grant execute on function public.proposal_refuse(text, text, text, text) to anon, authenticated;
