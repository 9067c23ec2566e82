-- What the owner reads, from the bookings: the agenda shows each day whole (confirmed events and
-- live holds with their deadline and overrides, against the capacity, then the open quotes asking
-- for it); the list marks the open quotes whose day has no room for them; the digest adds the holds whose deadline is today or tomorrow, the holds that lapsed in
-- the last day and the confirmed events of the week still without an address; the report leaves
-- out the quotes held as suspect (counted apart) and averages the event's value of every won quote.
-- Safe to run again.

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
    booked as (
      select b.day, b.orcamento_id as id, b.kind, b.hold_until, b.override_reason, q.name, q.neighborhood, q.guests,
             to_char(q.event_time::time, 'HH24:MI') as event_time,
             row_number() over (partition by b.day order by b.kind = 'hold', q.event_time::time, b.id) as n,
             count(*) over (partition by b.day) as total
      from public.bookings b join public."Orcamentos" q on q.id = b.orcamento_id
      where b.day between p_from and p_to and b.released_at is null and b.lapsed_at is null
        and (b.kind = 'confirmed' or b.hold_until >= public.sao_paulo_today())
    ),
    asking as (
      select q.id, q.name, q.guests, q.status, q.date::date as day, to_char(q.event_time::time, 'HH24:MI') as event_time,
             row_number() over (partition by q.date::date order by q.event_time::time, q.id) as n,
             count(*) over (partition by q.date::date) as total
      from public."Orcamentos" q
      where q.date::date between p_from and p_to and q.status in ('novo', 'em_contato', 'orcamento_enviado')
        and not exists (select 1 from booked b where b.id = q.id)
    )
    select coalesce(jsonb_agg(jsonb_build_object(
      'day', to_char(r.day, 'YYYY-MM-DD'),
      'capacity', r.capacity, 'confirmed', r.confirmed, 'holds', r.holds, 'full', not r.fits,
      'blockedNote', case when r.blocked then (select x.note from public.blocked_dates x where x.date = r.day) end,
      'bookings', coalesce((select jsonb_agg(jsonb_build_object('id', b.id, 'name', b.name, 'time', b.event_time, 'neighborhood', b.neighborhood, 'guests', b.guests,
                                                                 'kind', b.kind, 'until', b.hold_until, 'override', b.override_reason) order by b.n)
                            from booked b where b.day = r.day and b.n <= p_per_day), '[]'::jsonb),
      'bookingsTotal', coalesce((select max(b.total) from booked b where b.day = r.day), 0),
      'open', coalesce((select jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name, 'time', a.event_time, 'status', a.status, 'guests', a.guests) order by a.n)
                        from asking a where a.day = r.day and a.n <= p_per_day), '[]'::jsonb),
      'openTotal', coalesce((select max(a.total) from asking a where a.day = r.day), 0)
    ) order by r.day), '[]'::jsonb)
    from public.booking_room(array(select day from days)) r
  );
end
$$;

revoke all on function public.admin_agenda(date, date, integer) from public, anon;
grant execute on function public.admin_agenda(date, date, integer) to authenticated;

-- The open quotes among `p_ids` whose event day has no room for them: the list's "data ocupada". The
-- rule without the quote's own booking, and never for a quote whose own booking counts (it is the one
-- holding the day).
create or replace function public.admin_quotes_on_full_days(p_ids bigint[])
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  if cardinality(p_ids) > 1000 then
    raise exception 'admin_quotes_on_full_days: até 1000 orçamentos' using errcode = '22023';
  end if;
  return (
    select coalesce(jsonb_agg(q.id order by q.id), '[]'::jsonb)
    from public."Orcamentos" q
    cross join lateral public.booking_room(array[q.date::date], q.id) r
    where q.id = any (p_ids) and q.status not in ('fechado', 'perdido') and not r.fits
      and not exists (select 1 from public.bookings b where b.orcamento_id = q.id and b.released_at is null and b.lapsed_at is null
                        and (b.kind = 'confirmed' or b.hold_until >= public.sao_paulo_today()))
  );
end
$$;

revoke all on function public.admin_quotes_on_full_days(bigint[]) from public, anon;
grant execute on function public.admin_quotes_on_full_days(bigint[]) to authenticated;

-- What the digest of `p_now` says (up to p_limit of each list, with totals where a list may be long).
create or replace function public.digest_content(p_now timestamptz default now(), p_limit integer default 50)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with today as (select (p_now at time zone 'America/Sao_Paulo')::date as day),
  live as (
    select b.*, q.name, q.neighborhood, q.guests, q.event_time, q.address_street, q.address_number
    from public.bookings b join public."Orcamentos" q on q.id = b.orcamento_id, today
    where b.released_at is null and b.lapsed_at is null
      and ((b.kind = 'confirmed' and b.day between today.day and today.day + 6) or (b.kind = 'hold' and b.hold_until between today.day and today.day + 1))
  )
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
      select l.orcamento_id as id, l.name, to_char(l.day, 'YYYY-MM-DD') as date, to_char(l.event_time::time, 'HH24:MI') as time, l.neighborhood, l.guests
      from live l, today where l.kind = 'confirmed' and l.day between today.day and today.day + 6 order by l.day, l.event_time::time, l.orcamento_id limit p_limit) r),
    'holdsDue', (select coalesce(jsonb_agg(to_jsonb(r) order by r.until, r.date, r.id), '[]'::jsonb) from (
      select l.orcamento_id as id, l.name, to_char(l.day, 'YYYY-MM-DD') as date, to_char(l.hold_until, 'YYYY-MM-DD') as until
      from live l, today where l.kind = 'hold' and l.hold_until between today.day and today.day + 1 order by l.hold_until, l.day, l.orcamento_id limit p_limit) r),
    'lapsed', (select coalesce(jsonb_agg(to_jsonb(r) order by r.date, r.id), '[]'::jsonb) from (
      select b.orcamento_id as id, q.name, to_char(b.day, 'YYYY-MM-DD') as date
      from public.bookings b join public."Orcamentos" q on q.id = b.orcamento_id
      where b.lapsed_at > p_now - interval '24 hours' and b.lapsed_at <= p_now order by b.day, b.orcamento_id limit p_limit) r),
    'missingAddress', (select coalesce(jsonb_agg(to_jsonb(r) order by r.date, r.id), '[]'::jsonb) from (
      select l.orcamento_id as id, l.name, to_char(l.day, 'YYYY-MM-DD') as date
      from live l, today where l.kind = 'confirmed' and l.day between today.day and today.day + 6 and (l.address_street is null or l.address_number is null)
      order by l.day, l.orcamento_id limit p_limit) r)
  );
$$;

revoke all on function public.digest_content(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.digest_content(timestamptz, integer) to service_role;

-- The report of the quotes received in a period. A quote held as suspect (sent while the site was
-- flooded) counts in no figure: its number is given apart. The value per won event is the average
-- event value of the won quotes received in the period that have one, with how many have it.
create or replace function public.admin_report(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_month date := date_trunc('month', p_from)::date;
  last_month date := date_trunc('month', p_to)::date;
  won_value integer;
  won_counted integer;
begin
  perform public.admin_quotes_require_admin();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 3700 then
    raise exception 'admin_report: período inválido' using errcode = '22023';
  end if;
  select round(avg(o.event_value_cents))::integer, count(o.event_value_cents)::integer into won_value, won_counted
  from public."Orcamentos" o
  where o.status = 'fechado'
    and o.created_at >= (first_month::timestamp at time zone 'America/Sao_Paulo')
    and o.created_at < ((last_month + interval '1 month')::timestamp at time zone 'America/Sao_Paulo');
  return (
    with q as materialized (
      select * from public.quote_stats
      where month between first_month and last_month and quotes > 0 and status <> 'suspeito'
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
        'wonValueCents', won_value, 'wonValueCount', won_counted,
        'suspect', (select coalesce(sum(s.quotes), 0) from public.quote_stats s where s.month between first_month and last_month and s.status = 'suspeito')) from q)
    )
  );
end
$$;

revoke all on function public.admin_report(date, date) from public, anon;
grant execute on function public.admin_report(date, date) to authenticated;
