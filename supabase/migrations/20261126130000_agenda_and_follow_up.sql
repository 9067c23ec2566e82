-- The owner's week: how many events fit in a day and which days are blocked, when to contact each
-- quote next, why a quote was lost, where the client came from, and the daily digest's runs.
-- Every rule is written here once and called by both adapters. Safe to run again.

-- Capacity: how many won events make a date full.
alter table public.admin_settings add column if not exists events_per_day integer not null default 2;
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'admin_settings_events_per_day_check' and conrelid = 'public.admin_settings'::regclass) then
    alter table public.admin_settings add constraint admin_settings_events_per_day_check check (events_per_day between 1 and 50);
  end if;
end
$$;
grant update (events_per_day) on table public.admin_settings to authenticated;

-- Days the administrator closes (a holiday, a private event), with a note only administrators read.
create table if not exists public.blocked_dates (
  date date primary key,
  note text not null default '' check (char_length(note) <= 200),
  created_at timestamptz not null default now(),
  created_by uuid
);
alter table public.blocked_dates enable row level security;
drop policy if exists blocked_dates_select_admins on public.blocked_dates;
create policy blocked_dates_select_admins on public.blocked_dates for select to authenticated using ((select public.is_admin()));
revoke all on table public.blocked_dates from anon, authenticated;
grant select on table public.blocked_dates to authenticated;

-- The quote's follow-up columns. The lead source is the only one a visitor writes (with the quote).
do $$
declare
  quote record;
begin
  if not exists (select 1 from information_schema.columns where table_schema = 'public' and table_name = 'Orcamentos' and column_name = 'next_contact') then
    alter table public."Orcamentos" add column next_contact date;
    -- Quotes already open get the date their status would have given them when it last changed,
    -- and won events still ahead the day after. One row at a time: a row from before the form's
    -- rules (the NOT VALID checks) cannot be rewritten and simply keeps no date.
    for quote in
      select id, status, coalesce(status_changed_at, created_at) as changed, case when date::text ~ '^\d{4}-\d{2}-\d{2}$' then date::text::date end as event
      from public."Orcamentos" where status in ('novo', 'em_contato', 'orcamento_enviado', 'fechado')
    loop
      continue when quote.status = 'fechado' and (quote.event is null or quote.event < (now() at time zone 'America/Sao_Paulo')::date);
      begin
        update public."Orcamentos" set next_contact = case quote.status
            when 'fechado' then quote.event + 1
            else (quote.changed at time zone 'America/Sao_Paulo')::date + case quote.status when 'em_contato' then 2 when 'orcamento_enviado' then 3 else 0 end
          end
          where id = quote.id;
      exception when check_violation then
        null;
      end;
    end loop;
  end if;
end
$$;
alter table public."Orcamentos" add column if not exists lost_reason text;
alter table public."Orcamentos" add column if not exists lost_reason_detail text;
alter table public."Orcamentos" add column if not exists lead_source text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'orcamentos_lost_reason_check' and conrelid = 'public."Orcamentos"'::regclass) then
    alter table public."Orcamentos" add constraint orcamentos_lost_reason_check
      check (lost_reason in ('preco', 'data_indisponivel', 'sem_resposta', 'outro_buffet', 'desistiu', 'outro'));
  end if;
  if not exists (select 1 from pg_constraint where conname = 'orcamentos_lost_reason_detail_check' and conrelid = 'public."Orcamentos"'::regclass) then
    alter table public."Orcamentos" add constraint orcamentos_lost_reason_detail_check check (char_length(lost_reason_detail) <= 300);
  end if;
  -- The Studio names the choices; the value is the choice's slug ("indicacao"), never free text.
  if not exists (select 1 from pg_constraint where conname = 'orcamentos_lead_source_check' and conrelid = 'public."Orcamentos"'::regclass) then
    alter table public."Orcamentos" add constraint orcamentos_lead_source_check check (lead_source ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(lead_source) <= 40);
  end if;
end
$$;

grant insert (lead_source) on table public."Orcamentos" to anon, authenticated;
-- The status changes only through set_quote_status (it asks a lost quote's reason and audits);
-- the next contact is the administrator's to move.
revoke update (status) on table public."Orcamentos" from authenticated;
grant update (next_contact) on table public."Orcamentos" to authenticated;

-- Today's contacts in their order (overdue first, then the newest) straight from the index.
create index if not exists orcamentos_next_contact_idx on public."Orcamentos" (next_contact, created_at desc, id desc) where next_contact is not null;
create index if not exists orcamentos_won_date_idx on public."Orcamentos" (date) where status = 'fechado';
create index if not exists orcamentos_lead_source_idx on public."Orcamentos" (lead_source, created_at) where lead_source is not null;

-- Today in São Paulo: every date rule below counts days there, whatever the server's zone.
create or replace function public.sao_paulo_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Sao_Paulo')::date;
$$;

-- The next-contact rule: when to contact a quote after it moves to `p_status` on `p_today`.
-- Novo: today; Em contato: in 2 days; Orçamento enviado: in 3; Fechado: the day after the event
-- (to thank and ask for a review); Perdido: never.
create or replace function public.next_contact_rule(p_status text, p_event date, p_today date)
returns date
language sql
immutable
set search_path = ''
as $$
  select case p_status
    when 'novo' then p_today
    when 'em_contato' then p_today + 2
    when 'orcamento_enviado' then p_today + 3
    when 'fechado' then p_event + 1
    else null
  end;
$$;

create or replace function public.orcamentos_next_contact()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    -- The text cast keeps it valid on an older table whose date column is text.
    new.next_contact := public.next_contact_rule(new.status, case when new.date::text ~ '^\d{4}-\d{2}-\d{2}$' then new.date::text::date end, public.sao_paulo_today());
  end if;
  if new.status is distinct from 'perdido' then
    new.lost_reason := null;
    new.lost_reason_detail := null;
  end if;
  return new;
end
$$;

drop trigger if exists orcamentos_next_contact on public."Orcamentos";
create trigger orcamentos_next_contact before insert or update on public."Orcamentos" for each row execute function public.orcamentos_next_contact();

-- The full-date rule, the one place that says how busy each day is: a day is full when its won
-- events reach the capacity, or when it is blocked. Lost and open quotes never count.
-- (Here and below `date::date` is no cast at all on a date column, so its indexes serve; on an
-- older table whose date column is text it reads the text.)
-- An accepted proposal sets its quote to Fechado, so it counts here already; any other
-- booking that does not win a quote would join `won` here (union all), and nowhere else.
create or replace function public.date_occupancy(p_days date[])
returns table (day date, booked integer, capacity integer, blocked boolean, is_full boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with days as (select distinct unnest(p_days) as day),
  won as (
    select q.date::date as day, count(*)::integer as booked
    from public."Orcamentos" q
    where q.status = 'fechado' and q.date::date = any (p_days)
    group by q.date::date
  ),
  settings as (select coalesce((select events_per_day from public.admin_settings where id), 2) as capacity)
  select d.day, coalesce(w.booked, 0), s.capacity, b.date is not null, coalesce(w.booked, 0) >= s.capacity or b.date is not null
  from days d
  cross join settings s
  left join won w on w.day = d.day
  left join public.blocked_dates b on b.date = d.day
  where d.day is not null;
$$;

revoke all on function public.date_occupancy(date[]) from public, anon, authenticated;

-- For the quote form: which of the next 18 months' days are full. Dates only: never whose event,
-- how many, nor why (blocked or booked).
create or replace function public.public_full_dates()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_char(o.day, 'YYYY-MM-DD') order by o.day), '[]'::jsonb)
  from public.date_occupancy(array(
    select generate_series(public.sao_paulo_today(), public.sao_paulo_today() + interval '18 months', interval '1 day')::date
  )) o
  where o.is_full;
$$;

revoke all on function public.public_full_dates() from public;
grant execute on function public.public_full_dates() to anon, authenticated;

-- Which of the given days are full, for the administrator's marks on a page of quotes.
create or replace function public.admin_full_dates(p_days date[])
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  return (select coalesce(jsonb_agg(to_char(o.day, 'YYYY-MM-DD') order by o.day), '[]'::jsonb) from public.date_occupancy(p_days) o where o.is_full);
end
$$;

revoke all on function public.admin_full_dates(date[]) from public, anon;
grant execute on function public.admin_full_dates(date[]) to authenticated;

-- Moves a quote to another status; a lost quote needs its reason ('outro' needs the text).
-- Records the change in the audit log. Returns false when there is no such quote.
create or replace function public.set_quote_status(p_id bigint, p_status text, p_lost_reason text default null, p_lost_detail text default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  previous text;
  detail text := nullif(btrim(coalesce(p_lost_detail, '')), '');
begin
  perform public.admin_quotes_require_admin();
  if p_status = 'perdido' and (p_lost_reason is null or (p_lost_reason = 'outro' and detail is null)) then
    raise exception 'set_quote_status: informe o motivo da perda' using errcode = '22023';
  end if;
  select status into previous from public."Orcamentos" where id = p_id for update;
  if not found then
    return false;
  end if;
  update public."Orcamentos"
    set status = p_status,
        lost_reason = case when p_status = 'perdido' then p_lost_reason end,
        lost_reason_detail = case when p_status = 'perdido' and p_lost_reason = 'outro' then detail end
    where id = p_id;
  perform public.audit_write('status_changed', 'orcamento:' || p_id,
    jsonb_strip_nulls(jsonb_build_object('from', previous, 'to', p_status, 'reason', case when p_status = 'perdido' then p_lost_reason end)));
  return true;
end
$$;

revoke all on function public.set_quote_status(bigint, text, text, text) from public, anon;
grant execute on function public.set_quote_status(bigint, text, text, text) to authenticated;

-- Blocks a day (or changes its note) and unblocks it, audited. The note stays out of the log.
create or replace function public.block_date(p_date date, p_note text default '')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  insert into public.blocked_dates (date, note, created_by) values (p_date, coalesce(btrim(p_note), ''), auth.uid())
    on conflict (date) do update set note = excluded.note;
  perform public.audit_write('date_blocked', 'data:' || to_char(p_date, 'YYYY-MM-DD'), '{}'::jsonb);
end
$$;

create or replace function public.unblock_date(p_date date)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  delete from public.blocked_dates where date = p_date;
  if not found then
    return false;
  end if;
  perform public.audit_write('date_unblocked', 'data:' || to_char(p_date, 'YYYY-MM-DD'), '{}'::jsonb);
  return true;
end
$$;

revoke all on function public.block_date(date, text) from public, anon;
revoke all on function public.unblock_date(date) from public, anon;
grant execute on function public.block_date(date, text) to authenticated;
grant execute on function public.unblock_date(date) to authenticated;

-- The agenda of [p_from, p_to]: per day its occupancy, the block's note, up to p_per_day won
-- events and open quotes (the rest counted), so a month costs the same however many quotes exist.
create or replace function public.admin_agenda(p_from date, p_to date, p_per_day integer default 4)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 62 or p_per_day not between 1 and 50 then
    raise exception 'admin_agenda: até 62 dias, de 1 a 50 por dia' using errcode = '22023';
  end if;
  return (
    with days as (select generate_series(p_from, p_to, interval '1 day')::date as day),
    ranked as (
      select q.id, q.name, q.neighborhood, q.guests, q.status, q.date::date as date,
             to_char(q.event_time::time, 'HH24:MI') as event_time,
             row_number() over (partition by q.date::date, q.status = 'fechado' order by q.event_time::time, q.id) as n,
             count(*) over (partition by q.date::date, q.status = 'fechado') as total
      from public."Orcamentos" q
      where q.date::date between p_from and p_to and q.status in ('novo', 'em_contato', 'orcamento_enviado', 'fechado')
    )
    select coalesce(jsonb_agg(jsonb_build_object(
      'day', to_char(o.day, 'YYYY-MM-DD'),
      'booked', o.booked, 'capacity', o.capacity, 'full', o.is_full,
      'blockedNote', case when o.blocked then (select b.note from public.blocked_dates b where b.date = o.day) end,
      'won', coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'time', r.event_time, 'neighborhood', r.neighborhood, 'guests', r.guests) order by r.n)
                       from ranked r where r.date = o.day and r.status = 'fechado' and r.n <= p_per_day), '[]'::jsonb),
      'open', coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'name', r.name, 'time', r.event_time, 'status', r.status, 'guests', r.guests) order by r.n)
                        from ranked r where r.date = o.day and r.status <> 'fechado' and r.n <= p_per_day), '[]'::jsonb),
      'openTotal', coalesce((select max(r.total) from ranked r where r.date = o.day and r.status <> 'fechado'), 0)
    ) order by o.day), '[]'::jsonb)
    from public.date_occupancy(array(select day from days)) o
  );
end
$$;

revoke all on function public.admin_agenda(date, date, integer) from public, anon;
grant execute on function public.admin_agenda(date, date, integer) to authenticated;

-- "Para contatar hoje": quotes whose next contact is today or overdue, overdue first; within a day
-- the newest first (a lead answered within minutes is the likeliest to close).
create or replace function public.admin_contacts_due(p_limit integer default 30)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today constant date := public.sao_paulo_today();
begin
  perform public.admin_quotes_require_admin();
  return jsonb_build_object(
    'total', (select count(*) from public."Orcamentos" where next_contact <= today),
    'rows', (select coalesce(jsonb_agg(to_jsonb(r) - 'created_at' order by r.next_contact, r.created_at desc, r.id desc), '[]'::jsonb) from (
      select q.id, q.name, q.email, q.phone, q.whatsapp, to_char(q.date::date, 'YYYY-MM-DD') as date, q.status,
             to_char(q.next_contact, 'YYYY-MM-DD') as next_contact, q.created_at
      from public."Orcamentos" q
      where q.next_contact <= today
      order by q.next_contact, q.created_at desc, q.id desc
      limit greatest(1, least(p_limit, 200))
    ) r)
  );
end
$$;

revoke all on function public.admin_contacts_due(integer) from public, anon;
grant execute on function public.admin_contacts_due(integer) to authenticated;
