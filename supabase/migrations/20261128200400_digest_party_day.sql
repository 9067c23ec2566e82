-- The owner's day, part five: the morning digest also lists the day's confirmed events (each with
-- its sheet) and the follow-ups that reached three "Sem resposta" in a row (time to mark them lost).
-- The rest of public.digest_content is unchanged. Safe to run again.

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
      order by l.day, l.orcamento_id limit p_limit) r),
    'todayEvents', (select coalesce(jsonb_agg(to_jsonb(r) order by r.time nulls last, r.id), '[]'::jsonb) from (
      select l.orcamento_id as id, l.name, to_char(l.event_time::time, 'HH24:MI') as time, l.neighborhood, l.guests
      from live l, today where l.kind = 'confirmed' and l.day = today.day order by l.event_time::time nulls last, l.orcamento_id limit p_limit) r),
    'noAnswer', (select coalesce(jsonb_agg(to_jsonb(r) order by r.tries desc, r.id), '[]'::jsonb) from (
      select q.id, q.name, q.no_answer_count as tries, to_char(q.next_contact, 'YYYY-MM-DD') as next_contact
      from public."Orcamentos" q where q.no_answer_count >= 3 and q.status in ('novo', 'em_contato', 'orcamento_enviado')
      order by q.no_answer_count desc, q.id limit p_limit) r)
  );
$$;


revoke all on function public.digest_content(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.digest_content(timestamptz, integer) to service_role;
