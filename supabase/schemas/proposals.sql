-- The accepted proposals whose next open installment is due within `p_days` days or overdue (the
-- deposit's due date is its hold's deadline): the quote, whom to call, the party's day, the
-- installment and what remains of it.
create or replace function public.admin_installments_due(p_days integer DEFAULT 3)
 RETURNS TABLE(orcamento_id bigint, client_name text, whatsapp text, event_date date, label text, remaining_cents bigint, due date)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform public.proposal_refuse_unless_admin('admin_installments_due');
  if p_days is null or p_days not between 0 and 60 then
    raise exception 'admin_installments_due: de 0 a 60 dias' using errcode = '22023';
  end if;
  return query
    select p.orcamento_id, coalesce(a.full_name, q.name), coalesce(nullif(q.whatsapp, ''), q.phone), q.date::date, n.next ->> 'label', (n.next ->> 'remainingCents')::bigint,
           coalesce(nullif(n.next ->> 'due', '')::date, b.hold_until) as due
    from public.proposals p
    join public."Orcamentos" q on q.id = p.orcamento_id
    join public.proposal_versions v on v.proposal_id = p.id and v.status = 'accepted'
    left join public.proposal_acceptances a on a.proposal_id = p.id
    cross join lateral (select public.proposal_next_installment(p.id) as next) n
    left join lateral (select b2.hold_until from public.bookings b2 where b2.orcamento_id = p.orcamento_id and b2.kind = 'hold'
                         and b2.released_at is null and b2.lapsed_at is null order by b2.id desc limit 1) b on true
    where p.status = 'accepted' and n.next is not null and q.anonymized_at is null
      and q.status in ('novo', 'em_contato', 'orcamento_enviado', 'fechado')
      and coalesce(nullif(n.next ->> 'due', '')::date, b.hold_until) <= public.sao_paulo_today() + p_days
    order by due, p.orcamento_id
    limit 100;
end
$function$;
revoke all on function public.admin_installments_due(p_days integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_installments_due(p_days integer) to authenticated, service_role;

-- An administrator's view of the same, by quote: for the reminders and the WhatsApp templates.
create or replace function public.admin_next_installment(p_orcamento_id bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.proposal_refuse_unless_admin('admin_next_installment');
  return (select public.proposal_next_installment(p.id) from public.proposals p where p.orcamento_id = p_orcamento_id);
end
$function$;
revoke all on function public.admin_next_installment(p_orcamento_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_next_installment(p_orcamento_id bigint) to authenticated, service_role;

-- The editor's view (as 20261128100200), with the schedule, the receipts, the acceptance's contract
-- data, the accepted document (the receipts quote it) and the link's openings.
create or replace function public.admin_proposal(p_orcamento_id bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  proposal public.proposals%rowtype;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal');
  select * into proposal from public.proposals where orcamento_id = p_orcamento_id;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'id', proposal.id,
    'orcamentoId', proposal.orcamento_id,
    'status', proposal.status,
    'guests', proposal.guests,
    'eventDate', proposal.event_date,
    'validUntil', proposal.valid_until,
    'depositPercent', proposal.deposit_percent,
    'discountKind', proposal.discount_kind,
    'discountValue', proposal.discount_value,
    'paymentTerms', proposal.payment_terms,
    'conditions', proposal.conditions,
    'schedule', proposal.schedule,
    'currentVersion', proposal.current_version,
    'updatedAt', proposal.updated_at,
    'lines', coalesce((select jsonb_agg(jsonb_build_object('description', l.description, 'unitCents', l.unit_cents, 'quantity', l.quantity) order by l.position)
      from public.proposal_lines l where l.proposal_id = proposal.id), '[]'::jsonb),
    'versions', coalesce((select jsonb_agg(jsonb_build_object(
        'number', v.number, 'linkSalt', v.link_salt, 'tokenSha256', encode(v.token_hash, 'hex'),
        'state', public.proposal_version_state(v.status, v.valid_until), 'sentAt', v.sent_at,
        'totalCents', v.total_cents, 'depositCents', v.deposit_cents, 'validUntil', v.valid_until, 'contentSha256', v.content_sha256,
        'opens', jsonb_build_object('count', v.open_count, 'first', v.first_opened_at, 'last', v.last_opened_at),
        'pix', case when v.pix_key is not null then jsonb_build_object('key', v.pix_key, 'beneficiary', v.pix_beneficiary, 'city', v.pix_city) end) order by v.number desc)
      from public.proposal_versions v where v.proposal_id = proposal.id), '[]'::jsonb),
    'acceptance', (select jsonb_build_object('versionNumber', v.number, 'fullName', a.full_name, 'acceptedAt', a.accepted_at, 'clientAddress', a.client_address,
        'userAgent', a.user_agent, 'contentSha256', a.content_sha256, 'cpf', a.cpf, 'eventAddress', a.event_address)
      from public.proposal_acceptances a join public.proposal_versions v on v.id = a.version_id where a.proposal_id = proposal.id),
    'refusals', coalesce((select jsonb_agg(jsonb_build_object('versionNumber', v.number, 'reason', r.reason, 'refusedAt', r.refused_at) order by r.refused_at desc)
      from public.proposal_refusals r join public.proposal_versions v on v.id = r.version_id where r.proposal_id = proposal.id), '[]'::jsonb),
    'payments', public.proposal_receipts(proposal.id),
    'installments', coalesce(public.proposal_installments(proposal.id), '[]'::jsonb),
    'acceptedContent', (select v.content from public.proposal_versions v where v.proposal_id = proposal.id and v.status = 'accepted')
  );
end
$function$;
revoke all on function public.admin_proposal(p_orcamento_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal(p_orcamento_id bigint) to authenticated, service_role;

-- An amendment (aditivo) of an accepted proposal: the saved draft frozen as the next version, naming
-- the accepted one, which stands until the client accepts this. The deposit stays as agreed; the
-- schedule is the accepted one with its paid installments kept and the open ones recomputed to the
-- new total (public.proposal_amended_schedule). A newer amendment replaces an unanswered one.
create or replace function public.admin_proposal_amend(p_proposal_id bigint, p_token text, p_link_salt text, p_content jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  proposal public.proposals%rowtype;
  accepted public.proposal_versions%rowtype;
  settings public.admin_settings%rowtype;
  paid bigint;
  total integer;
  content jsonb;
  next_number integer;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_amend');
  proposal := public.proposal_locked_for_sending(p_proposal_id, p_token, p_link_salt);
  if proposal.status <> 'accepted' then
    raise exception 'só uma proposta aceita recebe aditivo (a proposta está %)', proposal.status using errcode = '55000';
  end if;
  if jsonb_typeof(p_content -> 'totalCents') <> 'number' or (p_content ->> 'totalCents')::numeric <> floor((p_content ->> 'totalCents')::numeric)
     or (p_content ->> 'totalCents')::numeric not between 0 and 2147483647 then
    raise exception 'conteúdo da proposta sem total' using errcode = '22023';
  end if;
  total := (p_content ->> 'totalCents')::integer;
  select * into accepted from public.proposal_versions v where v.proposal_id = p_proposal_id and v.status = 'accepted';
  select coalesce(sum(amount_cents), 0) into paid from public.proposal_payments where proposal_id = p_proposal_id;
  content := p_content || jsonb_build_object(
    'depositPercent', accepted.content -> 'depositPercent', 'depositCents', accepted.deposit_cents, 'balanceCents', total - accepted.deposit_cents,
    'schedule', public.proposal_amended_schedule(public.proposal_version_schedule(accepted.content, accepted.total_cents, accepted.deposit_cents),
                                                 accepted.deposit_cents, paid, total, coalesce(p_content -> 'event' ->> 'date', accepted.content -> 'event' ->> 'date')),
    'amendment', jsonb_build_object('of', accepted.number, 'paidCents', paid, 'before', jsonb_build_object(
      'date', accepted.content -> 'event' -> 'date', 'guests', accepted.content -> 'event' -> 'guests',
      'totalCents', accepted.total_cents, 'lines', coalesce(accepted.content -> 'lines', '[]'::jsonb))));
  select * into settings from public.admin_settings where id for share;
  next_number := proposal.current_version + 1;
  update public.proposal_versions set status = 'replaced' where proposal_id = p_proposal_id and status in ('open', 'refused');
  insert into public.proposal_versions (proposal_id, number, amends, token_hash, link_salt, content, content_sha256, total_cents, deposit_cents, valid_until, sent_by,
                                        pix_key, pix_beneficiary, pix_city)
  values (
    p_proposal_id, next_number, accepted.number, public.proposal_token_hash(p_token), p_link_salt, content,
    encode(sha256(convert_to(content::text, 'UTF8')), 'hex'), total, accepted.deposit_cents, proposal.valid_until, auth.uid(),
    nullif(settings.pix_key, ''), nullif(settings.pix_beneficiary, ''), nullif(settings.pix_city, '')
  );
  update public.proposals set current_version = next_number, updated_at = now() where id = p_proposal_id;
  perform public.audit_write('amendment_sent', 'orcamento:' || proposal.orcamento_id,
    jsonb_build_object('proposta', p_proposal_id, 'versao', next_number, 'altera', accepted.number, 'total_centavos', total));
  return next_number;
end
$function$;
revoke all on function public.admin_proposal_amend(p_proposal_id bigint, p_token text, p_link_salt text, p_content jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_amend(p_proposal_id bigint, p_token text, p_link_salt text, p_content jsonb) to authenticated, service_role;

-- "Visto": the quote's latest answer leaves the dashboard (a later one comes back).
create or replace function public.admin_proposal_answer_seen(p_orcamento_id bigint)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_answer_seen');
  update public.proposals set answer_seen_at = now() where orcamento_id = p_orcamento_id;
  return found;
end
$function$;
revoke all on function public.admin_proposal_answer_seen(p_orcamento_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_answer_seen(p_orcamento_id bigint) to authenticated, service_role;

-- The answers not yet seen, newest first: the quote, who, accepted or refused, when, and the reason of a refusal.
create or replace function public.admin_proposal_answers()
 RETURNS TABLE(orcamento_id bigint, client_name text, kind text, answered_at timestamp with time zone, version_number integer, reason text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_answers');
  return query
    select p.orcamento_id, coalesce(a.full_name, q.name), answer.kind, answer.at, answer.version_number, answer.reason
    from public.proposals p
    join public."Orcamentos" q on q.id = p.orcamento_id
    left join public.proposal_acceptances a on a.proposal_id = p.id
    cross join lateral (
      select x.kind, x.at, x.version_number, x.reason from (
        select 'accepted'::text as kind, a2.accepted_at as at, v.number as version_number, null::text as reason
          from public.proposal_acceptances a2 join public.proposal_versions v on v.id = a2.version_id where a2.proposal_id = p.id
        union all
        select 'refused', r.refused_at, v.number, r.reason
          from public.proposal_refusals r join public.proposal_versions v on v.id = r.version_id where r.proposal_id = p.id
      ) x order by x.at desc limit 1
    ) answer
    where q.anonymized_at is null and answer.at > coalesce(p.answer_seen_at, '-infinity'::timestamptz)
    order by answer.at desc
    limit 50;
end
$function$;
revoke all on function public.admin_proposal_answers() from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_answers() to authenticated, service_role;

-- A payment (amount, day, method) of an accepted proposal, under the proposal's lock: never more
-- than what remains of the schedule. The payment that completes the deposit confirms the booking
-- (as 20261128090200: the hold, or the quote's date through the rule, BK001/BK002 unless
-- `p_override_reason` says why, and then nothing is recorded) and the quote is won. Returns its id,
-- which is the receipt's number.
create or replace function public.admin_proposal_record_payment(p_proposal_id bigint, p_amount_cents integer, p_paid_on date, p_method text, p_override_reason text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote_id bigint;
  proposal_status text;
  payment_id bigint;
  paid bigint;
  deposit integer;
  total integer;
  booking public.bookings%rowtype;
  event_day date;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_record_payment');
  select orcamento_id, status into quote_id, proposal_status from public.proposals where id = p_proposal_id for update;
  if quote_id is null then
    raise exception 'proposta % não existe', p_proposal_id using errcode = 'P0002';
  end if;
  if proposal_status <> 'accepted' then
    raise exception 'o pagamento só é registrado numa proposta aceita' using errcode = '55000';
  end if;
  -- A lost party takes no money silently: recording it would book the day again and win the quote.
  if (select q.status from public."Orcamentos" q where q.id = quote_id for update) not in ('novo', 'em_contato', 'orcamento_enviado', 'fechado') then
    raise exception 'a festa está perdida ou encerrada: o pagamento não foi registrado' using errcode = 'PY002';
  end if;
  if p_method is null or p_method not in ('pix', 'dinheiro', 'cartao', 'transferencia') then
    raise exception 'forma de pagamento inválida' using errcode = '22023';
  end if;
  -- A payment happens within the proposal's life: not before its first version was sent, not after
  -- today in São Paulo, not later than a year after the party.
  if p_paid_on is null
     or p_paid_on < (select min((v.sent_at at time zone 'America/Sao_Paulo')::date) from public.proposal_versions v where v.proposal_id = p_proposal_id)
     or p_paid_on > (now() at time zone 'America/Sao_Paulo')::date
     or p_paid_on > (select q.date::date + 366 from public."Orcamentos" q where q.id = quote_id) then
    raise exception 'a data do pagamento fica fora da vida da proposta' using errcode = '22008';
  end if;
  select v.deposit_cents, v.total_cents into deposit, total from public.proposal_versions v where v.proposal_id = p_proposal_id and v.status = 'accepted';
  select coalesce(sum(amount_cents), 0) into paid from public.proposal_payments where proposal_id = p_proposal_id;
  if p_amount_cents is null or p_amount_cents < 1 or paid + p_amount_cents > total then
    raise exception 'o valor passa do que falta pagar (% centavos)', total - paid using errcode = 'PY001';
  end if;
  insert into public.proposal_payments (proposal_id, amount_cents, paid_on, method, recorded_by, recorded_by_email)
  values (p_proposal_id, p_amount_cents, p_paid_on, p_method, auth.uid(), nullif(auth.jwt() ->> 'email', ''))
  returning id into payment_id;
  perform public.audit_write('deposit_recorded', 'orcamento:' || quote_id,
    jsonb_build_object('proposta', p_proposal_id, 'valor_centavos', p_amount_cents, 'pago_em', p_paid_on, 'forma', p_method, 'recibo', payment_id));
  paid := paid + p_amount_cents;
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
$function$;
revoke all on function public.admin_proposal_record_payment(p_proposal_id bigint, p_amount_cents integer, p_paid_on date, p_method text, p_override_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_record_payment(p_proposal_id bigint, p_amount_cents integer, p_paid_on date, p_method text, p_override_reason text) to authenticated, service_role;

-- "Cancelar festa": the terms first (what is due back under the business's policy), then, under
-- the proposal's lock, the party cancelled: the day freed under the booking rule, the quote lost
-- ("desistiu") with the reason as a note and no next contact, the open installments closed (no
-- reminder, no Pix, no payment) until the owner reopens it. Returns the terms.
create or replace function public.admin_party_cancel(p_orcamento_id bigint, p_reason text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  proposal public.proposals%rowtype;
  terms jsonb;
  reason text := btrim(coalesce(p_reason, ''));
begin
  perform public.proposal_refuse_unless_admin('admin_party_cancel');
  if char_length(reason) not between 3 and 500 then
    raise exception 'diga o motivo do cancelamento (de 3 a 500 caracteres)' using errcode = '22023';
  end if;
  select * into proposal from public.proposals where orcamento_id = p_orcamento_id for update;
  if proposal.id is null or proposal.status <> 'accepted' then
    raise exception 'só uma festa com proposta aceita pode ser cancelada' using errcode = '55000';
  end if;
  terms := public.proposal_cancellation_terms(proposal.id);
  update public.proposals set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = proposal.id;
  perform public.set_quote_status(p_orcamento_id, 'perdido', 'desistiu', null, null, null);
  update public."Orcamentos" set next_contact = null where id = p_orcamento_id;
  insert into public.orcamento_notas (orcamento_id, body) values (p_orcamento_id,
    format('Festa cancelada. Motivo: %s. Pago: R$ %s; a devolver pela política: R$ %s (%s%%%s).', reason,
      to_char((terms ->> 'paidCents')::numeric / 100, 'FM999G999G990D00'), to_char((terms ->> 'dueBackCents')::numeric / 100, 'FM999G999G990D00'),
      terms ->> 'percent', case when (terms ->> 'withdrawal')::boolean then ', arrependimento em 7 dias do aceite' else '' end));
  perform public.audit_write('party_cancelled', 'orcamento:' || p_orcamento_id,
    jsonb_build_object('proposta', proposal.id, 'pago_centavos', terms -> 'paidCents', 'devolver_centavos', terms -> 'dueBackCents',
      'percentual', terms -> 'percent', 'arrependimento', terms -> 'withdrawal'));
  return terms;
end
$function$;
revoke all on function public.admin_party_cancel(p_orcamento_id bigint, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_party_cancel(p_orcamento_id bigint, p_reason text) to authenticated, service_role;

-- Reopening a cancelled party (audited, with the reason as a note): its payments are taken again
-- and the quote is back "Em contato" (a lost quote takes none); the date is booked again by the
-- owner, under the rule ("Pré-reservar data" or "Fechado").
create or replace function public.admin_party_reopen(p_orcamento_id bigint, p_reason text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  proposal public.proposals%rowtype;
  reason text := btrim(coalesce(p_reason, ''));
begin
  perform public.proposal_refuse_unless_admin('admin_party_reopen');
  if char_length(reason) not between 3 and 500 then
    raise exception 'diga por que a festa volta (de 3 a 500 caracteres)' using errcode = '22023';
  end if;
  select * into proposal from public.proposals where orcamento_id = p_orcamento_id for update;
  if proposal.id is null or proposal.status <> 'cancelled' then
    raise exception 'esta festa não está cancelada' using errcode = '55000';
  end if;
  update public.proposals set status = 'accepted', cancelled_at = null, updated_at = now() where id = proposal.id;
  perform public.set_quote_status(p_orcamento_id, 'em_contato', null, null, null, null);
  insert into public.orcamento_notas (orcamento_id, body) values (p_orcamento_id, 'Festa reaberta. Motivo: ' || reason);
  perform public.audit_write('party_reopened', 'orcamento:' || p_orcamento_id, jsonb_build_object('proposta', proposal.id));
  return true;
end
$function$;
revoke all on function public.admin_party_reopen(p_orcamento_id bigint, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_party_reopen(p_orcamento_id bigint, p_reason text) to authenticated, service_role;

-- What cancelling the quote's party would return, for the screen that asks to confirm.
create or replace function public.admin_party_cancellation_terms(p_orcamento_id bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.proposal_refuse_unless_admin('admin_party_cancellation_terms');
  return (select public.proposal_cancellation_terms(p.id) from public.proposals p where p.orcamento_id = p_orcamento_id and p.status = 'accepted');
end
$function$;
revoke all on function public.admin_party_cancellation_terms(p_orcamento_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_party_cancellation_terms(p_orcamento_id bigint) to authenticated, service_role;

-- The business's cancellation policy: tiers of {daysBefore, percent}, most days first.
create or replace function public.admin_cancellation_tiers()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.proposal_refuse_unless_admin('admin_cancellation_tiers');
  return (select s.cancellation_tiers from public.admin_settings s where s.id);
end
$function$;
revoke all on function public.admin_cancellation_tiers() from public, anon, authenticated, service_role;
grant execute on function public.admin_cancellation_tiers() to authenticated, service_role;

-- Up to 10 tiers, each a whole number of days before the party (0 to 1000, none twice) and a
-- percentage (0 to 100) of what was paid; stored most days first.
create or replace function public.admin_set_cancellation_tiers(p_tiers jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.proposal_refuse_unless_admin('admin_set_cancellation_tiers');
  if jsonb_typeof(p_tiers) is distinct from 'array' or jsonb_array_length(p_tiers) > 10
     or exists (select 1 from jsonb_array_elements(p_tiers) t
                where jsonb_typeof(t -> 'daysBefore') is distinct from 'number' or jsonb_typeof(t -> 'percent') is distinct from 'number'
                   or (t ->> 'daysBefore')::numeric not in (select generate_series(0, 1000)) or (t ->> 'percent')::numeric not in (select generate_series(0, 100)))
     or (select count(distinct (t ->> 'daysBefore')::numeric) from jsonb_array_elements(p_tiers) t) <> jsonb_array_length(p_tiers) then
    raise exception 'faixas de cancelamento inválidas: até 10, dias de 0 a 1000 sem repetir, percentual de 0 a 100' using errcode = '22023';
  end if;
  update public.admin_settings set cancellation_tiers = (
    select coalesce(jsonb_agg(jsonb_build_object('daysBefore', (t ->> 'daysBefore')::integer, 'percent', (t ->> 'percent')::integer)
                              order by (t ->> 'daysBefore')::integer desc), '[]'::jsonb)
    from jsonb_array_elements(p_tiers) t) where id;
  perform public.audit_write('cancellation_policy_changed', 'configuracoes', jsonb_build_object('faixas', jsonb_array_length(p_tiers)));
  return found;
end
$function$;
revoke all on function public.admin_set_cancellation_tiers(p_tiers jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_cancellation_tiers(p_tiers jsonb) to authenticated, service_role;

-- "Devolução": money given back to the client (amount, day, method, why), under the proposal's
-- lock: a negative entry with its own receipt, never more than what was received and not given back.
create or replace function public.admin_proposal_record_refund(p_proposal_id bigint, p_amount_cents integer, p_paid_on date, p_method text, p_reason text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote_id bigint;
  held bigint;
  refund_id bigint;
  reason text := btrim(coalesce(p_reason, ''));
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_record_refund');
  select orcamento_id into quote_id from public.proposals where id = p_proposal_id for update;
  if quote_id is null then
    raise exception 'proposta % não existe', p_proposal_id using errcode = 'P0002';
  end if;
  if p_method is null or p_method not in ('pix', 'dinheiro', 'cartao', 'transferencia') then
    raise exception 'forma de pagamento inválida' using errcode = '22023';
  end if;
  if char_length(reason) not between 3 and 500 then
    raise exception 'diga o motivo da devolução (de 3 a 500 caracteres)' using errcode = '22023';
  end if;
  if p_paid_on is null or p_paid_on > public.sao_paulo_today()
     or p_paid_on < (select min((v.sent_at at time zone 'America/Sao_Paulo')::date) from public.proposal_versions v where v.proposal_id = p_proposal_id) then
    raise exception 'a data da devolução fica fora da vida da proposta' using errcode = '22008';
  end if;
  select coalesce(sum(amount_cents), 0) into held from public.proposal_payments where proposal_id = p_proposal_id;
  if p_amount_cents is null or p_amount_cents < 1 or p_amount_cents > held then
    raise exception 'a devolução passa do que foi recebido (% centavos)', held using errcode = 'PY003';
  end if;
  insert into public.proposal_payments (proposal_id, kind, amount_cents, paid_on, method, reason, recorded_by, recorded_by_email)
  values (p_proposal_id, 'refund', -p_amount_cents, p_paid_on, p_method, reason, auth.uid(), nullif(auth.jwt() ->> 'email', ''))
  returning id into refund_id;
  perform public.audit_write('refund_recorded', 'orcamento:' || quote_id,
    jsonb_build_object('proposta', p_proposal_id, 'valor_centavos', p_amount_cents, 'pago_em', p_paid_on, 'forma', p_method, 'recibo', refund_id));
  return refund_id;
end
$function$;
revoke all on function public.admin_proposal_record_refund(p_proposal_id bigint, p_amount_cents integer, p_paid_on date, p_method text, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_record_refund(p_proposal_id bigint, p_amount_cents integer, p_paid_on date, p_method text, p_reason text) to authenticated, service_role;

-- "Estornar": a payment typed wrong is cancelled by its counter-entry (the same amount, negative,
-- with the reason), under the proposal's lock, once; the installments it paid open again. The
-- booking and the quote's status stay as they are: the owner decides what follows.
create or replace function public.admin_proposal_reverse_payment(p_proposal_id bigint, p_payment_id bigint, p_reason text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote_id bigint;
  payment public.proposal_payments%rowtype;
  reversal_id bigint;
  reason text := btrim(coalesce(p_reason, ''));
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_reverse_payment');
  select orcamento_id into quote_id from public.proposals where id = p_proposal_id for update;
  if quote_id is null then
    raise exception 'proposta % não existe', p_proposal_id using errcode = 'P0002';
  end if;
  select * into payment from public.proposal_payments where id = p_payment_id and proposal_id = p_proposal_id and kind = 'payment';
  if payment.id is null then
    raise exception 'pagamento % não existe nesta proposta', p_payment_id using errcode = 'P0002';
  end if;
  if char_length(reason) not between 3 and 500 then
    raise exception 'diga o motivo do estorno (de 3 a 500 caracteres)' using errcode = '22023';
  end if;
  if exists (select 1 from public.proposal_payments where reverses_id = payment.id) then
    raise exception 'o pagamento % já foi estornado', payment.id using errcode = 'PY002';
  end if;
  if (select coalesce(sum(amount_cents), 0) from public.proposal_payments where proposal_id = p_proposal_id) < payment.amount_cents then
    raise exception 'o estorno passa do que foi recebido e não devolvido' using errcode = 'PY003';
  end if;
  insert into public.proposal_payments (proposal_id, kind, reverses_id, amount_cents, paid_on, method, reason, recorded_by, recorded_by_email)
  values (p_proposal_id, 'reversal', payment.id, -payment.amount_cents, public.sao_paulo_today(), payment.method, reason, auth.uid(), nullif(auth.jwt() ->> 'email', ''))
  returning id into reversal_id;
  perform public.audit_write('payment_reversed', 'orcamento:' || quote_id,
    jsonb_build_object('proposta', p_proposal_id, 'recibo', payment.id, 'valor_centavos', payment.amount_cents, 'estorno', reversal_id));
  return reversal_id;
end
$function$;
revoke all on function public.admin_proposal_reverse_payment(p_proposal_id bigint, p_payment_id bigint, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_reverse_payment(p_proposal_id bigint, p_payment_id bigint, p_reason text) to authenticated, service_role;

-- The draft, with its schedule (as 20261126120000 otherwise).
create or replace function public.admin_proposal_save(p_orcamento_id bigint, p_draft jsonb)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found_id bigint;
  found_status text;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_save');
  select id, status into found_id, found_status from public.proposals where orcamento_id = p_orcamento_id for update;
  -- After acceptance the draft changes only as an amendment's, and the proposal stays accepted; a
  -- cancelled party's never does.
  if found_status = 'cancelled' or (found_status = 'accepted' and p_draft ->> 'amendment' is distinct from 'true') then
    raise exception 'proposta aceita não muda' using errcode = '55000';
  end if;
  if p_draft ? 'schedule' and jsonb_typeof(p_draft -> 'schedule') not in ('array', 'null') then
    raise exception 'parcelas inválidas' using errcode = '22023';
  end if;
  if found_id is null then
    if not exists (select 1 from public."Orcamentos" where id = p_orcamento_id) then
      raise exception 'orçamento % não existe', p_orcamento_id using errcode = 'P0002';
    end if;
    insert into public.proposals (orcamento_id, valid_until, deposit_percent, created_by)
    values (p_orcamento_id, (p_draft ->> 'valid_until')::date, (p_draft ->> 'deposit_percent')::integer, auth.uid())
    returning id into found_id;
  end if;
  update public.proposals set
    status = case when found_status = 'accepted' then 'accepted' else 'draft' end,
    guests = (p_draft ->> 'guests')::integer,
    event_date = (p_draft ->> 'event_date')::date,
    valid_until = (p_draft ->> 'valid_until')::date,
    deposit_percent = (p_draft ->> 'deposit_percent')::integer,
    discount_kind = coalesce(p_draft ->> 'discount_kind', 'none'),
    discount_value = coalesce((p_draft ->> 'discount_value')::integer, 0),
    payment_terms = coalesce(p_draft ->> 'payment_terms', ''),
    conditions = coalesce(p_draft ->> 'conditions', ''),
    schedule = case when jsonb_typeof(p_draft -> 'schedule') = 'array' then p_draft -> 'schedule' end,
    updated_at = now()
  where id = found_id;
  delete from public.proposal_lines where proposal_id = found_id;
  insert into public.proposal_lines (proposal_id, position, description, unit_cents, quantity)
  select found_id, line.ordinality::integer, line.value ->> 'description', (line.value ->> 'unit_cents')::integer, (line.value ->> 'quantity')::integer
  from jsonb_array_elements(coalesce(p_draft -> 'lines', '[]'::jsonb)) with ordinality as line(value, ordinality);
  return found_id;
end
$function$;
revoke all on function public.admin_proposal_save(p_orcamento_id bigint, p_draft jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_save(p_orcamento_id bigint, p_draft jsonb) to authenticated, service_role;

-- Sending (as 20261128100200), refusing a document whose schedule does not start with the deposit
-- and sum to the total, in centavos, exactly.
create or replace function public.admin_proposal_send(p_proposal_id bigint, p_token text, p_link_salt text, p_content jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  proposal public.proposals%rowtype;
  settings public.admin_settings%rowtype;
  next_number integer;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_send');
  proposal := public.proposal_locked_for_sending(p_proposal_id, p_token, p_link_salt);
  if proposal.status <> 'draft' then
    raise exception 'só um rascunho pode ser enviado (a proposta está %)', proposal.status using errcode = '55000';
  end if;
  if jsonb_typeof(p_content -> 'totalCents') <> 'number' or jsonb_typeof(p_content -> 'depositCents') <> 'number' then
    raise exception 'conteúdo da proposta sem total ou sinal' using errcode = '22023';
  end if;
  if p_content ? 'schedule' and (
       jsonb_typeof(p_content -> 'schedule') <> 'array'
       or exists (select 1 from jsonb_array_elements(p_content -> 'schedule') as part
                  where jsonb_typeof(part -> 'amountCents') <> 'number' or (part ->> 'amountCents')::numeric <> floor((part ->> 'amountCents')::numeric)
                     or (part ->> 'amountCents')::numeric <= 0)
       or (select coalesce(sum((part ->> 'amountCents')::numeric), 0) from jsonb_array_elements(p_content -> 'schedule') as part) <> (p_content ->> 'totalCents')::numeric
       or ((p_content ->> 'depositCents')::numeric > 0 and (p_content -> 'schedule' -> 0 ->> 'amountCents')::numeric <> (p_content ->> 'depositCents')::numeric)) then
    raise exception 'as parcelas não somam o total da proposta' using errcode = '22023';
  end if;
  select * into settings from public.admin_settings where id for share;
  next_number := proposal.current_version + 1;
  update public.proposal_versions set status = 'replaced' where proposal_id = p_proposal_id and status in ('open', 'refused');
  insert into public.proposal_versions (proposal_id, number, token_hash, link_salt, content, content_sha256, total_cents, deposit_cents, valid_until, sent_by,
                                        pix_key, pix_beneficiary, pix_city)
  values (
    p_proposal_id, next_number, public.proposal_token_hash(p_token), p_link_salt, p_content,
    encode(sha256(convert_to(p_content::text, 'UTF8')), 'hex'),
    (p_content ->> 'totalCents')::integer, (p_content ->> 'depositCents')::integer, proposal.valid_until, auth.uid(),
    nullif(settings.pix_key, ''), nullif(settings.pix_beneficiary, ''), nullif(settings.pix_city, '')
  );
  update public.proposals set status = 'sent', current_version = next_number, updated_at = now() where id = p_proposal_id;
  update public."Orcamentos" set status = 'orcamento_enviado' where id = proposal.orcamento_id and status <> 'fechado';
  perform public.audit_write('proposal_sent', 'orcamento:' || proposal.orcamento_id, jsonb_build_object('proposta', p_proposal_id, 'versao', next_number));
  return next_number;
end
$function$;
revoke all on function public.admin_proposal_send(p_proposal_id bigint, p_token text, p_link_salt text, p_content jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_send(p_proposal_id bigint, p_token text, p_link_salt text, p_content jsonb) to authenticated, service_role;

-- One line per proposal for the admin list and dashboard: the quotes given (or, without them,
-- every accepted proposal whose deposit is still pending, newest acceptance first).
create or replace function public.admin_proposal_summaries(p_orcamento_ids bigint[] DEFAULT NULL::bigint[])
 RETURNS TABLE(orcamento_id bigint, proposal_id bigint, status text, deposit_cents integer, paid_cents integer, accepted_at timestamp with time zone, accepted_name text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_summaries');
  return query
    select p.orcamento_id, p.id, p.status, coalesce(v.deposit_cents, 0), coalesce(pay.paid, 0)::integer, a.accepted_at, a.full_name
    from public.proposals p
    left join public.proposal_versions v on v.proposal_id = p.id and v.number = p.current_version
    left join public.proposal_acceptances a on a.proposal_id = p.id
    left join lateral (select sum(pp.amount_cents) as paid from public.proposal_payments pp where pp.proposal_id = p.id) pay on true
    where case when p_orcamento_ids is null
      then p.status = 'accepted' and coalesce(pay.paid, 0) < coalesce(v.deposit_cents, 0)
        and exists (select 1 from public."Orcamentos" q where q.id = p.orcamento_id and q.status in ('novo', 'em_contato', 'orcamento_enviado', 'fechado'))
      else p.orcamento_id = any (p_orcamento_ids) end
    order by a.accepted_at desc nulls last, p.id desc
    limit 200;
end
$function$;
revoke all on function public.admin_proposal_summaries(p_orcamento_ids bigint[]) from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_summaries(p_orcamento_ids bigint[]) to authenticated, service_role;

-- The schedule's settings (admin).
create or replace function public.admin_schedule_settings()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.proposal_refuse_unless_admin('admin_schedule_settings');
  return (select jsonb_build_object('installments', s.balance_installments, 'daysBefore', s.balance_days_before) from public.admin_settings s where s.id);
end
$function$;
revoke all on function public.admin_schedule_settings() from public, anon, authenticated, service_role;
grant execute on function public.admin_schedule_settings() to authenticated, service_role;

create or replace function public.admin_set_schedule_settings(p_installments integer, p_days_before integer)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.proposal_refuse_unless_admin('admin_set_schedule_settings');
  update public.admin_settings set balance_installments = p_installments, balance_days_before = p_days_before where id;
  return found;
end
$function$;
revoke all on function public.admin_set_schedule_settings(p_installments integer, p_days_before integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_schedule_settings(p_installments integer, p_days_before integer) to authenticated, service_role;

-- The paths that book a date by the client's or the money's hand go through public.booking_place:
--   a client's acceptance holds the accepted version's date until the deposit deadline (a deposit of
--   0% confirms it at once), writes the version's date, guests and total back to the quote (kept in
--   its history), and is refused, recording nothing but the attempt, when the day is full or blocked;
--   the deposit recorded in full confirms the booking and the quote becomes "Fechado (ganho)".
-- The client's page reads its booking (proposal_booking), and the business is e-mailed about a
-- refused acceptance (the mail kind 'data_indisponivel').

-- The client accepts through the link: one acceptance per version (the proposal's row, then the
-- version's, then the quote's and the day's, each locked in that order), and only when the day can
-- take the booking.
create or replace function public.proposal_accept(p_token text, p_full_name text, p_cpf text, p_address jsonb, p_client_address text DEFAULT NULL::text, p_user_agent text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  version public.proposal_versions%rowtype;
  state text;
  quote public."Orcamentos"%rowtype;
  event_day date;
  kind text;
  until date;
  outcome text;
  address jsonb;
begin
  select * into version from public.proposal_versions where token_hash = public.proposal_token_hash(p_token);
  if not found then
    return jsonb_build_object('outcome', 'not_found');
  end if;
  address := jsonb_build_object(
    'cep', left(btrim(p_address ->> 'cep'), 9), 'street', left(btrim(p_address ->> 'street'), 200), 'number', left(btrim(p_address ->> 'number'), 20),
    'complement', nullif(left(btrim(coalesce(p_address ->> 'complement', '')), 100), ''), 'neighborhood', left(btrim(p_address ->> 'neighborhood'), 100),
    'city', left(btrim(p_address ->> 'city'), 100));
  if not public.cpf_valid(p_cpf) or jsonb_typeof(p_address) <> 'object' or coalesce(address ->> 'cep', '') !~ '^[0-9]{5}-?[0-9]{3}$'
     or coalesce(address ->> 'street', '') = '' or coalesce(address ->> 'number', '') = '' or coalesce(address ->> 'neighborhood', '') = '' or coalesce(address ->> 'city', '') = '' then
    return jsonb_build_object('outcome', 'invalid');
  end if;
  if version.amends is not null then
    return public.proposal_amendment_accept(version.id, p_full_name, p_client_address, p_user_agent);
  end if;
  perform 1 from public.proposals where id = version.proposal_id for update;
  select * into version from public.proposal_versions where id = version.id for update;
  state := public.proposal_version_state(version.status, version.valid_until);
  if state <> 'open' then
    return jsonb_build_object('outcome', case state when 'accepted' then 'already_accepted' when 'refused' then 'already_refused' else state end);
  end if;
  select q.* into quote from public."Orcamentos" q join public.proposals p on p.orcamento_id = q.id where p.id = version.proposal_id for update of q;
  if public.proposal_version_outdated(version.id) then
    perform public.audit_write('acceptance_outdated', 'orcamento:' || quote.id,
      jsonb_build_object('proposta', version.proposal_id, 'versao', version.number, 'status', quote.status));
    return jsonb_build_object('outcome', 'outdated', 'orcamentoId', quote.id);
  end if;
  event_day := coalesce(nullif(version.content -> 'event' ->> 'date', '')::date, quote.date::date);
  if version.deposit_cents = 0 then
    kind := 'confirmed';
  else
    kind := 'hold';
    until := least(public.sao_paulo_today() + coalesce((select s.hold_days from public.admin_settings s where s.id), 3), event_day);
    -- A longer deadline the owner already granted on this day stands.
    until := greatest(until, (select b.hold_until from public.bookings b where b.orcamento_id = quote.id and b.day = event_day and b.kind = 'hold'
                                and b.released_at is null and b.lapsed_at is null and b.hold_until >= public.sao_paulo_today()));
  end if;
  outcome := public.booking_place(quote.id, event_day, kind, until, 'acceptance', null);
  if outcome <> 'booked' then
    perform public.audit_write('acceptance_unavailable', 'orcamento:' || quote.id,
      jsonb_build_object('proposta', version.proposal_id, 'versao', version.number, 'dia', event_day, 'motivo', case outcome when 'blocked' then 'bloqueado' else 'lotado' end));
    return jsonb_build_object('outcome', 'unavailable', 'orcamentoId', quote.id);
  end if;
  insert into public.proposal_acceptances (version_id, proposal_id, full_name, client_address, user_agent, content_sha256, cpf, event_address)
  values (version.id, version.proposal_id, btrim(p_full_name), left(p_client_address, 64), left(p_user_agent, 500), version.content_sha256, p_cpf, address);
  update public.proposal_versions set status = 'accepted' where id = version.id;
  update public.proposals set status = 'accepted', updated_at = now() where id = version.proposal_id;
  perform public.quote_apply_changes(quote.id, jsonb_strip_nulls(jsonb_build_object(
    'date', event_day, 'guests', nullif(version.content -> 'event' ->> 'guests', '')::integer, 'event_value_cents', version.total_cents,
    'address_cep', address ->> 'cep', 'address_street', address ->> 'street', 'address_number', address ->> 'number',
    'address_complement', address ->> 'complement', 'neighborhood', address ->> 'neighborhood', 'address_city', address ->> 'city')), 'acceptance');
  update public."Orcamentos" set client_cpf = p_cpf where id = quote.id;
  if kind = 'confirmed' then
    perform public.quote_mark_won(quote.id, 'aceite');
  else
    update public."Orcamentos" set next_contact = until where id = quote.id
      and exists (select 1 from public.bookings b where b.orcamento_id = quote.id and b.kind = 'hold' and b.released_at is null and b.lapsed_at is null);
  end if;
  perform public.audit_write('proposal_accepted', 'orcamento:' || quote.id, jsonb_build_object('proposta', version.proposal_id, 'versao', version.number, 'sha256', version.content_sha256));
  return jsonb_build_object('outcome', 'accepted', 'orcamentoId', quote.id, 'clientEmail', nullif(btrim(quote.email), ''));
end
$function$;
revoke all on function public.proposal_accept(p_token text, p_full_name text, p_cpf text, p_address jsonb, p_client_address text, p_user_agent text) from public, anon, authenticated, service_role;
grant execute on function public.proposal_accept(p_token text, p_full_name text, p_cpf text, p_address jsonb, p_client_address text, p_user_agent text) to anon, authenticated, service_role;

-- Whether a sent version no longer describes its quote, so its link may not be accepted: the quote
-- left the open statuses (won, lost, or anything a later status adds), its date or guests were
-- changed after the version was sent, or the proposal's draft no longer has the version's items,
-- guests or date. The caller holds the proposal's and the quote's rows.
create or replace function public.proposal_version_outdated(p_version_id bigint)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select q.status not in ('novo', 'em_contato', 'orcamento_enviado')
      or exists (select 1 from public.quote_history h where h.orcamento_id = q.id and h.field in ('date', 'guests') and h.at > v.sent_at)
      or p.guests is distinct from nullif(v.content -> 'event' ->> 'guests', '')::integer
      or coalesce(p.event_date, q.date::date) is distinct from coalesce(nullif(v.content -> 'event' ->> 'date', '')::date, q.date::date)
      or coalesce((select jsonb_agg(jsonb_build_array(l.description, l.unit_cents, l.quantity) order by l.position)
                   from public.proposal_lines l where l.proposal_id = p.id), '[]'::jsonb)
         is distinct from
         coalesce((select jsonb_agg(jsonb_build_array(line.value ->> 'description', (line.value ->> 'unitCents')::integer, (line.value ->> 'quantity')::integer) order by line.ordinality)
                   from jsonb_array_elements(coalesce(v.content -> 'lines', '[]'::jsonb)) with ordinality as line(value, ordinality)), '[]'::jsonb)
  from public.proposal_versions v
  join public.proposals p on p.id = v.proposal_id
  join public."Orcamentos" q on q.id = p.orcamento_id
  where v.id = p_version_id;
$function$;
revoke all on function public.proposal_version_outdated(p_version_id bigint) from public, anon, authenticated, service_role;

-- The schedule of an amendment: the installments already paid in full, and the deposit, keep their
-- amounts; what remains of the others is spread over them in proportion to what remained of each
-- (rounded down, the last taking the rest), so the parts sum to the new total to the centavo and the
-- payments fill them as before. With nothing left open, the increase is one more installment.
create or replace function public.proposal_amended_schedule(p_schedule jsonb, p_deposit integer, p_paid bigint, p_total integer, p_due text)
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  part jsonb;
  position integer := 0;
  amount bigint;
  paid_of bigint;
  before bigint := 0;
  kept bigint := 0;
  open_left bigint := 0;
  open_count integer := 0;
  parts jsonb := '[]'::jsonb;
  target bigint;
  seen integer := 0;
  given bigint := 0;
  share bigint;
  result jsonb := '[]'::jsonb;
begin
  for part in select value from jsonb_array_elements(coalesce(p_schedule, '[]'::jsonb)) loop
    position := position + 1;
    amount := (part ->> 'amountCents')::bigint;
    paid_of := greatest(0, least(amount, p_paid - before));
    before := before + amount;
    if paid_of = amount or (position = 1 and p_deposit > 0) then
      kept := kept + amount;
      parts := parts || jsonb_build_array(jsonb_build_object('part', part, 'open', false));
    else
      kept := kept + paid_of;
      open_left := open_left + amount - paid_of;
      open_count := open_count + 1;
      parts := parts || jsonb_build_array(jsonb_build_object('part', part, 'open', true, 'paid', paid_of, 'left', amount - paid_of));
    end if;
  end loop;
  target := p_total - kept;
  if target < 0 then
    raise exception 'o novo total fica abaixo do sinal e do que já foi pago (% centavos)', kept using errcode = 'PY002';
  end if;
  for part in select value from jsonb_array_elements(parts) loop
    if not (part ->> 'open')::boolean then
      result := result || jsonb_build_array(part -> 'part');
    else
      seen := seen + 1;
      share := case when seen = open_count then target - given else (part ->> 'left')::bigint * target / open_left end;
      given := given + share;
      amount := (part ->> 'paid')::bigint + share;
      if amount > 0 then
        result := result || jsonb_build_array(jsonb_set(part -> 'part', '{amountCents}', to_jsonb(amount)));
      end if;
    end if;
  end loop;
  if open_count = 0 and target > 0 then
    result := result || jsonb_build_array(jsonb_build_object('label', 'Aditivo', 'amountCents', target, 'due', p_due));
  end if;
  return result;
end
$function$;
revoke all on function public.proposal_amended_schedule(p_schedule jsonb, p_deposit integer, p_paid bigint, p_total integer, p_due text) from public, anon, authenticated, service_role;

-- The client accepts an amendment through its link (public.proposal_accept sends it here): under the
-- proposal's lock, only while the version it amends is still the accepted one. A new date moves the
-- booking under the day's rule (public.booking_place; a full or blocked day records nothing but the
-- attempt); then the amendment becomes the accepted version, the earlier one replaced, and the quote
-- takes its date, guests and total (kept in its history). Payments stay as they were.
create or replace function public.proposal_amendment_accept(p_version_id bigint, p_full_name text, p_client_address text, p_user_agent text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  version public.proposal_versions%rowtype;
  state text;
  accepted_id bigint;
  accepted_number integer;
  quote public."Orcamentos"%rowtype;
  booking public.bookings%rowtype;
  event_day date;
  outcome text;
begin
  select * into version from public.proposal_versions where id = p_version_id;
  perform 1 from public.proposals where id = version.proposal_id for update;
  select * into version from public.proposal_versions where id = p_version_id for update;
  state := public.proposal_version_state(version.status, version.valid_until);
  if state <> 'open' then
    return jsonb_build_object('outcome', case state when 'accepted' then 'already_accepted' when 'refused' then 'already_refused' else state end);
  end if;
  select v.id, v.number into accepted_id, accepted_number from public.proposal_versions v
    where v.proposal_id = version.proposal_id and v.status = 'accepted' for update;
  if accepted_number is distinct from version.amends then
    return jsonb_build_object('outcome', 'replaced');
  end if;
  select q.* into quote from public."Orcamentos" q join public.proposals p on p.orcamento_id = q.id where p.id = version.proposal_id for update of q;
  -- A cancelled party takes no change until the owner reopens it.
  if exists (select 1 from public.proposals p where p.id = version.proposal_id and p.status = 'cancelled') then
    perform public.audit_write('acceptance_outdated', 'orcamento:' || quote.id,
      jsonb_build_object('proposta', version.proposal_id, 'versao', version.number, 'status', quote.status));
    return jsonb_build_object('outcome', 'outdated', 'orcamentoId', quote.id);
  end if;
  event_day := coalesce(nullif(version.content -> 'event' ->> 'date', '')::date, quote.date::date);
  select * into booking from public.bookings b where b.orcamento_id = quote.id and b.released_at is null and b.lapsed_at is null;
  if booking.id is not null and booking.day <> event_day then
    outcome := public.booking_place(quote.id, event_day, booking.kind, case when booking.kind = 'hold' then least(booking.hold_until, event_day) end, 'acceptance', null);
    if outcome <> 'booked' then
      perform public.audit_write('acceptance_unavailable', 'orcamento:' || quote.id,
        jsonb_build_object('proposta', version.proposal_id, 'versao', version.number, 'dia', event_day, 'motivo', case outcome when 'blocked' then 'bloqueado' else 'lotado' end));
      return jsonb_build_object('outcome', 'unavailable', 'orcamentoId', quote.id);
    end if;
  end if;
  insert into public.proposal_amendment_acceptances (version_id, proposal_id, full_name, client_address, user_agent, content_sha256)
  values (version.id, version.proposal_id, btrim(p_full_name), left(p_client_address, 64), left(p_user_agent, 500), version.content_sha256);
  update public.proposal_versions set status = 'replaced' where id = accepted_id;
  update public.proposal_versions set status = 'accepted' where id = version.id;
  update public.proposals set updated_at = now() where id = version.proposal_id;
  perform public.quote_apply_changes(quote.id, jsonb_strip_nulls(jsonb_build_object(
    'date', event_day, 'guests', nullif(version.content -> 'event' ->> 'guests', '')::integer, 'event_value_cents', version.total_cents)), 'acceptance');
  perform public.audit_write('amendment_accepted', 'orcamento:' || quote.id,
    jsonb_build_object('proposta', version.proposal_id, 'versao', version.number, 'altera', accepted_number, 'sha256', version.content_sha256));
  return jsonb_build_object('outcome', 'accepted', 'orcamentoId', quote.id, 'clientEmail', nullif(btrim(quote.email), ''));
end
$function$;
revoke all on function public.proposal_amendment_accept(p_version_id bigint, p_full_name text, p_client_address text, p_user_agent text) from public, anon, authenticated, service_role;

-- What cancelling a proposal's party returns today: what the business holds (payments less
-- reversals and refunds), the days until the party, whether the 7 days after the online acceptance
-- are still running (the consumer code's withdrawal: everything back), the policy's percentage (the
-- tier with the most days still before the party; none: 0) and the amount due back, in centavos.
create or replace function public.proposal_cancellation_terms(p_proposal_id bigint)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with base as (
    select coalesce((select sum(pp.amount_cents) from public.proposal_payments pp where pp.proposal_id = p.id), 0)::bigint as paid,
           q.date::date - public.sao_paulo_today() as days_before,
           coalesce(public.sao_paulo_today() - (a.accepted_at at time zone 'America/Sao_Paulo')::date <= 7, false) as withdrawal
    from public.proposals p
    join public."Orcamentos" q on q.id = p.orcamento_id
    left join public.proposal_acceptances a on a.proposal_id = p.id
    where p.id = p_proposal_id
  ), rate as (
    select base.*, case when base.withdrawal then 100 else coalesce((
      select (t ->> 'percent')::integer from public.admin_settings s, jsonb_array_elements(s.cancellation_tiers) t
      where s.id and base.days_before > (t ->> 'daysBefore')::integer order by (t ->> 'daysBefore')::integer desc limit 1), 0) end as percent
    from base
  )
  select jsonb_build_object('paidCents', paid, 'daysBefore', days_before, 'withdrawal', withdrawal, 'percent', percent,
                            'dueBackCents', greatest(0, floor(paid * percent / 100.0))::bigint)
  from rate
$function$;
revoke all on function public.proposal_cancellation_terms(p_proposal_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.proposal_cancellation_terms(p_proposal_id bigint) to service_role;

-- The installments of a proposal's accepted version with what the payments paid of each: payments
-- fill them in order (a partial payment reduces the first open one). Null when nothing is accepted.
create or replace function public.proposal_installments(p_proposal_id bigint)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with version as (
    select v.content, v.total_cents, v.deposit_cents from public.proposal_versions v where v.proposal_id = p_proposal_id and v.status = 'accepted'
  ), paid as (
    select coalesce(sum(p.amount_cents), 0)::bigint as total from public.proposal_payments p where p.proposal_id = p_proposal_id
  ), parts as (
    select item.ordinality::integer as number, item.value ->> 'label' as label, (item.value ->> 'amountCents')::bigint as amount,
           nullif(item.value ->> 'due', '')::date as due
    from version, jsonb_array_elements(public.proposal_version_schedule(version.content, version.total_cents, version.deposit_cents)) with ordinality as item(value, ordinality)
  ), filled as (
    select parts.*, coalesce(sum(amount) over (order by number rows between unbounded preceding and 1 preceding), 0) as before from parts
  )
  select jsonb_agg(jsonb_build_object(
      'number', number, 'label', label, 'amountCents', amount,
      'due', public.proposal_moved_due(p_proposal_id, due, amount - greatest(0, least(amount, paid.total - before)) > 0),
      'paidCents', greatest(0, least(amount, paid.total - before)),
      'remainingCents', amount - greatest(0, least(amount, paid.total - before))) order by number)
  from filled, paid
  where exists (select 1 from version)
$function$;
revoke all on function public.proposal_installments(p_proposal_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.proposal_installments(p_proposal_id bigint) to service_role;

-- An installment's due date after the party moved: an open one follows the party by as many days as
-- it moved (the schedule counts back from the party's day), never into the past unless it was
-- already overdue; a paid one, and the deposit's (the hold's deadline), keep theirs.
create or replace function public.proposal_moved_due(p_proposal_id bigint, p_due date, p_open boolean)
 RETURNS date
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case when p_due is null or not p_open then p_due
    else coalesce((
      select greatest(p_due + moved.days, least(p_due, public.sao_paulo_today()))
      from (
        select q.date::date - nullif(v.content -> 'event' ->> 'date', '')::date as days
        from public.proposals p
        join public."Orcamentos" q on q.id = p.orcamento_id
        join public.proposal_versions v on v.proposal_id = p.id and v.status = 'accepted'
        where p.id = p_proposal_id
      ) moved
      where moved.days <> 0), p_due) end
$function$;
revoke all on function public.proposal_moved_due(p_proposal_id bigint, p_due date, p_open boolean) from public, anon, authenticated, service_role;
grant execute on function public.proposal_moved_due(p_proposal_id bigint, p_due date, p_open boolean) to service_role;

-- The next open installment of a proposal: its number, label, due date (null: the deposit's
-- deadline, the hold's), amount and what remains of it; null when nothing is accepted or all is paid.
create or replace function public.proposal_next_installment(p_proposal_id bigint)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select i from jsonb_array_elements(public.proposal_installments(p_proposal_id)) as i
  where (i ->> 'remainingCents')::bigint > 0
  order by (i ->> 'number')::integer
  limit 1
$function$;
revoke all on function public.proposal_next_installment(p_proposal_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.proposal_next_installment(p_proposal_id bigint) to service_role;

-- The proposal a new version is sent for, locked, once the new link's token and salt have their form.
create or replace function public.proposal_locked_for_sending(p_proposal_id bigint, p_token text, p_link_salt text)
 RETURNS public.proposals
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  proposal public.proposals%rowtype;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22}$' or p_link_salt is null or p_link_salt !~ '^[A-Za-z0-9_-]{22}$' then
    raise exception 'token inválido' using errcode = '22023';
  end if;
  select * into proposal from public.proposals where id = p_proposal_id for update;
  if not found then
    raise exception 'proposta % não existe', p_proposal_id using errcode = 'P0002';
  end if;
  return proposal;
end
$function$;
revoke all on function public.proposal_locked_for_sending(p_proposal_id bigint, p_token text, p_link_salt text) from public, anon, authenticated, service_role;

-- The client opened the link: counted on the version (how many times, first and last), nothing else kept.
create or replace function public.proposal_opened(p_token text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.proposal_versions
    set open_count = least(open_count + 1, 1000000), first_opened_at = coalesce(first_opened_at, now()), last_opened_at = now()
    where token_hash = public.proposal_token_hash(p_token);
end
$function$;
revoke all on function public.proposal_opened(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.proposal_opened(p_token text) to anon, authenticated, service_role;

-- Each payment keeps the party's day as it stood when it was recorded: its receipt names that day.
create or replace function public.proposal_payments_party_date()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.party_date := (select q.date::date from public.proposals p join public."Orcamentos" q on q.id = p.orcamento_id where p.id = new.proposal_id);
  return new;
end
$function$;
revoke all on function public.proposal_payments_party_date() from public, anon, authenticated, service_role;

-- The payments and refunds of a proposal as receipts, each with what had been paid before it and
-- what remained of the total after it; a reversed payment's receipt says "cancelado" with the
-- reversal's reason and date, and counts for none of the later receipts. Reversals are no receipts.
create or replace function public.proposal_receipts(p_proposal_id bigint)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', r.id, 'kind', r.kind, 'amountCents', abs(r.amount_cents), 'paidOn', r.paid_on, 'method', r.method, 'recordedAt', r.recorded_at,
      'recordedByEmail', r.recorded_by_email, 'reason', r.reason, 'issuer', r.issuer,
      'cancelled', case when r.reversal_id is not null then jsonb_build_object('reason', r.reversal_reason, 'at', r.reversal_at) end,
      'paidBeforeCents', r.before, 'balanceAfterCents', r.total - r.before - r.amount_cents,
      'partyDate', r.party_date) order by r.id), '[]'::jsonb)
  from (
    select p.*, x.id as reversal_id, x.reason as reversal_reason, x.recorded_at as reversal_at,
           coalesce(sum(case when x.id is null then p.amount_cents else 0 end) over (order by p.id rows between unbounded preceding and 1 preceding), 0) as before,
           (select v.total_cents from public.proposal_versions v where v.proposal_id = p.proposal_id and v.status = 'accepted') as total
    from public.proposal_payments p
    left join public.proposal_payments x on x.reverses_id = p.id
    where p.proposal_id = p_proposal_id and p.kind <> 'reversal'
  ) r
$function$;
revoke all on function public.proposal_receipts(p_proposal_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.proposal_receipts(p_proposal_id bigint) to service_role;

-- Payments, reversals and refunds are money: never changed nor deleted; an anonymization may only
-- blank the reason typed for a reversal or a refund.
create or replace function public.proposal_payments_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and new.reason is null and (to_jsonb(new) - 'reason') = (to_jsonb(old) - 'reason') then
    return new;
  end if;
  raise exception 'registro permanente: % não é permitido em %', lower(tg_op), tg_table_name using errcode = '42501';
end
$function$;
revoke all on function public.proposal_payments_append_only() from public, anon, authenticated, service_role;
grant execute on function public.proposal_payments_append_only() to service_role;

-- Each version sent and each payment or refund recorded carries the business's identity of that
-- moment: the document issued never changes with the settings.
create or replace function public.proposal_issuer_stamp()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.issuer := public.business_issuer();
  return new;
end
$function$;
revoke all on function public.proposal_issuer_stamp() from public, anon, authenticated, service_role;
grant execute on function public.proposal_issuer_stamp() to service_role;

-- Acceptances, refusals and payments stay records (20261126130500); an anonymization may blank, of
-- an acceptance, the typed name, the CPF and the event's address as well.
create or replace function public.proposal_records_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  personal text[] := case tg_table_name
    when 'proposal_acceptances' then array['full_name', 'client_address', 'user_agent', 'cpf', 'event_address']
    when 'proposal_refusals' then array['reason', 'client_address', 'user_agent']
    when 'proposal_amendment_acceptances' then array['full_name', 'client_address', 'user_agent']
  end;
  changed jsonb := to_jsonb(new);
begin
  if tg_op = 'UPDATE' and personal is not null
     and (changed - personal) = (to_jsonb(old) - personal)
     and jsonb_typeof(changed -> 'client_address') = 'null' and jsonb_typeof(changed -> 'user_agent') = 'null'
     and (case tg_table_name
            when 'proposal_acceptances' then changed ->> 'full_name' = public.anonymized_marker()
              and jsonb_typeof(changed -> 'cpf') = 'null' and jsonb_typeof(changed -> 'event_address') = 'null'
            when 'proposal_amendment_acceptances' then changed ->> 'full_name' = public.anonymized_marker()
            else jsonb_typeof(changed -> 'reason') = 'null'
          end) then
    return new;
  end if;
  raise exception 'registro permanente: % não é permitido em %', lower(tg_op), tg_table_name using errcode = '42501';
end
$function$;
revoke all on function public.proposal_records_append_only() from public, anon, authenticated, service_role;
grant execute on function public.proposal_records_append_only() to service_role;

-- A refusal (as 20261126120000) also moves the quote back to "Em contato" (unless it is won or
-- lost), with the reason as a note and today as the next contact: the owner calls back.
create or replace function public.proposal_refuse(p_token text, p_reason text DEFAULT NULL::text, p_client_address text DEFAULT NULL::text, p_user_agent text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  version public.proposal_versions%rowtype;
  state text;
  quote_id bigint;
  reason text := nullif(btrim(left(p_reason, 1000)), '');
begin
  select * into version from public.proposal_versions where token_hash = public.proposal_token_hash(p_token);
  if not found then
    return jsonb_build_object('outcome', 'not_found');
  end if;
  perform 1 from public.proposals where id = version.proposal_id for update;
  select * into version from public.proposal_versions where id = version.id for update;
  state := public.proposal_version_state(version.status, version.valid_until);
  if state <> 'open' then
    return jsonb_build_object('outcome', case state when 'accepted' then 'already_accepted' when 'refused' then 'already_refused' else state end);
  end if;
  insert into public.proposal_refusals (version_id, proposal_id, reason, client_address, user_agent)
  values (version.id, version.proposal_id, reason, left(p_client_address, 64), left(p_user_agent, 500));
  update public.proposal_versions set status = 'refused' where id = version.id;
  update public.proposals set status = case when status = 'sent' then 'refused' else status end, updated_at = now()
  where id = version.proposal_id returning orcamento_id into quote_id;
  -- Two statements: the status change sets its own next contact (orcamentos_next_contact); today overrides it.
  update public."Orcamentos" set status = 'em_contato' where id = quote_id and status not in ('fechado', 'perdido');
  update public."Orcamentos" set next_contact = public.sao_paulo_today() where id = quote_id and status = 'em_contato';
  insert into public.orcamento_notas (orcamento_id, body)
    values (quote_id, 'Proposta v' || version.number || ' recusada pelo cliente. ' || coalesce('Motivo: ' || reason, 'Sem motivo informado.'));
  perform public.audit_write('proposal_refused', 'orcamento:' || quote_id, jsonb_build_object('proposta', version.proposal_id, 'versao', version.number));
  return jsonb_build_object('outcome', 'refused', 'orcamentoId', quote_id);
end
$function$;
revoke all on function public.proposal_refuse(p_token text, p_reason text, p_client_address text, p_user_agent text) from public, anon, authenticated, service_role;
grant execute on function public.proposal_refuse(p_token text, p_reason text, p_client_address text, p_user_agent text) to anon, authenticated, service_role;

create or replace function public.proposal_refuse_unless_admin(p_function text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception '%: somente administradores', p_function using errcode = '42501';
  end if;
end
$function$;
revoke all on function public.proposal_refuse_unless_admin(p_function text) from public, anon, authenticated, service_role;
grant execute on function public.proposal_refuse_unless_admin(p_function text) to service_role;

-- São Paulo's calendar day: a proposal valid until the 10th may be accepted until 23:59 of the 10th there.
create or replace function public.proposal_today()
 RETURNS date
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (now() at time zone 'America/Sao_Paulo')::date
$function$;
revoke all on function public.proposal_today() from public, anon, authenticated, service_role;
grant execute on function public.proposal_today() to service_role;

create or replace function public.proposal_token_hash(p_token text)
 RETURNS bytea
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select sha256(convert_to(coalesce(p_token, ''), 'UTF8'))
$function$;
revoke all on function public.proposal_token_hash(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.proposal_token_hash(p_token text) to service_role;

-- A version's schedule as sent: its document's, or for a version sent before schedules existed, the
-- deposit and the balance (due on the event's day).
create or replace function public.proposal_version_schedule(p_content jsonb, p_total integer, p_deposit integer)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when jsonb_typeof(p_content -> 'schedule') = 'array' and jsonb_array_length(p_content -> 'schedule') > 0 then p_content -> 'schedule'
  else (
    select jsonb_agg(item order by n) from (
      select 1 as n, jsonb_build_object('label', 'Sinal', 'amountCents', p_deposit, 'due', null) as item where p_deposit > 0
      union all
      select 2, jsonb_build_object('label', 'Restante', 'amountCents', p_total - p_deposit, 'due', nullif(p_content -> 'event' ->> 'date', '')) where p_total - p_deposit > 0
    ) parts)
  end
$function$;
revoke all on function public.proposal_version_schedule(p_content jsonb, p_total integer, p_deposit integer) from public, anon, authenticated, service_role;
grant execute on function public.proposal_version_schedule(p_content jsonb, p_total integer, p_deposit integer) to service_role;

-- A version's public state: open, expired (open but past its validity, São Paulo's day), replaced, accepted or refused.
create or replace function public.proposal_version_state(p_status text, p_valid_until date)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case when p_status = 'open' and p_valid_until < public.proposal_today() then 'expired' else p_status end
$function$;
revoke all on function public.proposal_version_state(p_status text, p_valid_until date) from public, anon, authenticated, service_role;
grant execute on function public.proposal_version_state(p_status text, p_valid_until date) to service_role;

-- A sent version never changes, the owner's updates included, except its anonymization: the
-- document to its anonymized form together with the link (salt dropped, hash replaced), so the
-- client's old link answers like an unknown one. Its status follows the client's answer.
create or replace function public.proposal_versions_frozen()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' then
    raise exception 'uma versão enviada não pode ser apagada' using errcode = '42501';
  end if;
  if (new.id, new.proposal_id, new.number, new.content_sha256, new.total_cents, new.deposit_cents, new.valid_until, new.sent_at, new.sent_by,
      new.pix_key, new.pix_beneficiary, new.pix_city)
     is distinct from (old.id, old.proposal_id, old.number, old.content_sha256, old.total_cents, old.deposit_cents, old.valid_until, old.sent_at, old.sent_by,
      old.pix_key, old.pix_beneficiary, old.pix_city)
     or ((new.content, new.token_hash, new.link_salt) is distinct from (old.content, old.token_hash, old.link_salt)
         and not (new.content = public.proposal_content_anonymized(old.content) and new.link_salt is null)) then
    raise exception 'uma versão enviada não muda' using errcode = '42501';
  end if;
  return new;
end
$function$;
revoke all on function public.proposal_versions_frozen() from public, anon, authenticated, service_role;
grant execute on function public.proposal_versions_frozen() to service_role;

-- What the client's link shows (as 20261128100200), with the schedule as paid so far, the receipts
-- and who accepted, with the CPF (the receipts' payer); a cancelled party shows no Pix.
create or replace function public.proposal_view(p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  version public.proposal_versions%rowtype;
  acceptance public.proposal_acceptances%rowtype;
  paid bigint;
  cancelled boolean;
begin
  select * into version from public.proposal_versions where token_hash = public.proposal_token_hash(p_token);
  if not found then
    return null;
  end if;
  -- An accepted aditivo's payer is the contract's: the first acceptance's name and CPF, with its own time.
  select * into acceptance from public.proposal_acceptances
    where version_id = version.id or (version.amends is not null and version.status = 'accepted' and proposal_id = version.proposal_id);
  if version.amends is not null then
    acceptance.accepted_at := (select a.accepted_at from public.proposal_amendment_acceptances a where a.version_id = version.id);
  end if;
  select coalesce(sum(amount_cents), 0) into paid from public.proposal_payments where proposal_id = version.proposal_id;
  cancelled := exists (select 1 from public.proposals p where p.id = version.proposal_id and p.status = 'cancelled');
  return jsonb_build_object(
    'number', version.number,
    'cancelled', cancelled,
    'issuer', version.issuer,
    'state', public.proposal_version_state(version.status, version.valid_until),
    -- An open link that no longer describes the quote: the page offers the business's contacts, not the answer.
    -- An aditivo is sent to a won party: only the party's cancellation outdates it (proposal_amendment_accept).
    'outdated', version.status = 'open' and case when version.amends is null
      then coalesce(public.proposal_version_outdated(version.id), false) else cancelled end,
    'content', version.content,
    'contentSha256', version.content_sha256,
    -- The party's day now: the owner may have moved it since the version was sent.
    'partyDate', (select q.date::date from public.proposals p join public."Orcamentos" q on q.id = p.orcamento_id where p.id = version.proposal_id),
    'sentAt', version.sent_at,
    'acceptedAt', acceptance.accepted_at,
    'acceptedName', acceptance.full_name,
    'acceptedCpf', acceptance.cpf,
    'depositPaid', paid >= version.deposit_cents and version.status = 'accepted',
    'pix', case when version.status = 'accepted' and not cancelled and version.pix_key is not null then
      jsonb_build_object('key', version.pix_key, 'beneficiary', version.pix_beneficiary, 'city', version.pix_city) end,
    'installments', case when version.status = 'accepted' then coalesce(public.proposal_installments(version.proposal_id), '[]'::jsonb) else '[]'::jsonb end,
    -- The client's receipts without the staff member's e-mail: a link is no place for it.
    'receipts', case when version.status = 'accepted' then coalesce((select jsonb_agg(r - 'recordedByEmail' order by n)
      from jsonb_array_elements(public.proposal_receipts(version.proposal_id)) with ordinality as t(r, n)), '[]'::jsonb) else '[]'::jsonb end
  );
end
$function$;
revoke all on function public.proposal_view(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.proposal_view(p_token text) to anon, authenticated, service_role;

drop trigger if exists proposal_acceptances_append_only on proposal_acceptances;
CREATE TRIGGER proposal_acceptances_append_only BEFORE DELETE OR UPDATE ON public.proposal_acceptances FOR EACH ROW EXECUTE FUNCTION public.proposal_records_append_only();

drop trigger if exists proposal_payments_party_date on proposal_payments;
CREATE TRIGGER proposal_payments_party_date BEFORE INSERT ON public.proposal_payments FOR EACH ROW EXECUTE FUNCTION public.proposal_payments_party_date();

drop trigger if exists proposal_amendment_acceptances_append_only on proposal_amendment_acceptances;
CREATE TRIGGER proposal_amendment_acceptances_append_only BEFORE DELETE OR UPDATE ON public.proposal_amendment_acceptances FOR EACH ROW EXECUTE FUNCTION public.proposal_records_append_only();

drop trigger if exists proposal_payments_append_only on proposal_payments;
CREATE TRIGGER proposal_payments_append_only BEFORE DELETE OR UPDATE ON public.proposal_payments FOR EACH ROW EXECUTE FUNCTION public.proposal_payments_append_only();

drop trigger if exists proposal_payments_issuer on proposal_payments;
CREATE TRIGGER proposal_payments_issuer BEFORE INSERT ON public.proposal_payments FOR EACH ROW EXECUTE FUNCTION public.proposal_issuer_stamp();

drop trigger if exists proposal_versions_issuer on proposal_versions;
CREATE TRIGGER proposal_versions_issuer BEFORE INSERT ON public.proposal_versions FOR EACH ROW EXECUTE FUNCTION public.proposal_issuer_stamp();

drop trigger if exists proposal_refusals_append_only on proposal_refusals;
CREATE TRIGGER proposal_refusals_append_only BEFORE DELETE OR UPDATE ON public.proposal_refusals FOR EACH ROW EXECUTE FUNCTION public.proposal_records_append_only();

drop trigger if exists proposal_versions_frozen on proposal_versions;
CREATE TRIGGER proposal_versions_frozen BEFORE DELETE OR UPDATE ON public.proposal_versions FOR EACH ROW EXECUTE FUNCTION public.proposal_versions_frozen();

drop policy if exists proposal_acceptances_select_admins on public.proposal_acceptances;
create policy proposal_acceptances_select_admins on public.proposal_acceptances
  for select
  to authenticated
  using ((select public.is_admin()));

drop policy if exists proposal_amendment_acceptances_select_admins on public.proposal_amendment_acceptances;
create policy proposal_amendment_acceptances_select_admins on public.proposal_amendment_acceptances
  for select
  to authenticated
  using ((select public.is_admin()));

drop policy if exists proposal_lines_select_admins on public.proposal_lines;
create policy proposal_lines_select_admins on public.proposal_lines
  for select
  to authenticated
  using ((select public.is_admin()));

drop policy if exists proposal_payments_select_admins on public.proposal_payments;
create policy proposal_payments_select_admins on public.proposal_payments
  for select
  to authenticated
  using ((select public.is_admin()));

drop policy if exists proposal_refusals_select_admins on public.proposal_refusals;
create policy proposal_refusals_select_admins on public.proposal_refusals
  for select
  to authenticated
  using ((select public.is_admin()));

drop policy if exists proposal_versions_select_admins on public.proposal_versions;
create policy proposal_versions_select_admins on public.proposal_versions
  for select
  to authenticated
  using ((select public.is_admin()));

drop policy if exists proposals_select_admins on public.proposals;
create policy proposals_select_admins on public.proposals
  for select
  to authenticated
  using ((select public.is_admin()));

revoke all on table public.proposal_acceptances from public, anon, authenticated, service_role;
grant all on table public.proposal_acceptances to service_role;

revoke all on table public.proposal_amendment_acceptances from public, anon, authenticated, service_role;
grant all on table public.proposal_amendment_acceptances to service_role;

revoke all on table public.proposal_lines from public, anon, authenticated, service_role;
grant all on table public.proposal_lines to service_role;

revoke all on table public.proposal_payments from public, anon, authenticated, service_role;
grant all on table public.proposal_payments to service_role;

revoke all on table public.proposal_refusals from public, anon, authenticated, service_role;
grant all on table public.proposal_refusals to service_role;

revoke all on table public.proposal_versions from public, anon, authenticated, service_role;
grant all on table public.proposal_versions to service_role;

revoke all on table public.proposals from public, anon, authenticated, service_role;
grant all on table public.proposals to service_role;

revoke all on sequence public.proposal_acceptances_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.proposal_acceptances_id_seq to service_role;

revoke all on sequence public.proposal_amendment_acceptances_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.proposal_amendment_acceptances_id_seq to service_role;

revoke all on sequence public.proposal_lines_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.proposal_lines_id_seq to service_role;

revoke all on sequence public.proposal_payments_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.proposal_payments_id_seq to service_role;

revoke all on sequence public.proposal_refusals_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.proposal_refusals_id_seq to service_role;

revoke all on sequence public.proposal_versions_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.proposal_versions_id_seq to service_role;

revoke all on sequence public.proposals_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.proposals_id_seq to service_role;
