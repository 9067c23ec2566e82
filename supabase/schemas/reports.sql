-- The report of the quotes received in a period. A quote held as suspect (sent while the site was
-- flooded) counts in no figure: its number is given apart. The value per won event is the average
-- event value of the won quotes received in the period that have one, with how many have it.
create or replace function public.admin_report(p_from date, p_to date)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.admin_report(p_from date, p_to date) from public, anon, authenticated, service_role;
grant execute on function public.admin_report(p_from date, p_to date) to authenticated, service_role;

-- The job's functions, for the server's job identity only (service_role), never the API's roles.
-- Claims the day: true once per day (again only after a failed or abandoned attempt).
create or replace function public.digest_claim(p_day date)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  claimed integer;
begin
  insert into public.digest_runs as run (day, status, claimed_at) values (p_day, 'pending', now())
    on conflict (day) do update set status = 'pending', claimed_at = now()
    where run.status = 'failed' or (run.status = 'pending' and run.claimed_at < now() - interval '15 minutes');
  get diagnostics claimed = row_count;
  return claimed = 1;
end
$function$;
revoke all on function public.digest_claim(p_day date) from public, anon, authenticated, service_role;
grant execute on function public.digest_claim(p_day date) to service_role;

-- The owner's day, part five: the morning digest also lists the day's confirmed events (each with
-- its sheet) and the follow-ups that reached three "Sem resposta" in a row (time to mark them lost);
-- and the holds past their deadline with money received, which wait for the owner's decision.
create or replace function public.digest_content(p_now timestamp with time zone DEFAULT now(), p_limit integer DEFAULT 50)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    'toDecide', (select coalesce(jsonb_agg(to_jsonb(r) order by r.until, r.id), '[]'::jsonb) from (
      select b.orcamento_id as id, q.name, to_char(b.day, 'YYYY-MM-DD') as date, to_char(b.hold_until, 'YYYY-MM-DD') as until
      from public.bookings b join public."Orcamentos" q on q.id = b.orcamento_id, today
      where b.kind = 'hold' and b.released_at is null and b.lapsed_at is null and b.hold_until < today.day and public.booking_hold_paid(b.orcamento_id)
      order by b.hold_until, b.orcamento_id limit p_limit) r),
    'missingAddress', (select coalesce(jsonb_agg(to_jsonb(r) order by r.date, r.id), '[]'::jsonb) from (
      select l.orcamento_id as id, l.name, to_char(l.day, 'YYYY-MM-DD') as date
      from live l, today where l.kind = 'confirmed' and l.day between today.day and today.day + 6 and (l.address_street is null or l.address_number is null)
      order by l.day, l.orcamento_id limit p_limit) r),
    'todayEvents', (select coalesce(jsonb_agg(to_jsonb(r) order by r.time nulls last, r.id), '[]'::jsonb) from (
      select l.orcamento_id as id, l.name, to_char(l.event_time::time, 'HH24:MI') as time, l.neighborhood, l.guests
      from live l, today where l.kind = 'confirmed' and l.day = today.day order by l.event_time::time nulls last, l.orcamento_id limit p_limit) r),
    'noAnswer', (select coalesce(jsonb_agg(to_jsonb(r) order by r.tries desc, r.id), '[]'::jsonb) from (
      select q.id, q.name, q.no_answer_count as tries, to_char(q.next_contact, 'YYYY-MM-DD') as next_contact
      from public."Orcamentos" q where q.no_answer_count >= 3 and q.status in ('novo', 'em_contato', 'orcamento_enviado')
      order by q.no_answer_count desc, q.id limit p_limit) r)
  );
$function$;
revoke all on function public.digest_content(p_now timestamp with time zone, p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.digest_content(p_now timestamp with time zone, p_limit integer) to service_role;

create or replace function public.digest_finish(p_day date, p_sent boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.digest_runs set status = case when p_sent then 'sent' else 'failed' end, sent_at = case when p_sent then now() end
    where day = p_day and status = 'pending';
  if p_sent then
    perform public.audit_write('digest_sent', 'resumo:' || to_char(p_day, 'YYYY-MM-DD'), '{}'::jsonb);
  end if;
end
$function$;
revoke all on function public.digest_finish(p_day date, p_sent boolean) from public, anon, authenticated, service_role;
grant execute on function public.digest_finish(p_day date, p_sent boolean) to service_role;

-- The daily digest goes to the recipients the administrator set in "Avisos" (admin_settings.notify_recipients,
-- 20261126100300), like each new quote's e-mail: the Studio no longer holds any address. Read by the
-- job's identity only, as the digest's other functions (20261126130200).
create or replace function public.digest_recipients()
 RETURNS text[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select s.notify_recipients from public.admin_settings s where s.id), '{}'::text[])
$function$;
revoke all on function public.digest_recipients() from public, anon, authenticated, service_role;
grant execute on function public.digest_recipients() to service_role;

-- Moves the counts of the quotes a statement inserted, changed or deleted (a statement trigger
-- with its transition tables: a bulk import costs one upsert per key, not one per row). Definer:
-- the visitor inserting a quote and the administrator changing a status may not write the table.
create or replace function public.quote_stats_count()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.quote_stats_count() from public, anon, authenticated, service_role;
grant execute on function public.quote_stats_count() to service_role;

drop trigger if exists quote_stats_delete on "Orcamentos";
CREATE TRIGGER quote_stats_delete AFTER DELETE ON public."Orcamentos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.quote_stats_count();

-- A transition table needs a trigger per event.
drop trigger if exists quote_stats_insert on "Orcamentos";
CREATE TRIGGER quote_stats_insert AFTER INSERT ON public."Orcamentos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.quote_stats_count();

drop trigger if exists quote_stats_update on "Orcamentos";
CREATE TRIGGER quote_stats_update AFTER UPDATE ON public."Orcamentos" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.quote_stats_count();

revoke all on table public.digest_runs from public, anon, authenticated, service_role;
grant all on table public.digest_runs to service_role;

revoke all on table public.quote_stats from public, anon, authenticated, service_role;
grant all on table public.quote_stats to service_role;
