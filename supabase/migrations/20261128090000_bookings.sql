-- The agenda as the book of record. A date is booked by a row of public.bookings: a hold
-- ("pré-reserva", until a deposit deadline) or a confirmed event, one live row per quote. One
-- function decides whether a day can take another booking (public.booking_room: capacity, blocks,
-- confirmed events and live holds), and one function books (public.booking_place): it takes the
-- quote's row and then a lock on the day, in that order on every path, so parallel bookings of a
-- day's last place end with exactly one. An administrator may book past the rule with a reason
-- (an override, audited). Holds past their deadline stop counting at once and are lapsed by the
-- daily job (public.bookings_lapse). Safe to run again.

-- How many days a hold waits for the deposit ("Propostas e Pix"); never past the event.
alter table public.admin_settings add column if not exists hold_days integer not null default 3;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'admin_settings_hold_days_check' and conrelid = 'public.admin_settings'::regclass) then
    alter table public.admin_settings add constraint admin_settings_hold_days_check check (hold_days between 1 and 30);
  end if;
end
$$;

create table if not exists public.bookings (
  id bigint generated always as identity primary key,
  orcamento_id bigint not null references public."Orcamentos" (id),
  day date not null,
  kind text not null check (kind in ('hold', 'confirmed')),
  -- A hold's last São Paulo day to pay the deposit; kept when the hold is confirmed.
  hold_until date,
  -- Who placed it: the client accepting a proposal, or an administrator.
  source text not null check (source in ('acceptance', 'admin')),
  confirmed_at timestamptz,
  confirmed_via text check (confirmed_via in ('acceptance', 'admin', 'deposit')),
  -- Set only when the day had no room (or was blocked) and an administrator booked it anyway.
  override_reason text check (char_length(override_reason) between 1 and 300),
  created_at timestamptz not null default now(),
  created_by uuid,
  created_by_email text,
  released_at timestamptz,
  released_by uuid,
  release_reason text check (release_reason in ('admin', 'status', 'moved', 'replaced')),
  lapsed_at timestamptz,
  check (kind <> 'hold' or hold_until is not null),
  check (hold_until is null or hold_until <= day),
  check ((kind = 'confirmed') = (confirmed_at is not null))
);

-- One live booking per quote; the day's count and the lapse job read these.
create unique index if not exists bookings_one_live_idx on public.bookings (orcamento_id) where released_at is null and lapsed_at is null;
create index if not exists bookings_day_idx on public.bookings (day) where released_at is null and lapsed_at is null;
create index if not exists bookings_hold_until_idx on public.bookings (hold_until) where kind = 'hold' and released_at is null and lapsed_at is null;
create index if not exists bookings_lapsed_idx on public.bookings (lapsed_at) where lapsed_at is not null;

alter table public.bookings enable row level security;
revoke all on table public.bookings from anon, authenticated, service_role;

-- A note written by the daily job has no author.
alter table public.orcamento_notas alter column author_id drop not null;

-- The rule, for any set of days: the capacity, the confirmed events and live holds counted (without
-- `p_exclude`'s, the quote being booked), whether the day is blocked, and whether it fits one more.
create or replace function public.booking_room(p_days date[], p_exclude bigint default null)
returns table (day date, capacity integer, confirmed integer, holds integer, blocked boolean, fits boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with days as (select distinct d as day from unnest(p_days) as d where d is not null),
  counted as (
    select b.day,
           count(*) filter (where b.kind = 'confirmed')::integer as confirmed,
           count(*) filter (where b.kind = 'hold' and b.hold_until >= public.sao_paulo_today())::integer as holds
    from public.bookings b
    where b.day = any (p_days) and b.released_at is null and b.lapsed_at is null and b.orcamento_id is distinct from p_exclude
    group by b.day
  ),
  settings as (select coalesce((select s.events_per_day from public.admin_settings s where s.id), 2) as capacity)
  select d.day, s.capacity, coalesce(c.confirmed, 0), coalesce(c.holds, 0), x.date is not null,
         x.date is null and coalesce(c.confirmed, 0) + coalesce(c.holds, 0) < s.capacity
  from days d
  cross join settings s
  left join counted c on c.day = d.day
  left join public.blocked_dates x on x.date = d.day;
$$;

revoke all on function public.booking_room(date[], bigint) from public, anon, authenticated, service_role;

-- The full-date marks, the agenda and the visitor's list read the same rule.
create or replace function public.date_occupancy(p_days date[])
returns table (day date, booked integer, capacity integer, blocked boolean, is_full boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select r.day, r.confirmed + r.holds, r.capacity, r.blocked, not r.fits from public.booking_room(p_days) r;
$$;

revoke all on function public.date_occupancy(date[]) from public, anon, authenticated;

-- Books `p_day` for the quote: a hold until `p_until`, or a confirmed event. 'booked', or 'full' /
-- 'blocked' when the day has no room and no override reason was given (nothing changed then). The
-- quote's own live booking does not count against it: confirming a live hold, or holding again,
-- never needs room; moving to another day releases the old booking. Internal: every booking path
-- calls it in its own transaction.
create or replace function public.booking_place(p_orcamento_id bigint, p_day date, p_kind text, p_until date, p_via text, p_override_reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current public.bookings%rowtype;
  room record;
  reason text := nullif(btrim(coalesce(p_override_reason, '')), '');
  over boolean := false;
begin
  if p_day is null or p_kind is null or p_kind not in ('hold', 'confirmed') or p_via is null or p_via not in ('acceptance', 'admin', 'deposit')
     or (p_kind = 'hold' and (p_until is null or p_until > p_day)) or char_length(reason) > 300 then
    raise exception 'booking_place: reserva inválida' using errcode = '22023';
  end if;
  -- The quote's row, then the day: the same order on every path, so two bookings never wait on each other.
  perform 1 from public."Orcamentos" where id = p_orcamento_id for update;
  if not found then
    raise exception 'booking_place: orçamento % não existe', p_orcamento_id using errcode = 'P0002';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.bookings'), p_day - date '2000-01-01');
  select * into current from public.bookings b
    where b.orcamento_id = p_orcamento_id and b.released_at is null and b.lapsed_at is null for update;
  if current.id is not null and current.day = p_day and (current.kind = 'confirmed' or current.hold_until >= public.sao_paulo_today()) then
    -- Already counted on this day. A confirmed event is never made a hold again.
    if current.kind = 'confirmed' then
      return 'booked';
    end if;
    if p_kind = 'confirmed' then
      update public.bookings set kind = 'confirmed', confirmed_at = now(), confirmed_via = p_via where id = current.id;
    else
      update public.bookings set hold_until = p_until where id = current.id;
    end if;
  else
    select * into room from public.booking_room(array[p_day], p_orcamento_id);
    if not room.fits then
      if reason is null then
        return case when room.blocked then 'blocked' else 'full' end;
      end if;
      over := true;
    end if;
    if current.id is not null then
      update public.bookings set released_at = now(), released_by = auth.uid(), release_reason = case when current.day = p_day then 'replaced' else 'moved' end
        where id = current.id;
    end if;
    insert into public.bookings (orcamento_id, day, kind, hold_until, source, confirmed_at, confirmed_via, override_reason, created_by, created_by_email)
    values (p_orcamento_id, p_day, p_kind, p_until, coalesce(current.source, case when p_via = 'acceptance' then 'acceptance' else 'admin' end),
            case when p_kind = 'confirmed' then now() end, case when p_kind = 'confirmed' then p_via end,
            case when over then reason end, auth.uid(), nullif(auth.jwt() ->> 'email', ''));
  end if;
  perform public.audit_write('booking_placed', 'orcamento:' || p_orcamento_id,
    jsonb_strip_nulls(jsonb_build_object('dia', p_day, 'tipo', p_kind, 'ate', p_until, 'via', p_via)));
  if over then
    -- The reason is the administrator's text, kept on the booking; the log says only that the rule was passed.
    perform public.audit_write('booking_override', 'orcamento:' || p_orcamento_id,
      jsonb_build_object('dia', p_day, 'tipo', p_kind, 'capacidade', room.capacity, 'ocupados', room.confirmed + room.holds, 'bloqueado', room.blocked));
  end if;
  return 'booked';
end
$$;

revoke all on function public.booking_place(bigint, date, text, date, text, text) from public, anon, authenticated, service_role;

-- An administrator's booking refused by the rule: BK001 (full) or BK002 (blocked), which the admin
-- answers by asking for the override's reason. Nothing for 'booked'.
create or replace function public.booking_refused(p_outcome text, p_day date)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if p_outcome = 'blocked' then
    raise exception 'a data % está bloqueada', to_char(p_day, 'DD/MM/YYYY') using errcode = 'BK002';
  elsif p_outcome = 'full' then
    raise exception 'a data % está lotada', to_char(p_day, 'DD/MM/YYYY') using errcode = 'BK001';
  end if;
end
$$;

revoke all on function public.booking_refused(text, date) from public, anon, authenticated, service_role;

-- Releases the quote's live booking when it is one of `p_kinds`; true when one was released.
create or replace function public.booking_release(p_orcamento_id bigint, p_reason text, p_kinds text[])
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  released public.bookings%rowtype;
begin
  update public.bookings set released_at = now(), released_by = auth.uid(), release_reason = p_reason
    where orcamento_id = p_orcamento_id and released_at is null and lapsed_at is null and kind = any (p_kinds)
    returning * into released;
  if released.id is null then
    return false;
  end if;
  perform public.audit_write('booking_released', 'orcamento:' || p_orcamento_id,
    jsonb_build_object('dia', released.day, 'tipo', released.kind, 'motivo', p_reason));
  return true;
end
$$;

revoke all on function public.booking_release(bigint, text, text[]) from public, anon, authenticated, service_role;

-- The quote becomes "Fechado (ganho)" because its booking was confirmed (the deposit, or an
-- acceptance without one); audited as every status change is.
create or replace function public.quote_mark_won(p_orcamento_id bigint, p_via text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  previous text;
begin
  select status into previous from public."Orcamentos" where id = p_orcamento_id for update;
  if previous is distinct from 'fechado' then
    update public."Orcamentos" set status = 'fechado' where id = p_orcamento_id;
    perform public.audit_write('status_changed', 'orcamento:' || p_orcamento_id, jsonb_build_object('from', previous, 'to', 'fechado', 'via', p_via));
  end if;
end
$$;

revoke all on function public.quote_mark_won(bigint, text) from public, anon, authenticated, service_role;

-- "Pré-reservar" by hand: holds `p_day` for the quote until `p_until` (today to the event day). A
-- day other than the quote's moves the quote's date (kept in its history). Refused with BK001/BK002
-- when the day has no room, unless `p_override_reason` says why to book it anyway.
create or replace function public.admin_booking_hold(p_id bigint, p_day date, p_until date, p_override_reason text default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote public."Orcamentos"%rowtype;
begin
  perform public.admin_quotes_require_admin();
  if p_day is null or p_until is null or p_until < public.sao_paulo_today() or p_until > p_day then
    raise exception 'admin_booking_hold: o prazo vai de hoje até o dia do evento' using errcode = '22023';
  end if;
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    raise exception 'admin_booking_hold: orçamento % não existe', p_id using errcode = 'P0002';
  end if;
  if quote.anonymized_at is not null then
    raise exception 'admin_booking_hold: orçamento anonimizado' using errcode = '55000';
  end if;
  if exists (select 1 from public.bookings b where b.orcamento_id = p_id and b.kind = 'confirmed' and b.released_at is null and b.lapsed_at is null) then
    raise exception 'admin_booking_hold: a data deste orçamento já está confirmada' using errcode = '55000';
  end if;
  if quote.date is distinct from p_day then
    perform public.quote_apply_changes(p_id, jsonb_build_object('date', p_day), 'admin');
  end if;
  perform public.booking_refused(public.booking_place(p_id, p_day, 'hold', p_until, 'admin', p_override_reason), p_day);
  update public."Orcamentos" set next_contact = p_until where id = p_id;
  return true;
end
$$;

revoke all on function public.admin_booking_hold(bigint, date, date, text) from public, anon;
grant execute on function public.admin_booking_hold(bigint, date, date, text) to authenticated;

-- "Liberar data": releases the quote's live hold; false when it has none.
create or replace function public.admin_booking_release(p_id bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  perform 1 from public."Orcamentos" where id = p_id for update;
  return public.booking_release(p_id, 'admin', array['hold']);
end
$$;

revoke all on function public.admin_booking_release(bigint) from public, anon;
grant execute on function public.admin_booking_release(bigint) to authenticated;

-- The daily job: every hold whose deadline (a São Paulo day) passed before `p_now`'s day lapses;
-- its quote goes back to "Em contato", to be called today, with a note. Idempotent: a lapsed hold
-- is never touched again. Returns how many lapsed.
create or replace function public.bookings_lapse(p_now timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today constant date := (p_now at time zone 'America/Sao_Paulo')::date;
  due record;
  lapsed integer := 0;
begin
  for due in
    select b.id, b.orcamento_id, b.day, b.hold_until from public.bookings b
    where b.kind = 'hold' and b.released_at is null and b.lapsed_at is null and b.hold_until < today
    order by b.id
  loop
    -- The quote first, as every booking path locks it; then the hold, if nothing changed it meanwhile.
    perform 1 from public."Orcamentos" where id = due.orcamento_id for update;
    update public.bookings set lapsed_at = now()
      where id = due.id and kind = 'hold' and released_at is null and lapsed_at is null and hold_until < today;
    if found then
      update public."Orcamentos" set status = 'em_contato' where id = due.orcamento_id and status in ('novo', 'orcamento_enviado');
      update public."Orcamentos" set next_contact = today where id = due.orcamento_id and status = 'em_contato';
      insert into public.orcamento_notas (orcamento_id, body) values (due.orcamento_id,
        format('A pré-reserva de %s venceu em %s sem o sinal: a data foi liberada.', to_char(due.day, 'DD/MM/YYYY'), to_char(due.hold_until, 'DD/MM/YYYY')));
      perform public.audit_write('booking_lapsed', 'orcamento:' || due.orcamento_id, jsonb_build_object('dia', due.day, 'ate', due.hold_until));
      lapsed := lapsed + 1;
    end if;
  end loop;
  return lapsed;
end
$$;

revoke all on function public.bookings_lapse(timestamptz) from public, anon, authenticated;
grant execute on function public.bookings_lapse(timestamptz) to service_role;

-- On Supabase the server holds no service-role key: the job calls this twin with CRON_SECRET.
create or replace function public.job_bookings_lapse(p_key text)
returns integer language plpgsql volatile security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.bookings_lapse(now()); end $$;

revoke all on function public.job_bookings_lapse(text) from public;
grant execute on function public.job_bookings_lapse(text) to anon, authenticated;

-- "Prazo para o sinal" of "Propostas e Pix".
create or replace function public.admin_hold_days()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  return (select s.hold_days from public.admin_settings s where s.id);
end
$$;

create or replace function public.admin_set_hold_days(p_days integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  previous integer;
begin
  perform public.admin_quotes_require_admin();
  if p_days is null or p_days not between 1 and 30 then
    raise exception 'admin_set_hold_days: de 1 a 30 dias' using errcode = '22023';
  end if;
  select hold_days into previous from public.admin_settings where id for update;
  if not found then
    return false;
  end if;
  if previous is distinct from p_days then
    update public.admin_settings set hold_days = p_days where id;
    perform public.audit_write('hold_days_changed', 'configuracoes:propostas', jsonb_build_object('de', previous, 'para', p_days));
  end if;
  return true;
end
$$;

revoke all on function public.admin_hold_days() from public, anon;
revoke all on function public.admin_set_hold_days(integer) from public, anon;
grant execute on function public.admin_hold_days() to authenticated;
grant execute on function public.admin_set_hold_days(integer) to authenticated;

-- The events won before bookings existed are the agenda's confirmed events.
insert into public.bookings (orcamento_id, day, kind, source, confirmed_at, confirmed_via)
select q.id, q.date::date, 'confirmed', 'admin', coalesce(q.status_changed_at, q.updated_at, now()), 'admin'
from public."Orcamentos" q
where q.status = 'fechado' and q.date is not null
  and not exists (select 1 from public.bookings b where b.orcamento_id = q.id);
