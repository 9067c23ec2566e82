-- What the owner reads, from the bookings: the agenda shows each day whole (confirmed events and
-- live holds with their deadline and overrides, against the capacity, then the open quotes asking
-- for it); the list marks the open quotes whose day has no room for them; the digest adds the holds whose deadline is today or tomorrow, the holds that lapsed in
-- the last day and the confirmed events of the week still without an address; the report leaves
-- out the quotes held as suspect (counted apart) and averages the event's value of every won quote.
create or replace function public.admin_agenda(p_from date, p_to date, p_per_day integer DEFAULT 4)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
        and (b.kind = 'confirmed' or b.hold_until >= public.sao_paulo_today() or public.booking_hold_paid(b.orcamento_id))
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
$function$;
revoke all on function public.admin_agenda(p_from date, p_to date, p_per_day integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_agenda(p_from date, p_to date, p_per_day integer) to authenticated, service_role;

-- Today in São Paulo: every date rule below counts days there, whatever the server's zone.
create or replace function public.sao_paulo_today()
 RETURNS date
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (now() at time zone 'America/Sao_Paulo')::date;
$function$;
revoke all on function public.sao_paulo_today() from public, anon, authenticated, service_role;
grant execute on function public.sao_paulo_today() to service_role;
