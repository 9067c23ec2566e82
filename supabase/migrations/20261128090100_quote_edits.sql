-- Every booking in the admin, including the ones closed by phone or WhatsApp: the administrator
-- creates quotes and edits the event's fields (date, time, guests, neighbourhood, the full address,
-- party type, lead source, message and the event's value). Each change is a row of the quote's
-- history (old -> new, who, when) and an audit entry naming the fields, never their values. The
-- quote's original columns and checks stay as they were (the public form's); the address is new,
-- optional columns shaped for the client to give them at acceptance too. Safe to run again.

alter table public."Orcamentos" add column if not exists address_cep text;
alter table public."Orcamentos" add column if not exists address_street text;
alter table public."Orcamentos" add column if not exists address_number text;
alter table public."Orcamentos" add column if not exists address_complement text;
alter table public."Orcamentos" add column if not exists address_city text;
-- The event's value in centavos: the accepted proposal's total, or what the administrator says
-- when she marks a quote won without one (the report's value per won event).
alter table public."Orcamentos" add column if not exists event_value_cents integer;
-- The administrator who created the quote in the admin; null for the public form.
alter table public."Orcamentos" add column if not exists created_by uuid;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'orcamentos_address_check' and conrelid = 'public."Orcamentos"'::regclass) then
    alter table public."Orcamentos" add constraint orcamentos_address_check check (
      (address_cep ~ '^\d{5}-\d{3}$')
      and char_length(btrim(address_street)) between 1 and 200
      and char_length(btrim(address_number)) between 1 and 20
      and char_length(btrim(address_complement)) between 1 and 100
      and char_length(btrim(address_city)) between 1 and 100
    );
  end if;
  if not exists (select 1 from pg_constraint where conname = 'orcamentos_event_value_check' and conrelid = 'public."Orcamentos"'::regclass) then
    alter table public."Orcamentos" add constraint orcamentos_event_value_check check (event_value_cents between 0 and 1000000000);
  end if;
end
$$;

create table if not exists public.quote_history (
  id bigint generated always as identity primary key,
  orcamento_id bigint not null references public."Orcamentos" (id) on delete cascade,
  at timestamptz not null default now(),
  -- The administrator; null for the client's acceptance.
  actor_id uuid,
  actor_email text,
  source text not null check (source in ('admin', 'acceptance')),
  field text not null check (field in ('date', 'event_time', 'guests', 'neighborhood', 'address_cep', 'address_street', 'address_number',
                                       'address_complement', 'address_city', 'party_type', 'lead_source', 'message', 'event_value_cents')),
  old_value text check (char_length(old_value) <= 2000),
  new_value text check (char_length(new_value) <= 2000)
);

create index if not exists quote_history_orcamento_idx on public.quote_history (orcamento_id, at desc, id desc);

alter table public.quote_history enable row level security;
revoke all on table public.quote_history from anon, authenticated, service_role;

-- The event's value of a quote won through a proposal accepted before this file: that proposal's total.
update public."Orcamentos" q set event_value_cents = v.total_cents
from public.proposal_acceptances a
join public.proposal_versions v on v.id = a.version_id
join public.proposals p on p.id = a.proposal_id
where p.orcamento_id = q.id and q.event_value_cents is null;

-- Writes `p_changes` (field -> new value, JSON null clears an optional one) on the quote, keeping a
-- history row for each field that changed and one audit entry naming them. Returns the changed
-- fields. Internal: the admin's edit, a hand hold on another day, the value asked at a win and the
-- acceptance's write-back call it, each holding the quote's row.
create or replace function public.quote_apply_changes(p_id bigint, p_changes jsonb, p_source text)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  fields constant text[] := array['date', 'event_time', 'guests', 'neighborhood', 'address_cep', 'address_street', 'address_number',
                                  'address_complement', 'address_city', 'party_type', 'lead_source', 'message', 'event_value_cents'];
  before public."Orcamentos"%rowtype;
  after public."Orcamentos"%rowtype;
  old_row jsonb;
  new_row jsonb;
  field text;
  changed text[] := '{}';
  shown_old text;
  shown_new text;
begin
  if p_changes is null or jsonb_typeof(p_changes) <> 'object' or exists (select 1 from jsonb_object_keys(p_changes) as k where k <> all (fields)) then
    raise exception 'quote_apply_changes: campo que não pode ser alterado' using errcode = '22023';
  end if;
  select * into before from public."Orcamentos" where id = p_id for update;
  if not found then
    raise exception 'quote_apply_changes: orçamento % não existe', p_id using errcode = 'P0002';
  end if;
  after := jsonb_populate_record(before, p_changes);
  old_row := to_jsonb(before);
  new_row := to_jsonb(after);
  foreach field in array fields loop
    shown_old := old_row ->> field;
    shown_new := new_row ->> field;
    if shown_old is distinct from shown_new then
      changed := changed || field;
      insert into public.quote_history (orcamento_id, actor_id, actor_email, source, field, old_value, new_value)
      values (p_id, auth.uid(), nullif(auth.jwt() ->> 'email', ''), p_source, field,
              case when field = 'event_time' then left(shown_old, 5) else shown_old end,
              case when field = 'event_time' then left(shown_new, 5) else shown_new end);
    end if;
  end loop;
  if cardinality(changed) = 0 then
    return changed;
  end if;
  update public."Orcamentos" set
    date = after.date, event_time = after.event_time, guests = after.guests, neighborhood = after.neighborhood,
    address_cep = after.address_cep, address_street = after.address_street, address_number = after.address_number,
    address_complement = after.address_complement, address_city = after.address_city, party_type = after.party_type,
    lead_source = after.lead_source, message = after.message, event_value_cents = after.event_value_cents
  where id = p_id;
  perform public.audit_write('quote_edited', 'orcamento:' || p_id,
    jsonb_build_object('campos', to_jsonb(changed), 'origem', case p_source when 'acceptance' then 'aceite' else 'painel' end));
  return changed;
end
$$;

revoke all on function public.quote_apply_changes(bigint, jsonb, text) from public, anon, authenticated, service_role;

-- "Novo orçamento": a quote the administrator took by phone, WhatsApp or in person, with the public
-- form's fields (the table checks them as it checks the form's), already "Em contato", recorded as
-- hers. No limit and no e-mail: she is the one who typed it. The form's submission id makes a
-- double submit store one quote. Returns its id.
create or replace function public.admin_quote_create(
  p_submission_id uuid, p_name text, p_email text, p_phone text, p_whatsapp text, p_neighborhood text, p_party_type text,
  p_guests integer, p_date date, p_event_time time, p_message text, p_lead_source text default null
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote_id bigint;
begin
  perform public.admin_quotes_require_admin();
  if p_submission_id is null then
    raise exception 'admin_quote_create: informe o submission_id' using errcode = '22023';
  end if;
  insert into public."Orcamentos" (submission_id, name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, lead_source, status, created_by)
  values (p_submission_id, p_name, p_email, p_phone, p_whatsapp, p_neighborhood, p_party_type, p_guests, p_date, p_event_time, p_message, p_lead_source, 'em_contato', auth.uid())
  on conflict (submission_id) do nothing
  returning id into quote_id;
  if quote_id is null then
    select id into quote_id from public."Orcamentos" where submission_id = p_submission_id and created_by is not distinct from auth.uid();
    if quote_id is null then
      raise exception 'admin_quote_create: submission_id já usado' using errcode = '23505';
    end if;
    return quote_id;
  end if;
  perform public.audit_write('quote_created', 'orcamento:' || quote_id, jsonb_build_object('origem', 'painel'));
  return quote_id;
end
$$;

revoke all on function public.admin_quote_create(uuid, text, text, text, text, text, text, integer, date, time, text, text) from public, anon;
grant execute on function public.admin_quote_create(uuid, text, text, text, text, text, text, integer, date, time, text, text) to authenticated;

-- The administrator's edit of the event's fields. A new date with a live booking moves the booking
-- there, through the rule: refused with BK001/BK002 (and nothing saved) when that day has no room,
-- unless `p_override_reason` says why. Returns the changed fields.
create or replace function public.admin_quote_update(p_id bigint, p_changes jsonb, p_override_reason text default null)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote public."Orcamentos"%rowtype;
  booking public.bookings%rowtype;
  changed text[];
  new_day date;
begin
  perform public.admin_quotes_require_admin();
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    raise exception 'admin_quote_update: orçamento % não existe', p_id using errcode = 'P0002';
  end if;
  if quote.anonymized_at is not null then
    raise exception 'admin_quote_update: orçamento anonimizado' using errcode = '55000';
  end if;
  changed := public.quote_apply_changes(p_id, p_changes, 'admin');
  if 'date' = any (changed) then
    select * into booking from public.bookings b where b.orcamento_id = p_id and b.released_at is null and b.lapsed_at is null;
    if booking.id is not null then
      select date::date into new_day from public."Orcamentos" where id = p_id;
      perform public.booking_refused(
        public.booking_place(p_id, new_day, booking.kind, case when booking.kind = 'hold' then least(booking.hold_until, new_day) end, 'admin', p_override_reason),
        new_day);
    end if;
  end if;
  return changed;
end
$$;

revoke all on function public.admin_quote_update(bigint, jsonb, text) from public, anon;
grant execute on function public.admin_quote_update(bigint, jsonb, text) to authenticated;

-- What a quote's page shows beyond admin_quote (whose columns stay as the store functions' file
-- made them, so that file can run again): the event's address, its value and who created it in
-- the admin.
create or replace function public.admin_quote_event(p_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  return (
    select jsonb_build_object('address_cep', q.address_cep, 'address_street', q.address_street, 'address_number', q.address_number,
                              'address_complement', q.address_complement, 'address_city', q.address_city, 'event_value_cents', q.event_value_cents,
                              'created_by_email', (select u.email::text from auth.users u where u.id = q.created_by))
    from public."Orcamentos" q where q.id = p_id
  );
end
$$;

revoke all on function public.admin_quote_event(bigint) from public, anon;
grant execute on function public.admin_quote_event(bigint) to authenticated;

-- A quote's history, newest first.
create or replace function public.admin_quote_history(p_id bigint)
returns table (at timestamptz, actor_email text, source text, field text, old_value text, new_value text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  return query
    select h.at, h.actor_email, h.source, h.field, h.old_value, h.new_value from public.quote_history h
    where h.orcamento_id = p_id order by h.at desc, h.id desc limit 500;
end
$$;

revoke all on function public.admin_quote_history(bigint) from public, anon;
grant execute on function public.admin_quote_history(bigint) to authenticated;

-- A quote's place in the agenda: its live booking (if any), the room its event day has for it, and
-- its earlier bookings (released or lapsed), newest first.
create or replace function public.admin_quote_booking(p_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  event_day date;
begin
  perform public.admin_quotes_require_admin();
  select q.date::date into event_day from public."Orcamentos" q where q.id = p_id;
  return jsonb_build_object(
    'active', (select jsonb_build_object('day', b.day, 'kind', b.kind, 'until', b.hold_until, 'live', b.kind = 'confirmed' or b.hold_until >= public.sao_paulo_today(),
                                         'source', b.source, 'confirmedVia', b.confirmed_via, 'override', b.override_reason, 'createdAt', b.created_at, 'createdBy', b.created_by_email)
               from public.bookings b where b.orcamento_id = p_id and b.released_at is null and b.lapsed_at is null),
    'room', (select jsonb_build_object('day', r.day, 'capacity', r.capacity, 'confirmed', r.confirmed, 'holds', r.holds, 'blocked', r.blocked, 'fits', r.fits)
             from public.booking_room(array[event_day], p_id) r),
    'past', coalesce((select jsonb_agg(jsonb_build_object('day', b.day, 'kind', b.kind, 'until', b.hold_until, 'releasedAt', b.released_at, 'lapsedAt', b.lapsed_at,
                                                           'reason', b.release_reason) order by b.id desc)
                      from public.bookings b where b.orcamento_id = p_id and (b.released_at is not null or b.lapsed_at is not null)), '[]'::jsonb)
  );
end
$$;

revoke all on function public.admin_quote_booking(bigint) from public, anon;
grant execute on function public.admin_quote_booking(bigint) to authenticated;

-- A status change by the administrator. "Fechado (ganho)" books the quote's date as a confirmed event
-- through the rule (BK001/BK002 when the day has no room, unless `p_override_reason` says why) and
-- needs the event's value (`p_value_cents`, kept in the history) unless the quote has one, as an
-- accepted proposal gives it. Leaving "Fechado" releases the confirmed booking; "Perdido" and
-- "Suspeito" release a hold too. Perdido needs its reason. False when there is no such quote.
create or replace function public.set_quote_status(p_id bigint, p_status text, p_lost_reason text, p_lost_detail text, p_value_cents integer, p_override_reason text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote public."Orcamentos"%rowtype;
  detail text := nullif(btrim(coalesce(p_lost_detail, '')), '');
begin
  perform public.admin_quotes_require_admin();
  if p_status = 'perdido' and (p_lost_reason is null or (p_lost_reason = 'outro' and detail is null)) then
    raise exception 'set_quote_status: informe o motivo da perda' using errcode = '22023';
  end if;
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    return false;
  end if;
  if p_status = 'fechado' then
    if p_value_cents is not null then
      perform public.quote_apply_changes(p_id, jsonb_build_object('event_value_cents', p_value_cents), 'admin');
    elsif quote.event_value_cents is null then
      raise exception 'set_quote_status: informe o valor do evento' using errcode = '22023';
    end if;
    if quote.date is null then
      raise exception 'set_quote_status: o orçamento não tem data' using errcode = '22023';
    end if;
    perform public.booking_refused(public.booking_place(p_id, quote.date::date, 'confirmed', null, 'admin', p_override_reason), quote.date::date);
  else
    perform public.booking_release(p_id, 'status', case when p_status in ('perdido', 'suspeito') then array['hold', 'confirmed'] else array['confirmed'] end);
  end if;
  update public."Orcamentos"
    set status = p_status,
        lost_reason = case when p_status = 'perdido' then p_lost_reason end,
        lost_reason_detail = case when p_status = 'perdido' and p_lost_reason = 'outro' then detail end
    where id = p_id;
  perform public.audit_write('status_changed', 'orcamento:' || p_id,
    jsonb_strip_nulls(jsonb_build_object('from', quote.status, 'to', p_status, 'reason', case when p_status = 'perdido' then p_lost_reason end)));
  return true;
end
$$;

revoke all on function public.set_quote_status(bigint, text, text, text, integer, text) from public, anon;
grant execute on function public.set_quote_status(bigint, text, text, text, integer, text) to authenticated;

-- The earlier signature, for any caller still using it: the same rule, with no value and no override.
create or replace function public.set_quote_status(p_id bigint, p_status text, p_lost_reason text default null, p_lost_detail text default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return public.set_quote_status(p_id, p_status, p_lost_reason, p_lost_detail, null::integer, null::text);
end
$$;

revoke all on function public.set_quote_status(bigint, text, text, text) from public, anon;
grant execute on function public.set_quote_status(bigint, text, text, text) to authenticated;
