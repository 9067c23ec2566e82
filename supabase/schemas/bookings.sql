-- "Pré-reservar" by hand: holds `p_day` for the quote until `p_until` (today to the event day). A
-- day other than the quote's moves the quote's date (kept in its history). Refused with BK001/BK002
-- when the day has no room, unless `p_override_reason` says why to book it anyway.
create or replace function public.admin_booking_hold(p_id bigint, p_day date, p_until date, p_override_reason text DEFAULT NULL::text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.admin_booking_hold(p_id bigint, p_day date, p_until date, p_override_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_booking_hold(p_id bigint, p_day date, p_until date, p_override_reason text) to authenticated, service_role;

-- "Liberar data": releases the quote's live hold; false when it has none.
create or replace function public.admin_booking_release(p_id bigint)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  perform 1 from public."Orcamentos" where id = p_id for update;
  return public.booking_release(p_id, 'admin', array['hold']);
end
$function$;
revoke all on function public.admin_booking_release(p_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_booking_release(p_id bigint) to authenticated, service_role;

-- "Eventos por dia": how many won events make a date full.
create or replace function public.admin_capacity()
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return (select s.events_per_day from public.admin_settings s where s.id);
end
$function$;
revoke all on function public.admin_capacity() from public, anon, authenticated, service_role;
grant execute on function public.admin_capacity() to authenticated, service_role;

-- Which of the given days are full, for the administrator's marks on a page of quotes.
create or replace function public.admin_full_dates(p_days date[])
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return (select coalesce(jsonb_agg(to_char(o.day, 'YYYY-MM-DD') order by o.day), '[]'::jsonb) from public.date_occupancy(p_days) o where o.is_full);
end
$function$;
revoke all on function public.admin_full_dates(p_days date[]) from public, anon, authenticated, service_role;
grant execute on function public.admin_full_dates(p_days date[]) to authenticated, service_role;

-- "Prazo para o sinal" of "Propostas e Pix".
create or replace function public.admin_hold_days()
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return (select s.hold_days from public.admin_settings s where s.id);
end
$function$;
revoke all on function public.admin_hold_days() from public, anon, authenticated, service_role;
grant execute on function public.admin_hold_days() to authenticated, service_role;

-- "Sinal parcial: decidir": the holds whose deadline passed with money received, oldest deadline
-- first: the quote, whom, the day, the deadline, what was received and the deposit.
create or replace function public.admin_holds_to_decide()
 RETURNS TABLE(orcamento_id bigint, client_name text, day date, hold_until date, paid_cents bigint, deposit_cents integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform public.admin_quotes_require_admin();
  return query
    select b.orcamento_id, q.name, b.day, b.hold_until,
           (select coalesce(sum(pp.amount_cents), 0) from public.proposal_payments pp where pp.proposal_id = p.id)::bigint,
           v.deposit_cents
    from public.bookings b
    join public."Orcamentos" q on q.id = b.orcamento_id
    join public.proposals p on p.orcamento_id = b.orcamento_id
    left join public.proposal_versions v on v.proposal_id = p.id and v.status = 'accepted'
    where b.kind = 'hold' and b.released_at is null and b.lapsed_at is null and b.hold_until < public.sao_paulo_today()
      and q.anonymized_at is null and public.booking_hold_paid(b.orcamento_id)
    order by b.hold_until, b.orcamento_id
    limit 100;
end
$function$;
revoke all on function public.admin_holds_to_decide() from public, anon, authenticated, service_role;
grant execute on function public.admin_holds_to_decide() to authenticated, service_role;

-- A quote's place in the agenda: its live booking (if any), the room its event day has for it, and
-- its earlier bookings (released or lapsed), newest first.
create or replace function public.admin_quote_booking(p_id bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.admin_quote_booking(p_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_quote_booking(p_id bigint) to authenticated, service_role;

-- The open quotes among `p_ids` whose event day has no room for them: the list's "data ocupada". The
-- rule without the quote's own booking, and never for a quote whose own booking counts (it is the one
-- holding the day).
create or replace function public.admin_quotes_on_full_days(p_ids bigint[])
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.admin_quotes_on_full_days(p_ids bigint[]) from public, anon, authenticated, service_role;
grant execute on function public.admin_quotes_on_full_days(p_ids bigint[]) to authenticated, service_role;

create or replace function public.admin_set_capacity(p_events_per_day integer)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  update public.admin_settings set events_per_day = p_events_per_day where id;
  return found;
end
$function$;
revoke all on function public.admin_set_capacity(p_events_per_day integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_capacity(p_events_per_day integer) to authenticated, service_role;

create or replace function public.admin_set_hold_days(p_days integer)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.admin_set_hold_days(p_days integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_hold_days(p_days integer) to authenticated, service_role;

-- Blocks a day (or changes its note) and unblocks it, audited. The note stays out of the log.
create or replace function public.block_date(p_date date, p_note text DEFAULT ''::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  insert into public.blocked_dates (date, note, created_by) values (p_date, coalesce(btrim(p_note), ''), auth.uid())
    on conflict (date) do update set note = excluded.note;
  perform public.audit_write('date_blocked', 'data:' || to_char(p_date, 'YYYY-MM-DD'), '{}'::jsonb);
end
$function$;
revoke all on function public.block_date(p_date date, p_note text) from public, anon, authenticated, service_role;
grant execute on function public.block_date(p_date date, p_note text) to authenticated, service_role;

-- Money received for the quote's proposal (payments less reversals and refunds): its hold then
-- stays live past its deadline until the owner decides.
create or replace function public.booking_hold_paid(p_orcamento_id bigint)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select sum(pp.amount_cents) from public.proposal_payments pp join public.proposals p on p.id = pp.proposal_id
                   where p.orcamento_id = p_orcamento_id), 0) > 0
$function$;
revoke all on function public.booking_hold_paid(p_orcamento_id bigint) from public, anon, authenticated, service_role;

-- Books `p_day` for the quote: a hold until `p_until`, or a confirmed event. 'booked', or 'full' /
-- 'blocked' when the day has no room and no override reason was given (nothing changed then). The
-- quote's own live booking does not count against it: confirming a live hold, or holding again,
-- never needs room; moving to another day releases the old booking. Internal: every booking path
-- calls it in its own transaction.
create or replace function public.booking_place(p_orcamento_id bigint, p_day date, p_kind text, p_until date, p_via text, p_override_reason text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.booking_place(p_orcamento_id bigint, p_day date, p_kind text, p_until date, p_via text, p_override_reason text) from public, anon, authenticated, service_role;

-- An administrator's booking refused by the rule: BK001 (full) or BK002 (blocked), which the admin
-- answers by asking for the override's reason. Nothing for 'booked'.
create or replace function public.booking_refused(p_outcome text, p_day date)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if p_outcome = 'blocked' then
    raise exception 'a data % está bloqueada', to_char(p_day, 'DD/MM/YYYY') using errcode = 'BK002';
  elsif p_outcome = 'full' then
    raise exception 'a data % está lotada', to_char(p_day, 'DD/MM/YYYY') using errcode = 'BK001';
  end if;
end
$function$;
revoke all on function public.booking_refused(p_outcome text, p_day date) from public, anon, authenticated, service_role;

-- Releases the quote's live booking when it is one of `p_kinds`; true when one was released.
create or replace function public.booking_release(p_orcamento_id bigint, p_reason text, p_kinds text[])
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.booking_release(p_orcamento_id bigint, p_reason text, p_kinds text[]) from public, anon, authenticated, service_role;

-- The rule, for any set of days: the capacity, the confirmed events and live holds (a hold with
-- money received stays live past its deadline) counted (without
-- `p_exclude`'s, the quote being booked), whether the day is blocked, and whether it fits one more.
create or replace function public.booking_room(p_days date[], p_exclude bigint DEFAULT NULL::bigint)
 RETURNS TABLE(day date, capacity integer, confirmed integer, holds integer, blocked boolean, fits boolean)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with days as (select distinct d as day from unnest(p_days) as d where d is not null),
  counted as (
    select b.day,
           count(*) filter (where b.kind = 'confirmed')::integer as confirmed,
           count(*) filter (where b.kind = 'hold' and (b.hold_until >= public.sao_paulo_today() or public.booking_hold_paid(b.orcamento_id)))::integer as holds
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
$function$;
revoke all on function public.booking_room(p_days date[], p_exclude bigint) from public, anon, authenticated, service_role;

-- The daily job: every hold whose deadline (a São Paulo day) passed before `p_now`'s day lapses;
-- its quote goes back to "Em contato", to be called today, with a note. Idempotent: a lapsed hold
-- is never touched again. Returns how many lapsed. A hold with money received never lapses: the
-- owner decides (public.admin_holds_to_decide); its quote is to be called today, with a note, once.
create or replace function public.bookings_lapse(p_now timestamp with time zone DEFAULT now())
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  today constant date := (p_now at time zone 'America/Sao_Paulo')::date;
  due record;
  lapsed integer := 0;
begin
  for due in
    select b.id, b.orcamento_id, b.day, b.hold_until from public.bookings b
    where b.kind = 'hold' and b.released_at is null and b.lapsed_at is null and b.hold_until < today
      and not public.booking_hold_paid(b.orcamento_id)
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
  for due in
    select b.id, b.orcamento_id, b.day, b.hold_until from public.bookings b
    where b.kind = 'hold' and b.released_at is null and b.lapsed_at is null and b.hold_until < today and b.overdue_noted_at is null
      and public.booking_hold_paid(b.orcamento_id)
    order by b.id
  loop
    perform 1 from public."Orcamentos" where id = due.orcamento_id for update;
    update public.bookings set overdue_noted_at = now()
      where id = due.id and kind = 'hold' and released_at is null and lapsed_at is null and overdue_noted_at is null;
    if found then
      update public."Orcamentos" set next_contact = today where id = due.orcamento_id;
      insert into public.orcamento_notas (orcamento_id, body) values (due.orcamento_id,
        format('Sinal parcial: decidir. O prazo da pré-reserva de %s venceu em %s com parte do sinal paga: a data continua reservada até você prorrogar o prazo ou liberar a data com a devolução.',
          to_char(due.day, 'DD/MM/YYYY'), to_char(due.hold_until, 'DD/MM/YYYY')));
      perform public.audit_write('booking_overdue_paid', 'orcamento:' || due.orcamento_id, jsonb_build_object('dia', due.day, 'ate', due.hold_until));
    end if;
  end loop;
  return lapsed;
end
$function$;
revoke all on function public.bookings_lapse(p_now timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.bookings_lapse(p_now timestamp with time zone) to service_role;

-- The full-date marks, the agenda and the visitor's list read the same rule.
create or replace function public.date_occupancy(p_days date[])
 RETURNS TABLE(day date, booked integer, capacity integer, blocked boolean, is_full boolean)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.day, r.confirmed + r.holds, r.capacity, r.blocked, not r.fits from public.booking_room(p_days) r;
$function$;
revoke all on function public.date_occupancy(p_days date[]) from public, anon, authenticated, service_role;
grant execute on function public.date_occupancy(p_days date[]) to service_role;

-- The booking an accepted link leads to, for the client's page: dates and a state only ('hold',
-- 'confirmed', 'lapsed' or 'released'); null for any other link.
create or replace function public.proposal_booking(p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  version public.proposal_versions%rowtype;
  booking public.bookings%rowtype;
begin
  select * into version from public.proposal_versions where token_hash = public.proposal_token_hash(p_token);
  if not found or version.status <> 'accepted' then
    return null;
  end if;
  select b.* into booking from public.bookings b join public.proposals p on p.orcamento_id = b.orcamento_id
    where p.id = version.proposal_id order by b.id desc limit 1;
  if booking.id is null then
    return null;
  end if;
  return jsonb_build_object('day', booking.day, 'kind', booking.kind, 'until', booking.hold_until,
    'state', case
      when booking.released_at is not null then 'released'
      when booking.lapsed_at is not null then 'lapsed'
      when booking.kind = 'confirmed' then 'confirmed'
      when booking.hold_until < public.sao_paulo_today() and not public.booking_hold_paid(booking.orcamento_id) then 'lapsed'
      else 'hold' end);
end
$function$;
revoke all on function public.proposal_booking(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.proposal_booking(p_token text) to anon, authenticated, service_role;

-- For the quote form: which of the next 18 months' days are full. Dates only: never whose event,
-- how many, nor why (blocked or booked).
create or replace function public.public_full_dates()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(to_char(o.day, 'YYYY-MM-DD') order by o.day), '[]'::jsonb)
  from public.date_occupancy(array(
    select generate_series(public.sao_paulo_today(), public.sao_paulo_today() + interval '18 months', interval '1 day')::date
  )) o
  where o.is_full;
$function$;
revoke all on function public.public_full_dates() from public, anon, authenticated, service_role;
grant execute on function public.public_full_dates() to anon, authenticated, service_role;

create or replace function public.unblock_date(p_date date)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  delete from public.blocked_dates where date = p_date;
  if not found then
    return false;
  end if;
  perform public.audit_write('date_unblocked', 'data:' || to_char(p_date, 'YYYY-MM-DD'), '{}'::jsonb);
  return true;
end
$function$;
revoke all on function public.unblock_date(p_date date) from public, anon, authenticated, service_role;
grant execute on function public.unblock_date(p_date date) to authenticated, service_role;

drop policy if exists blocked_dates_select_admins on public.blocked_dates;
create policy blocked_dates_select_admins on public.blocked_dates
  for select
  to authenticated
  using ((select public.is_admin()));

revoke all on table public.blocked_dates from public, anon, authenticated, service_role;
grant all on table public.blocked_dates to service_role;

revoke all on table public.bookings from public, anon, authenticated, service_role;

revoke all on sequence public.bookings_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.bookings_id_seq to service_role;
