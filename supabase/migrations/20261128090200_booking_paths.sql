-- The paths that book a date by the client's or the money's hand go through public.booking_place:
--   a client's acceptance holds the accepted version's date until the deposit deadline (a deposit of
--   0% confirms it at once), writes the version's date, guests and total back to the quote (kept in
--   its history), and is refused, recording nothing but the attempt, when the day is full or blocked;
--   the deposit recorded in full confirms the booking and the quote becomes "Fechado (ganho)".
-- The client's page reads its booking (proposal_booking), and the business is e-mailed about a
-- refused acceptance (the mail kind 'data_indisponivel'). Safe to run again.

-- The client accepts through the link: one acceptance per version (the proposal's row, then the
-- version's, then the quote's and the day's, each locked in that order), and only when the day can
-- take the booking.
create or replace function public.proposal_accept(p_token text, p_full_name text, p_client_address text default null, p_user_agent text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  version public.proposal_versions%rowtype;
  state text;
  quote public."Orcamentos"%rowtype;
  event_day date;
  kind text;
  until date;
  outcome text;
begin
  select * into version from public.proposal_versions where token_hash = public.proposal_token_hash(p_token);
  if not found then
    return jsonb_build_object('outcome', 'not_found');
  end if;
  -- The proposal first (as admin_proposal_send locks it), then the version as it is now.
  perform 1 from public.proposals where id = version.proposal_id for update;
  select * into version from public.proposal_versions where id = version.id for update;
  state := public.proposal_version_state(version.status, version.valid_until);
  if state <> 'open' then
    return jsonb_build_object('outcome', case state when 'accepted' then 'already_accepted' when 'refused' then 'already_refused' else state end);
  end if;
  select q.* into quote from public."Orcamentos" q join public.proposals p on p.orcamento_id = q.id where p.id = version.proposal_id for update of q;
  event_day := coalesce(nullif(version.content -> 'event' ->> 'date', '')::date, quote.date::date);
  if version.deposit_cents = 0 then
    kind := 'confirmed';
  else
    kind := 'hold';
    until := least(public.sao_paulo_today() + coalesce((select s.hold_days from public.admin_settings s where s.id), 3), event_day);
  end if;
  outcome := public.booking_place(quote.id, event_day, kind, until, 'acceptance', null);
  if outcome <> 'booked' then
    perform public.audit_write('acceptance_unavailable', 'orcamento:' || quote.id,
      jsonb_build_object('proposta', version.proposal_id, 'versao', version.number, 'dia', event_day, 'motivo', case outcome when 'blocked' then 'bloqueado' else 'lotado' end));
    return jsonb_build_object('outcome', 'unavailable', 'orcamentoId', quote.id);
  end if;
  insert into public.proposal_acceptances (version_id, proposal_id, full_name, client_address, user_agent, content_sha256)
  values (version.id, version.proposal_id, btrim(p_full_name), left(p_client_address, 64), left(p_user_agent, 500), version.content_sha256);
  update public.proposal_versions set status = 'accepted' where id = version.id;
  update public.proposals set status = 'accepted', updated_at = now() where id = version.proposal_id;
  -- What was accepted becomes the quote's: the agenda, the reports and the event sheet read the quote.
  perform public.quote_apply_changes(quote.id, jsonb_strip_nulls(jsonb_build_object(
    'date', event_day, 'guests', nullif(version.content -> 'event' ->> 'guests', '')::integer, 'event_value_cents', version.total_cents)), 'acceptance');
  if kind = 'confirmed' then
    perform public.quote_mark_won(quote.id, 'aceite');
  else
    -- Call the client on the deadline, unless the quote's date was already confirmed some other way.
    update public."Orcamentos" set next_contact = until where id = quote.id
      and exists (select 1 from public.bookings b where b.orcamento_id = quote.id and b.kind = 'hold' and b.released_at is null and b.lapsed_at is null);
  end if;
  perform public.audit_write('proposal_accepted', 'orcamento:' || quote.id, jsonb_build_object('proposta', version.proposal_id, 'versao', version.number, 'sha256', version.content_sha256));
  return jsonb_build_object('outcome', 'accepted', 'orcamentoId', quote.id, 'clientEmail', nullif(btrim(quote.email), ''));
end
$$;

revoke all on function public.proposal_accept(text, text, text, text) from public;
grant execute on function public.proposal_accept(text, text, text, text) to anon, authenticated;

-- The booking an accepted link leads to, for the client's page: dates and a state only ('hold',
-- 'confirmed', 'lapsed' or 'released'); null for any other link.
create or replace function public.proposal_booking(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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
      when booking.hold_until < public.sao_paulo_today() then 'lapsed'
      else 'hold' end);
end
$$;

revoke all on function public.proposal_booking(text) from public;
grant execute on function public.proposal_booking(text) to anon, authenticated;

-- "Sinal recebido": a payment of an accepted proposal. When the payments reach the deposit, the
-- booking is confirmed (the hold, or the quote's date when the hold is gone: then through the rule,
-- BK001/BK002 unless `p_override_reason` says why, and nothing is recorded) and the quote is won.
create or replace function public.admin_proposal_record_payment(p_proposal_id bigint, p_amount_cents integer, p_paid_on date, p_override_reason text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote_id bigint;
  proposal_status text;
  payment_id bigint;
  paid bigint;
  deposit integer;
  booking public.bookings%rowtype;
  event_day date;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_record_payment');
  select orcamento_id, status into quote_id, proposal_status from public.proposals where id = p_proposal_id for update;
  if quote_id is null then
    raise exception 'proposta % não existe', p_proposal_id using errcode = 'P0002';
  end if;
  if proposal_status <> 'accepted' then
    raise exception 'o sinal só é registrado numa proposta aceita' using errcode = '55000';
  end if;
  insert into public.proposal_payments (proposal_id, amount_cents, paid_on, recorded_by, recorded_by_email)
  values (p_proposal_id, p_amount_cents, p_paid_on, auth.uid(), nullif(auth.jwt() ->> 'email', ''))
  returning id into payment_id;
  perform public.audit_write('deposit_recorded', 'orcamento:' || quote_id, jsonb_build_object('proposta', p_proposal_id, 'valor_centavos', p_amount_cents, 'pago_em', p_paid_on));
  select coalesce(sum(amount_cents), 0) into paid from public.proposal_payments where proposal_id = p_proposal_id;
  select v.deposit_cents into deposit from public.proposal_versions v where v.proposal_id = p_proposal_id and v.status = 'accepted';
  if paid >= coalesce(deposit, 0) then
    select * into booking from public.bookings b where b.orcamento_id = quote_id and b.released_at is null and b.lapsed_at is null;
    if booking.id is null or booking.kind = 'hold' then
      event_day := coalesce(booking.day, (select q.date::date from public."Orcamentos" q where q.id = quote_id));
      perform public.booking_refused(public.booking_place(quote_id, event_day, 'confirmed', null, 'deposit', p_override_reason), event_day);
      perform public.quote_mark_won(quote_id, 'sinal');
    end if;
  end if;
  return payment_id;
end
$$;

revoke all on function public.admin_proposal_record_payment(bigint, integer, date, text) from public, anon;
grant execute on function public.admin_proposal_record_payment(bigint, integer, date, text) to authenticated;

-- The earlier signature, for any caller still using it: the same rule, without an override.
create or replace function public.admin_proposal_record_payment(p_proposal_id bigint, p_amount_cents integer, p_paid_on date)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return public.admin_proposal_record_payment(p_proposal_id, p_amount_cents, p_paid_on, null::text);
end
$$;

revoke all on function public.admin_proposal_record_payment(bigint, integer, date) from public, anon;
grant execute on function public.admin_proposal_record_payment(bigint, integer, date) to authenticated;

-- The business hears of a refused acceptance: the e-mail's kind.
do $$
begin
  alter table public.mail_log drop constraint if exists mail_log_kind_check;
  alter table public.mail_log add constraint mail_log_kind_check
    check (kind in ('novo_orcamento', 'alerta_acesso', 'resumo', 'proposta', 'aceite', 'copia_aceite', 'teste', 'data_indisponivel'));
end
$$;

-- Who is told of an acceptance refused through `p_token` in the last hour (the administrator's list),
-- at most once an hour per proposal; null otherwise.
create or replace function public.proposal_unavailable_recipients(p_token text)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.proposal_versions v join public.proposals p on p.id = v.proposal_id
    where v.token_hash = public.proposal_token_hash(p_token)
      and exists (select 1 from public.audit_log a where a.subject = 'orcamento:' || p.orcamento_id and a.action = 'acceptance_unavailable' and a.at > now() - interval '1 hour')
      and not exists (select 1 from public.mail_log m where m.kind = 'data_indisponivel' and m.proposal_id = p.id and m.sent_at > now() - interval '1 hour')
  ) then
    return coalesce((select s.notify_recipients from public.admin_settings s where s.id), '{}'::text[]);
  end if;
  return null;
end
$$;

revoke all on function public.proposal_unavailable_recipients(text) from public;
grant execute on function public.proposal_unavailable_recipients(text) to anon, authenticated;

-- Records an e-mail just sent (20261127090100), with one kind more:
--   data_indisponivel  the server for the client: p_ref is the link's token, within the hour an
--                      acceptance through it was refused, once an hour per proposal.
create or replace function public.mail_record(p_kind text, p_recipients text[], p_ref text default null)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote_id bigint;
  proposal bigint;
  email text := lower(btrim(coalesce(p_ref, '')));
  window_start timestamptz;
begin
  if p_kind = 'novo_orcamento' then
    select o.id into quote_id from public."Orcamentos" o
      where o.submission_id::text = lower(p_ref) and o.created_at > now() - interval '1 hour'
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.orcamento_id = o.id);
  elsif p_kind in ('aceite', 'copia_aceite') then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposal_acceptances a on a.version_id = v.id join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref) and a.accepted_at > now() - interval '1 hour'
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.proposal_id = p.id);
  elsif p_kind = 'data_indisponivel' then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref)
        and exists (select 1 from public.audit_log a where a.subject = 'orcamento:' || p.orcamento_id and a.action = 'acceptance_unavailable' and a.at > now() - interval '1 hour')
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.proposal_id = p.id and m.sent_at > now() - interval '1 hour');
  elsif p_kind = 'alerta_acesso' then
    select r.window_start into window_start from public.rate_limits r
      where r.key = 'signin_alert:' || email and r.window_start > now() - interval '900 seconds';
    if window_start is null or exists (select 1 from public.mail_log m where m.kind = p_kind and m.sent_at >= window_start) then
      raise exception 'mail_record: nenhum alerta pendente para esta conta' using errcode = '42501';
    end if;
    return public.mail_write(p_kind, p_recipients);
  elsif p_kind = 'proposta' and coalesce(public.is_admin(), false) then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref);
  elsif p_kind = 'teste' and coalesce(public.is_admin(), false) then
    return public.mail_write(p_kind, p_recipients);
  elsif p_kind = 'resumo' and auth.role() = 'service_role' then
    return public.mail_write(p_kind, p_recipients);
  else
    raise exception 'mail_record: % não é permitido a quem chama', coalesce(p_kind, 'null') using errcode = '42501';
  end if;
  if quote_id is null then
    raise exception 'mail_record: nada a registrar para esta referência' using errcode = '42501';
  end if;
  return public.mail_write(p_kind, p_recipients, quote_id, proposal);
end
$$;

revoke all on function public.mail_record(text, text[], text) from public;
grant execute on function public.mail_record(text, text[], text) to anon, authenticated, service_role;
