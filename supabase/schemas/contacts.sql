-- When the signed-in administrator's feed was created (null: none).
create or replace function public.admin_calendar_feed_created()
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return (select f.created_at from public.calendar_feeds f where f.user_id = auth.uid());
end
$function$;
revoke all on function public.admin_calendar_feed_created() from public, anon, authenticated, service_role;
grant execute on function public.admin_calendar_feed_created() to authenticated, service_role;

-- "Criar endereço" / "Renovar endereço": the server drew the token (256 bits) and shows it once.
create or replace function public.admin_calendar_feed_renew(p_token text)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  created timestamptz := now();
begin
  perform public.admin_quotes_require_admin();
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{43,128}$' then
    raise exception 'admin_calendar_feed_renew: token inválido' using errcode = '22023';
  end if;
  insert into public.calendar_feeds (user_id, token_sha256, created_at)
    values (auth.uid(), sha256(convert_to(p_token, 'UTF8')), created)
    on conflict (user_id) do update set token_sha256 = excluded.token_sha256, created_at = excluded.created_at;
  perform public.audit_write('calendar_feed_renewed', null, '{}'::jsonb);
  return created;
end
$function$;
revoke all on function public.admin_calendar_feed_renew(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.admin_calendar_feed_renew(p_token text) to authenticated, service_role;

-- What each card of the contact list needs to pick its WhatsApp message: the unanswered tries, the
-- current proposal version (state, validity, deposit and what was paid of it), the live booking,
-- and the review's steps.
create or replace function public.admin_contact_situations(p_ids bigint[])
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  if cardinality(p_ids) > 500 then
    raise exception 'admin_contact_situations: até 500 orçamentos' using errcode = '22023';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', q.id,
      'noAnswer', q.no_answer_count,
      'reviewRequestedAt', q.review_requested_at,
      'reviewReceivedAt', q.review_received_at,
      'proposal', (
        select jsonb_build_object('status', p.status, 'versionStatus', v.status, 'validUntil', to_char(v.valid_until, 'YYYY-MM-DD'),
                                  'depositCents', v.deposit_cents,
                                  'paidCents', coalesce((select sum(pp.amount_cents) from public.proposal_payments pp where pp.proposal_id = p.id), 0))
        from public.proposals p join public.proposal_versions v on v.proposal_id = p.id and v.number = p.current_version
        where p.orcamento_id = q.id order by p.id desc limit 1),
      'booking', (
        select jsonb_build_object('kind', b.kind, 'day', to_char(b.day, 'YYYY-MM-DD'), 'until', to_char(b.hold_until, 'YYYY-MM-DD'))
        from public.bookings b where b.orcamento_id = q.id and b.released_at is null and b.lapsed_at is null limit 1)
    ) order by q.id), '[]'::jsonb)
    from public."Orcamentos" q where q.id = any(p_ids)
  );
end
$function$;
revoke all on function public.admin_contact_situations(p_ids bigint[]) from public, anon, authenticated, service_role;
grant execute on function public.admin_contact_situations(p_ids bigint[]) to authenticated, service_role;

-- "Para contatar hoje": quotes whose next contact is today or overdue, overdue first; within a day
-- the newest first (a lead answered within minutes is the likeliest to close).
create or replace function public.admin_contacts_due(p_limit integer DEFAULT 30)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.admin_contacts_due(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_contacts_due(p_limit integer) to authenticated, service_role;

create or replace function public.admin_event_sheet(p_id bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return public.event_sheet_json(p_id);
end
$function$;
revoke all on function public.admin_event_sheet(p_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_event_sheet(p_id bigint) to authenticated, service_role;

-- Saves the owner's notes for the team and the checklist (one item a line, blanks dropped).
create or replace function public.admin_event_sheet_save(p_id bigint, p_team_notes text, p_checklist text[])
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  items text[] := array(select btrim(i) from unnest(coalesce(p_checklist, '{}'::text[])) with ordinality as t(i, n) where btrim(i) <> '' order by n);
begin
  perform public.admin_quotes_require_admin();
  if not exists (select 1 from public."Orcamentos" where id = p_id and anonymized_at is null) then
    return false;
  end if;
  if exists (select 1 from unnest(items) i where char_length(i) > 200) then
    raise exception 'admin_event_sheet_save: cada item do checklist com até 200 caracteres' using errcode = '22023';
  end if;
  insert into public.event_sheets (orcamento_id, team_notes, checklist, updated_at, updated_by)
    values (p_id, btrim(coalesce(p_team_notes, '')), items, now(), auth.uid())
    on conflict (orcamento_id) do update
      set team_notes = excluded.team_notes, checklist = excluded.checklist, updated_at = excluded.updated_at, updated_by = excluded.updated_by;
  return true;
end
$function$;
revoke all on function public.admin_event_sheet_save(p_id bigint, p_team_notes text, p_checklist text[]) from public, anon, authenticated, service_role;
grant execute on function public.admin_event_sheet_save(p_id bigint, p_team_notes text, p_checklist text[]) to authenticated, service_role;

-- One outcome of a follow-up, under the quote's lock. `p_seen` is the next contact the card showed:
-- when it no longer matches, the outcome was already recorded (a double tap, a second phone) and
-- nothing happens ('stale'). Outcomes:
--   sem_resposta  next contact in 2 days, counted in a row (a Novo quote becomes Em contato);
--   retornar      the client answered: next contact on p_date (today to a year ahead);
--   fechado       Fechado (ganho), through set_quote_status (the event's value when it has none, the
--                 day's room: its refusals reach the caller unchanged);
--   perdido       Perdido with p_lost_reason (any reason but 'outro', which needs its text).
-- Returns 'recorded', 'stale' or 'not_found'.
create or replace function public.admin_follow_up_outcome(p_id bigint, p_outcome text, p_seen date, p_date date DEFAULT NULL::date, p_lost_reason text DEFAULT NULL::text, p_value_cents integer DEFAULT NULL::integer)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote public."Orcamentos"%rowtype;
  today constant date := public.sao_paulo_today();
  tries integer;
  body text;
begin
  perform public.admin_quotes_require_admin();
  if p_outcome is null or p_outcome not in ('sem_resposta', 'retornar', 'fechado', 'perdido') then
    raise exception 'admin_follow_up_outcome: resultado desconhecido' using errcode = '22023';
  end if;
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    return 'not_found';
  end if;
  if quote.next_contact is distinct from p_seen then
    return 'stale';
  end if;
  if quote.status not in ('novo', 'em_contato', 'orcamento_enviado') then
    raise exception 'admin_follow_up_outcome: o orçamento não está em aberto' using errcode = '22023';
  end if;
  case p_outcome
    when 'sem_resposta' then
      if quote.status = 'novo' then
        perform public.set_quote_status(p_id, 'em_contato', null, null, null, null);
      end if;
      update public."Orcamentos" set no_answer_count = no_answer_count + 1, next_contact = today + 2
        where id = p_id returning no_answer_count into tries;
      body := format('Sem resposta (%sª seguida). Próximo contato em %s.', tries, to_char(today + 2, 'DD/MM/YYYY'));
    when 'retornar' then
      if p_date is null or p_date < today or p_date > today + 366 then
        raise exception 'admin_follow_up_outcome: informe o dia do retorno, de hoje a um ano' using errcode = '22023';
      end if;
      if quote.status = 'novo' then
        perform public.set_quote_status(p_id, 'em_contato', null, null, null, null);
      end if;
      update public."Orcamentos" set no_answer_count = 0, next_contact = p_date where id = p_id;
      body := format('Falei com o cliente: retornar em %s.', to_char(p_date, 'DD/MM/YYYY'));
    when 'fechado' then
      perform public.set_quote_status(p_id, 'fechado', null, null, p_value_cents, null);
      body := 'Fechado (ganho), pelos contatos de hoje.';
    else
      if p_lost_reason is null or p_lost_reason = 'outro' then
        raise exception 'admin_follow_up_outcome: escolha o motivo da perda' using errcode = '22023';
      end if;
      perform public.set_quote_status(p_id, 'perdido', p_lost_reason, null, null, null);
      body := 'Perdido, pelos contatos de hoje: ' || case p_lost_reason
        when 'preco' then 'preço' when 'data_indisponivel' then 'data indisponível' when 'sem_resposta' then 'sem resposta'
        when 'outro_buffet' then 'escolheu outro buffet' when 'desistiu' then 'desistiu da festa' else p_lost_reason end || '.';
  end case;
  insert into public.orcamento_notas (orcamento_id, body) values (p_id, body);
  return 'recorded';
end
$function$;
revoke all on function public.admin_follow_up_outcome(p_id bigint, p_outcome text, p_seen date, p_date date, p_lost_reason text, p_value_cents integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_follow_up_outcome(p_id bigint, p_outcome text, p_seen date, p_date date, p_lost_reason text, p_value_cents integer) to authenticated, service_role;

-- The report's reviews: requested and received within the period (São Paulo days), whenever the quote arrived.
create or replace function public.admin_review_counts(p_from date, p_to date)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  first_at constant timestamptz := p_from::timestamp at time zone 'America/Sao_Paulo';
  last_at constant timestamptz := (p_to + 1)::timestamp at time zone 'America/Sao_Paulo';
begin
  perform public.admin_quotes_require_admin();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 3700 then
    raise exception 'admin_review_counts: período inválido' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'requested', (select count(*) from public."Orcamentos" where review_requested_at >= first_at and review_requested_at < last_at),
    'received', (select count(*) from public."Orcamentos" where review_received_at >= first_at and review_received_at < last_at)
  );
end
$function$;
revoke all on function public.admin_review_counts(p_from date, p_to date) from public, anon, authenticated, service_role;
grant execute on function public.admin_review_counts(p_from date, p_to date) to authenticated, service_role;

-- "Avaliação recebida": the client posted the review (asked or not); once.
create or replace function public.admin_review_received(p_id bigint)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote public."Orcamentos"%rowtype;
begin
  perform public.admin_quotes_require_admin();
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    return false;
  end if;
  if quote.status <> 'fechado' then
    raise exception 'admin_review_received: só para um orçamento fechado' using errcode = '22023';
  end if;
  if quote.review_received_at is null then
    update public."Orcamentos" set review_received_at = now(), next_contact = null where id = p_id;
    insert into public.orcamento_notas (orcamento_id, body) values (p_id, 'Avaliação recebida.');
  end if;
  return true;
end
$function$;
revoke all on function public.admin_review_received(p_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_review_received(p_id bigint) to authenticated, service_role;

-- "Pedir avaliação": recorded when the owner opens the message (the first time counts), the card
-- leaves today's list. Only for a won quote whose event has passed.
create or replace function public.admin_review_request(p_id bigint)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote public."Orcamentos"%rowtype;
begin
  perform public.admin_quotes_require_admin();
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    return false;
  end if;
  if quote.status <> 'fechado' or quote.date is null or quote.date::date >= public.sao_paulo_today() then
    raise exception 'admin_review_request: só depois da festa de um orçamento fechado' using errcode = '22023';
  end if;
  update public."Orcamentos" set review_requested_at = coalesce(review_requested_at, now()), next_contact = null where id = p_id;
  if quote.review_requested_at is null then
    insert into public.orcamento_notas (orcamento_id, body) values (p_id, 'Avaliação pedida pelo WhatsApp.');
  end if;
  return true;
end
$function$;
revoke all on function public.admin_review_request(p_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_review_request(p_id bigint) to authenticated, service_role;

-- The review link ("Link de avaliação no Google"); null removes it.
create or replace function public.admin_review_url_save(p_url text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  insert into public.admin_settings (id) values (true) on conflict (id) do nothing;
  update public.admin_settings set review_url = nullif(btrim(coalesce(p_url, '')), '') where id;
  perform public.audit_write('review_url_changed', null, '{}'::jsonb);
end
$function$;
revoke all on function public.admin_review_url_save(p_url text) from public, anon, authenticated, service_role;
grant execute on function public.admin_review_url_save(p_url text) to authenticated, service_role;

-- Moves (or clears, with null) a quote's next contact; false when there is no such quote.
create or replace function public.admin_set_next_contact(p_id bigint, p_date date)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  update public."Orcamentos" set next_contact = p_date where id = p_id;
  return found;
end
$function$;
revoke all on function public.admin_set_next_contact(p_id bigint, p_date date) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_next_contact(p_id bigint, p_date date) to authenticated, service_role;

-- "Semana": every confirmed event from p_from to p_to (up to 31 days), in date and time order.
create or replace function public.admin_week_sheets(p_from date, p_to date)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 31 then
    raise exception 'admin_week_sheets: até 31 dias' using errcode = '22023';
  end if;
  return (
    select coalesce(jsonb_agg(public.event_sheet_json(b.orcamento_id) order by b.day, q.event_time::time nulls last, b.orcamento_id), '[]'::jsonb)
    from public.bookings b join public."Orcamentos" q on q.id = b.orcamento_id
    where b.kind = 'confirmed' and b.released_at is null and b.lapsed_at is null and b.day between p_from and p_to
  );
end
$function$;
revoke all on function public.admin_week_sheets(p_from date, p_to date) from public, anon, authenticated, service_role;
grant execute on function public.admin_week_sheets(p_from date, p_to date) to authenticated, service_role;

-- The texts the owner saved (name -> text) and the review link.
create or replace function public.admin_whatsapp_settings()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return jsonb_build_object(
    'templates', (select coalesce(jsonb_object_agg(t.name, t.body), '{}'::jsonb) from public.whatsapp_templates t),
    'reviewUrl', (select s.review_url from public.admin_settings s where s.id)
  );
end
$function$;
revoke all on function public.admin_whatsapp_settings() from public, anon, authenticated, service_role;
grant execute on function public.admin_whatsapp_settings() to authenticated, service_role;

-- Saves one situation's text; null or blank goes back to the default.
create or replace function public.admin_whatsapp_template_save(p_name text, p_body text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  if nullif(btrim(coalesce(p_body, '')), '') is null then
    delete from public.whatsapp_templates where name = p_name;
  else
    insert into public.whatsapp_templates (name, body, updated_at, updated_by) values (p_name, p_body, now(), auth.uid())
      on conflict (name) do update set body = excluded.body, updated_at = excluded.updated_at, updated_by = excluded.updated_by;
  end if;
  perform public.audit_write('whatsapp_template_changed', 'mensagem:' || p_name, '{}'::jsonb);
end
$function$;
revoke all on function public.admin_whatsapp_template_save(p_name text, p_body text) from public, anon, authenticated, service_role;
grant execute on function public.admin_whatsapp_template_save(p_name text, p_body text) to authenticated, service_role;

-- The feed behind a secret URL: null for any token that is not a current administrator's. From 90
-- days back to two years ahead.
create or replace function public.calendar_feed(p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  today constant date := public.sao_paulo_today();
begin
  if p_token is null or char_length(p_token) > 128 or not exists (
    select 1 from public.calendar_feeds f join public.admins a on a.user_id = f.user_id
    where f.token_sha256 = sha256(convert_to(p_token, 'UTF8'))
  ) then
    return null;
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', q.id, 'day', to_char(b.day, 'YYYY-MM-DD'), 'time', to_char(q.event_time::time, 'HH24:MI'),
      'kind', b.kind, 'until', to_char(b.hold_until, 'YYYY-MM-DD'), 'bookedAt', b.created_at,
      'firstName', nullif(split_part(btrim(coalesce(q.name, '')), ' ', 1), ''),
      'guests', q.guests, 'partyType', q.party_type, 'neighborhood', q.neighborhood,
      'address', jsonb_build_object('address_cep', q.address_cep, 'address_street', q.address_street, 'address_number', q.address_number,
                                    'address_complement', q.address_complement, 'address_city', q.address_city)
    ) order by b.day, q.event_time::time nulls last, q.id), '[]'::jsonb)
    from public.bookings b join public."Orcamentos" q on q.id = b.orcamento_id
    where b.released_at is null and b.lapsed_at is null and q.anonymized_at is null
      and (b.kind = 'confirmed' or b.hold_until >= today)
      and b.day between today - 90 and today + 730
  );
end
$function$;
revoke all on function public.calendar_feed(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.calendar_feed(p_token text) to anon, authenticated, service_role;

-- One sheet as JSON (no check of the caller: only the admin functions below call it).
create or replace function public.event_sheet_json(p_id bigint)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', q.id, 'name', q.name, 'phone', q.phone, 'whatsapp', q.whatsapp, 'status', q.status,
    'date', to_char(q.date::date, 'YYYY-MM-DD'), 'time', to_char(q.event_time::time, 'HH24:MI'), 'guests', q.guests,
    'partyType', q.party_type, 'neighborhood', q.neighborhood, 'message', q.message,
    'address', jsonb_build_object('address_cep', q.address_cep, 'address_street', q.address_street, 'address_number', q.address_number,
                                  'address_complement', q.address_complement, 'address_city', q.address_city),
    'booking', (select jsonb_build_object('kind', b.kind, 'day', to_char(b.day, 'YYYY-MM-DD'), 'until', to_char(b.hold_until, 'YYYY-MM-DD'))
                from public.bookings b where b.orcamento_id = q.id and b.released_at is null and b.lapsed_at is null limit 1),
    'accepted', (select jsonb_build_object('version', v.number, 'lines', coalesce(v.content -> 'lines', '[]'::jsonb), 'guests', v.content -> 'event' -> 'guests')
                 from public.proposals p join public.proposal_versions v on v.proposal_id = p.id and v.status = 'accepted'
                 where p.orcamento_id = q.id order by v.number desc limit 1),
    'teamNotes', coalesce(s.team_notes, ''),
    'checklist', to_jsonb(coalesce(s.checklist, '{}'::text[])),
    'updatedAt', s.updated_at
  )
  from public."Orcamentos" q left join public.event_sheets s on s.orcamento_id = q.id
  where q.id = p_id
$function$;
revoke all on function public.event_sheet_json(p_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.event_sheet_json(p_id bigint) to service_role;

-- The next-contact rule: when to contact a quote after it moves to `p_status` on `p_today`.
-- Novo: today; Em contato: in 2 days; Orçamento enviado: in 3; Fechado: the day after the event
-- (to thank and ask for a review); Perdido: never.
create or replace function public.next_contact_rule(p_status text, p_event date, p_today date)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case p_status
    when 'novo' then p_today
    when 'em_contato' then p_today + 2
    when 'orcamento_enviado' then p_today + 3
    when 'fechado' then p_event + 1
    else null
  end;
$function$;
revoke all on function public.next_contact_rule(p_status text, p_event date, p_today date) from public, anon, authenticated, service_role;
grant execute on function public.next_contact_rule(p_status text, p_event date, p_today date) to service_role;

create or replace function public.orcamentos_next_contact()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    -- The text cast keeps it valid on an older table whose date column is text.
    new.next_contact := public.next_contact_rule(new.status, case when new.date::text ~ '^\d{4}-\d{2}-\d{2}$' then new.date::text::date end, public.sao_paulo_today());
  elsif new.status = 'fechado' and new.date is distinct from old.date and old.next_contact is not null
        and new.date::text ~ '^\d{4}-\d{2}-\d{2}$' and old.date::text ~ '^\d{4}-\d{2}-\d{2}$' then
    -- A won party that moves takes its next contact along (the day after it, or whatever the owner set), never into the past.
    new.next_contact := greatest(old.next_contact + (new.date::text::date - old.date::text::date), public.sao_paulo_today());
  end if;
  if new.status is distinct from 'perdido' then
    new.lost_reason := null;
    new.lost_reason_detail := null;
  end if;
  return new;
end
$function$;
revoke all on function public.orcamentos_next_contact() from public, anon, authenticated, service_role;
grant execute on function public.orcamentos_next_contact() to service_role;

-- "In a row": any change of status starts the count again (the client answered, or the quote closed).
create or replace function public.orcamentos_no_answer_reset()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.status is distinct from old.status then
    new.no_answer_count := 0;
  end if;
  return new;
end
$function$;
revoke all on function public.orcamentos_no_answer_reset() from public, anon, authenticated, service_role;
grant execute on function public.orcamentos_no_answer_reset() to service_role;

create or replace function public.site_contact_check(p_whatsapp text, p_email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  seen public.site_contact_seen%rowtype;
  v_whatsapp text := nullif(btrim(coalesce(p_whatsapp, '')), '');
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
begin
  if char_length(coalesce(v_whatsapp, '')) > 40 or char_length(coalesce(v_email, '')) > 254 then
    raise exception 'site_contact_check: valores longos demais' using errcode = '22023';
  end if;
  insert into public.site_contact_seen (id, whatsapp, email) values (true, v_whatsapp, v_email) on conflict (id) do nothing;
  if found then
    return jsonb_build_object('changed', false);
  end if;
  select * into seen from public.site_contact_seen where id for update;
  if (seen.whatsapp, seen.email) is not distinct from (v_whatsapp, v_email) then
    return jsonb_build_object('changed', false);
  end if;
  update public.site_contact_seen set whatsapp = v_whatsapp, email = v_email, seen_at = now() where id;
  perform public.audit_write('site_contact_changed', 'configuracoes:contato', jsonb_build_object(
    'whatsapp_antes', seen.whatsapp, 'whatsapp_depois', v_whatsapp, 'email_antes', seen.email, 'email_depois', v_email));
  return jsonb_build_object(
    'changed', true,
    'before', jsonb_build_object('whatsapp', seen.whatsapp, 'email', seen.email),
    'after', jsonb_build_object('whatsapp', v_whatsapp, 'email', v_email),
    'administrators', coalesce((select jsonb_agg(u.email::text order by u.email) from public.admins a join auth.users u on u.id = a.user_id where u.email is not null), '[]'::jsonb)
  );
end
$function$;
revoke all on function public.site_contact_check(p_whatsapp text, p_email text) from public, anon, authenticated, service_role;
grant execute on function public.site_contact_check(p_whatsapp text, p_email text) to service_role;

drop trigger if exists orcamentos_next_contact on "Orcamentos";
CREATE TRIGGER orcamentos_next_contact BEFORE INSERT OR UPDATE ON public."Orcamentos" FOR EACH ROW EXECUTE FUNCTION public.orcamentos_next_contact();

drop trigger if exists orcamentos_no_answer_reset on "Orcamentos";
CREATE TRIGGER orcamentos_no_answer_reset BEFORE UPDATE OF status ON public."Orcamentos" FOR EACH ROW EXECUTE FUNCTION public.orcamentos_no_answer_reset();

revoke all on table public.calendar_feeds from public, anon, authenticated, service_role;

revoke all on table public.event_sheets from public, anon, authenticated, service_role;

revoke all on table public.site_contact_seen from public, anon, authenticated, service_role;
grant all on table public.site_contact_seen to service_role;

revoke all on table public.whatsapp_templates from public, anon, authenticated, service_role;
