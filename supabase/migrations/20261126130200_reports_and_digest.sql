-- The owner's numbers (/admin/relatorios) and the daily digest's bookkeeping. Safe to run again.

-- Quotes received in [p_from, p_to] (São Paulo days): per month, per party type, per source, why
-- they were lost, and averages. Conversion is won / decided (won + lost), computed by the page.
-- One scan of the period through the (created_at, id) index.
create or replace function public.admin_report(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since constant timestamptz := (p_from::timestamp at time zone 'America/Sao_Paulo');
  before constant timestamptz := ((p_to + 1)::timestamp at time zone 'America/Sao_Paulo');
begin
  perform public.admin_quotes_require_admin();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 3700 then
    raise exception 'admin_report: período inválido' using errcode = '22023';
  end if;
  return (
    with q as materialized (
      select to_char(created_at at time zone 'America/Sao_Paulo', 'YYYY-MM') as month, status, party_type, lead_source, lost_reason, guests
      from public."Orcamentos"
      where created_at >= since and created_at < before
    ),
    counted as (
      select 'month' as dimension, month as key, count(*) as quotes, count(*) filter (where status = 'fechado') as won,
             count(*) filter (where status = 'perdido') as lost, round(avg(guests))::integer as guests
      from q group by month
      union all
      select 'party_type', type, count(*), count(*) filter (where status = 'fechado'), count(*) filter (where status = 'perdido'), round(avg(guests))::integer
      from q, lateral unnest(string_to_array(q.party_type, ', ')) as type group by type
      union all
      select 'source', coalesce(lead_source, ''), count(*), count(*) filter (where status = 'fechado'), count(*) filter (where status = 'perdido'), round(avg(guests))::integer
      from q group by lead_source
      union all
      select 'lost_reason', coalesce(lost_reason, ''), count(*), 0, count(*), round(avg(guests))::integer
      from q where status = 'perdido' group by lost_reason
    )
    select jsonb_build_object(
      'rows', coalesce((select jsonb_agg(jsonb_build_object('dimension', dimension, 'key', key, 'quotes', quotes, 'won', won, 'lost', lost, 'guests', guests) order by dimension, key) from counted), '[]'::jsonb),
      'totals', (select jsonb_build_object(
        'quotes', count(*), 'won', count(*) filter (where status = 'fechado'), 'lost', count(*) filter (where status = 'perdido'),
        'guests', round(avg(guests))::integer, 'wonGuests', round(avg(guests) filter (where status = 'fechado'))::integer,
        -- Issue #32 (proposals): the average accepted proposal's total (centavos) per won event goes here.
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
