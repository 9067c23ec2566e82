-- The owner's numbers (/admin/relatorios) and the daily digest's bookkeeping. Safe to run again.

-- The report's counts, kept per month by a trigger so the report reads a few hundred rows a year
-- whatever the number of quotes: one row per (month received in São Paulo, party types, source,
-- status, lost reason) with its quotes and guests. Only the definer functions below read it.
do $$
begin
  if to_regclass('public.quote_stats') is null then
    create table public.quote_stats (
      month date not null,
      party_type text not null,
      lead_source text not null,
      status text not null,
      lost_reason text not null,
      quotes integer not null,
      guests_sum bigint not null,
      guests_count integer not null,
      primary key (month, party_type, lead_source, status, lost_reason)
    );
    -- Counted from the quotes already there, once: the trigger keeps it from now on.
    insert into public.quote_stats
      select date_trunc('month', created_at at time zone 'America/Sao_Paulo')::date, coalesce(party_type, ''), coalesce(lead_source, ''), status, coalesce(lost_reason, ''),
             count(*), coalesce(sum(guests), 0), count(guests)
      from public."Orcamentos" group by 1, 2, 3, 4, 5;
  end if;
end
$$;
alter table public.quote_stats enable row level security;
revoke all on table public.quote_stats from anon, authenticated;

-- Moves the counts of the quotes a statement inserted, changed or deleted (a statement trigger
-- with its transition tables: a bulk import costs one upsert per key, not one per row). Definer:
-- the visitor inserting a quote and the administrator changing a status may not write the table.
create or replace function public.quote_stats_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Each branch names only the transition tables its event has.
  if tg_op = 'INSERT' then
    insert into public.quote_stats as s
      select date_trunc('month', m.created_at at time zone 'America/Sao_Paulo')::date, coalesce(m.party_type, ''), coalesce(m.lead_source, ''), m.status, coalesce(m.lost_reason, ''),
             sum(m.sign), sum(m.sign * coalesce(m.guests, 0)), sum(m.sign * (m.guests is not null)::integer)
      from (select 1 as sign, created_at, party_type, lead_source, status, lost_reason, guests from new_rows) m group by 1, 2, 3, 4, 5
      on conflict (month, party_type, lead_source, status, lost_reason)
      do update set quotes = s.quotes + excluded.quotes, guests_sum = s.guests_sum + excluded.guests_sum, guests_count = s.guests_count + excluded.guests_count;
  elsif tg_op = 'DELETE' then
    insert into public.quote_stats as s
      select date_trunc('month', m.created_at at time zone 'America/Sao_Paulo')::date, coalesce(m.party_type, ''), coalesce(m.lead_source, ''), m.status, coalesce(m.lost_reason, ''),
             sum(m.sign), sum(m.sign * coalesce(m.guests, 0)), sum(m.sign * (m.guests is not null)::integer)
      from (select -1 as sign, created_at, party_type, lead_source, status, lost_reason, guests from old_rows) m group by 1, 2, 3, 4, 5
      on conflict (month, party_type, lead_source, status, lost_reason)
      do update set quotes = s.quotes + excluded.quotes, guests_sum = s.guests_sum + excluded.guests_sum, guests_count = s.guests_count + excluded.guests_count;
  else
    insert into public.quote_stats as s
      select date_trunc('month', m.created_at at time zone 'America/Sao_Paulo')::date, coalesce(m.party_type, ''), coalesce(m.lead_source, ''), m.status, coalesce(m.lost_reason, ''),
             sum(m.sign), sum(m.sign * coalesce(m.guests, 0)), sum(m.sign * (m.guests is not null)::integer)
      from (select -1 as sign, o.created_at, o.party_type, o.lead_source, o.status, o.lost_reason, o.guests from old_rows o join new_rows n on n.id = o.id where (n.created_at, n.party_type, n.lead_source, n.status, n.lost_reason, n.guests) is distinct from (o.created_at, o.party_type, o.lead_source, o.status, o.lost_reason, o.guests)
        union all
        select 1, n.created_at, n.party_type, n.lead_source, n.status, n.lost_reason, n.guests from old_rows o join new_rows n on n.id = o.id where (n.created_at, n.party_type, n.lead_source, n.status, n.lost_reason, n.guests) is distinct from (o.created_at, o.party_type, o.lead_source, o.status, o.lost_reason, o.guests)) m group by 1, 2, 3, 4, 5
      on conflict (month, party_type, lead_source, status, lost_reason)
      do update set quotes = s.quotes + excluded.quotes, guests_sum = s.guests_sum + excluded.guests_sum, guests_count = s.guests_count + excluded.guests_count;
  end if;
  return null;
end
$$;

revoke all on function public.quote_stats_count() from public, anon, authenticated;
drop trigger if exists quote_stats_insert on public."Orcamentos";
drop trigger if exists quote_stats_update on public."Orcamentos";
drop trigger if exists quote_stats_delete on public."Orcamentos";
-- A transition table needs a trigger per event.
create trigger quote_stats_insert after insert on public."Orcamentos" referencing new table as new_rows for each statement execute function public.quote_stats_count();
create trigger quote_stats_update after update on public."Orcamentos" referencing old table as old_rows new table as new_rows for each statement execute function public.quote_stats_count();
create trigger quote_stats_delete after delete on public."Orcamentos" referencing old table as old_rows for each statement execute function public.quote_stats_count();

-- The quotes received in the whole months from p_from's to p_to's (São Paulo): per month, per party
-- type, per source, why they were lost, and averages. Conversion is won / decided (won + lost),
-- computed by the page. Reads quote_stats, never the quotes.
create or replace function public.admin_report(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 3700 then
    raise exception 'admin_report: período inválido' using errcode = '22023';
  end if;
  return (
    with q as materialized (
      select * from public.quote_stats
      where month between date_trunc('month', p_from)::date and date_trunc('month', p_to)::date and quotes > 0
    ),
    counted as (
      select 'month' as dimension, to_char(month, 'YYYY-MM') as key, sum(quotes) as quotes, sum(quotes) filter (where status = 'fechado') as won,
             sum(quotes) filter (where status = 'perdido') as lost, round(sum(guests_sum) / nullif(sum(guests_count), 0))::integer as guests
      from q group by month
      union all
      select 'party_type', type, sum(quotes), sum(quotes) filter (where status = 'fechado'), sum(quotes) filter (where status = 'perdido'),
             round(sum(guests_sum) / nullif(sum(guests_count), 0))::integer
      from q, lateral unnest(string_to_array(nullif(q.party_type, ''), ', ')) as type group by type
      union all
      select 'source', lead_source, sum(quotes), sum(quotes) filter (where status = 'fechado'), sum(quotes) filter (where status = 'perdido'),
             round(sum(guests_sum) / nullif(sum(guests_count), 0))::integer
      from q group by lead_source
      union all
      select 'lost_reason', lost_reason, sum(quotes), 0, sum(quotes), round(sum(guests_sum) / nullif(sum(guests_count), 0))::integer
      from q where status = 'perdido' group by lost_reason
    )
    select jsonb_build_object(
      'rows', coalesce((select jsonb_agg(jsonb_build_object('dimension', dimension, 'key', key, 'quotes', quotes, 'won', coalesce(won, 0), 'lost', coalesce(lost, 0), 'guests', guests)
        order by dimension, key) from counted), '[]'::jsonb),
      'totals', (select jsonb_build_object(
        'quotes', coalesce(sum(quotes), 0), 'won', coalesce(sum(quotes) filter (where status = 'fechado'), 0), 'lost', coalesce(sum(quotes) filter (where status = 'perdido'), 0),
        'guests', round(sum(guests_sum) / nullif(sum(guests_count), 0))::integer,
        'wonGuests', round(sum(guests_sum) filter (where status = 'fechado') / nullif(sum(guests_count) filter (where status = 'fechado'), 0))::integer,
        -- The average accepted proposal's total (centavos) per won event, once proposals exist (20261126140100).
        'wonValueCents', null) from q)
    )
  );
end
$$;

revoke all on function public.admin_report(date, date) from public, anon;
grant execute on function public.admin_report(date, date) to authenticated;

-- One row per São Paulo day the digest was attempted: it is sent at most once a day, even when two
-- servers or a cron and the scheduler run it together.
create table if not exists public.digest_runs (
  day date primary key,
  status text not null check (status in ('pending', 'sent', 'failed')),
  claimed_at timestamptz not null default now(),
  sent_at timestamptz
);
alter table public.digest_runs enable row level security;
revoke all on table public.digest_runs from anon, authenticated;

-- The job's functions, for the server's job identity only (service_role), never the API's roles.
-- Claims the day: true once per day (again only after a failed or abandoned attempt).
create or replace function public.digest_claim(p_day date)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed integer;
begin
  insert into public.digest_runs as run (day, status, claimed_at) values (p_day, 'pending', now())
    on conflict (day) do update set status = 'pending', claimed_at = now()
    where run.status = 'failed' or (run.status = 'pending' and run.claimed_at < now() - interval '15 minutes');
  get diagnostics claimed = row_count;
  return claimed = 1;
end
$$;

create or replace function public.digest_finish(p_day date, p_sent boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.digest_runs set status = case when p_sent then 'sent' else 'failed' end, sent_at = case when p_sent then now() end
    where day = p_day and status = 'pending';
  if p_sent then
    perform public.audit_write('digest_sent', 'resumo:' || to_char(p_day, 'YYYY-MM-DD'), '{}'::jsonb);
  end if;
end
$$;

-- What the digest of `p_now` says: the contacts due (overdue first), Novo quotes unanswered for
-- more than 24 hours, and the won events of the next 7 days (up to p_limit of each, with totals).
create or replace function public.digest_content(p_now timestamptz default now(), p_limit integer default 50)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with today as (select (p_now at time zone 'America/Sao_Paulo')::date as day)
  select jsonb_build_object(
    'day', (select to_char(day, 'YYYY-MM-DD') from today),
    'contactsTotal', (select count(*) from public."Orcamentos", today where next_contact <= today.day),
    'contacts', (select coalesce(jsonb_agg(to_jsonb(r) - 'created_at' order by r.next_contact, r.created_at desc, r.id desc), '[]'::jsonb) from (
      select q.id, q.name, q.status, to_char(q.next_contact, 'YYYY-MM-DD') as next_contact, to_char(q.date::date, 'YYYY-MM-DD') as date, q.created_at
      from public."Orcamentos" q, today where q.next_contact <= today.day order by q.next_contact, q.created_at desc, q.id desc limit p_limit) r),
    'unansweredTotal', (select count(*) from public."Orcamentos" where status = 'novo' and created_at <= p_now - interval '24 hours'),
    'unanswered', (select coalesce(jsonb_agg(to_jsonb(r) order by r.created_at, r.id), '[]'::jsonb) from (
      select q.id, q.name, q.created_at, to_char(q.date::date, 'YYYY-MM-DD') as date
      from public."Orcamentos" q where q.status = 'novo' and q.created_at <= p_now - interval '24 hours' order by q.created_at, q.id limit p_limit) r),
    'events', (select coalesce(jsonb_agg(to_jsonb(r) order by r.date, r.time, r.id), '[]'::jsonb) from (
      select q.id, q.name, to_char(q.date::date, 'YYYY-MM-DD') as date, to_char(q.event_time::time, 'HH24:MI') as time, q.neighborhood, q.guests
      from public."Orcamentos" q, today where q.status = 'fechado' and q.date::date between today.day and today.day + 6 order by q.date::date, q.event_time::time, q.id limit p_limit) r)
  );
$$;

revoke all on function public.digest_claim(date) from public, anon, authenticated;
revoke all on function public.digest_finish(date, boolean) from public, anon, authenticated;
revoke all on function public.digest_content(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.digest_claim(date) to service_role;
grant execute on function public.digest_finish(date, boolean) to service_role;
grant execute on function public.digest_content(timestamptz, integer) to service_role;
