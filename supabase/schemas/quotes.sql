-- One quote with the pipeline's bookkeeping, for its page in the admin. Dates and the time as text
-- (YYYY-MM-DD, HH:MM), whatever type a table older than the migrations gave them.
create or replace function public.admin_quote(p_id bigint)
 RETURNS TABLE(id bigint, created_at timestamp with time zone, name text, email text, phone text, whatsapp text, neighborhood text, party_type text, guests integer, date text, event_time text, message text, status text, last_note text, next_contact text, lost_reason text, lost_reason_detail text, lead_source text, status_changed_at timestamp with time zone, notification_status text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return query
    select q.id, q.created_at, q.name, q.email, q.phone, q.whatsapp, q.neighborhood, q.party_type, q.guests, q.date::text,
           left(q.event_time::text, 5), q.message, q.status, q.last_note, q.next_contact::text, q.lost_reason, q.lost_reason_detail,
           q.lead_source, q.status_changed_at, q.notification_status
    from public."Orcamentos" q where q.id = p_id;
end
$function$;
revoke all on function public.admin_quote(p_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_quote(p_id bigint) to authenticated, service_role;

-- "Novo orçamento": a quote the administrator took by phone, WhatsApp or in person, with the public
-- form's fields (the table checks them as it checks the form's), already "Em contato", recorded as
-- hers. No limit and no e-mail: she is the one who typed it. The form's submission id makes a
-- double submit store one quote. Returns its id.
create or replace function public.admin_quote_create(p_submission_id uuid, p_name text, p_email text, p_phone text, p_whatsapp text, p_neighborhood text, p_party_type text, p_guests integer, p_date date, p_event_time time without time zone, p_message text, p_lead_source text DEFAULT NULL::text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote_id bigint;
begin
  perform public.admin_quotes_require_admin();
  if p_submission_id is null then
    raise exception 'admin_quote_create: informe o submission_id' using errcode = '22023';
  end if;
  insert into public."Orcamentos" (submission_id, name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, lead_source, status, created_by)
  values (p_submission_id, p_name, p_email, p_phone, p_whatsapp, p_neighborhood, p_party_type, p_guests, p_date, p_event_time, p_message, p_lead_source, 'em_contato', auth.uid())
  on conflict (submission_id) do nothing
  returning id into quote_id;
  if quote_id is null then
    select id into quote_id from public."Orcamentos" where submission_id = p_submission_id and created_by is not distinct from auth.uid();
    if quote_id is null then
      raise exception 'admin_quote_create: submission_id já usado' using errcode = '23505';
    end if;
    return quote_id;
  end if;
  perform public.audit_write('quote_created', 'orcamento:' || quote_id, jsonb_build_object('origem', 'painel'));
  return quote_id;
end
$function$;
revoke all on function public.admin_quote_create(p_submission_id uuid, p_name text, p_email text, p_phone text, p_whatsapp text, p_neighborhood text, p_party_type text, p_guests integer, p_date date, p_event_time time without time zone, p_message text, p_lead_source text) from public, anon, authenticated, service_role;
grant execute on function public.admin_quote_create(p_submission_id uuid, p_name text, p_email text, p_phone text, p_whatsapp text, p_neighborhood text, p_party_type text, p_guests integer, p_date date, p_event_time time without time zone, p_message text, p_lead_source text) to authenticated, service_role;

-- What a quote's page shows beyond admin_quote: the event's address, its value and who created it
-- in the admin.
create or replace function public.admin_quote_event(p_id bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return (
    select jsonb_build_object('address_cep', q.address_cep, 'address_street', q.address_street, 'address_number', q.address_number,
                              'address_complement', q.address_complement, 'address_city', q.address_city, 'event_value_cents', q.event_value_cents,
                              'created_by_email', (select u.email::text from auth.users u where u.id = q.created_by))
    from public."Orcamentos" q where q.id = p_id
  );
end
$function$;
revoke all on function public.admin_quote_event(p_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_quote_event(p_id bigint) to authenticated, service_role;

-- A quote's history, newest first.
create or replace function public.admin_quote_history(p_id bigint)
 RETURNS TABLE(at timestamp with time zone, actor_email text, source text, field text, old_value text, new_value text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return query
    select h.at, h.actor_email, h.source, h.field, h.old_value, h.new_value from public.quote_history h
    where h.orcamento_id = p_id order by h.at desc, h.id desc limit 500;
end
$function$;
revoke all on function public.admin_quote_history(p_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_quote_history(p_id bigint) to authenticated, service_role;

-- Adds an internal note; the table's trigger signs it with the caller's identity. Returns its id.
create or replace function public.admin_quote_note_add(p_orcamento_id bigint, p_body text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  note_id bigint;
begin
  perform public.admin_quotes_require_admin();
  insert into public.orcamento_notas (orcamento_id, body) values (p_orcamento_id, p_body) returning id into note_id;
  return note_id;
end
$function$;
revoke all on function public.admin_quote_note_add(p_orcamento_id bigint, p_body text) from public, anon, authenticated, service_role;
grant execute on function public.admin_quote_note_add(p_orcamento_id bigint, p_body text) to authenticated, service_role;

-- A quote's internal notes, newest first.
create or replace function public.admin_quote_notes(p_orcamento_id bigint)
 RETURNS TABLE(id bigint, body text, author_email text, created_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return query
    select n.id, n.body, n.author_email, n.created_at from public.orcamento_notas n
    where n.orcamento_id = p_orcamento_id order by n.created_at desc, n.id desc;
end
$function$;
revoke all on function public.admin_quote_notes(p_orcamento_id bigint) from public, anon, authenticated, service_role;
grant execute on function public.admin_quote_notes(p_orcamento_id bigint) to authenticated, service_role;

-- The administrator's edit of the event's fields. A new date with a live booking moves the booking
-- there, through the rule: refused with BK001/BK002 (and nothing saved) when that day has no room,
-- unless `p_override_reason` says why. Returns the changed fields.
create or replace function public.admin_quote_update(p_id bigint, p_changes jsonb, p_override_reason text DEFAULT NULL::text)
 RETURNS text[]
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote public."Orcamentos"%rowtype;
  booking public.bookings%rowtype;
  changed text[];
  new_day date;
begin
  perform public.admin_quotes_require_admin();
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    raise exception 'admin_quote_update: orçamento % não existe', p_id using errcode = 'P0002';
  end if;
  if quote.anonymized_at is not null then
    raise exception 'admin_quote_update: orçamento anonimizado' using errcode = '55000';
  end if;
  changed := public.quote_apply_changes(p_id, p_changes, 'admin');
  if 'date' = any (changed) then
    select * into booking from public.bookings b where b.orcamento_id = p_id and b.released_at is null and b.lapsed_at is null;
    if booking.id is not null then
      select date::date into new_day from public."Orcamentos" where id = p_id;
      perform public.booking_refused(
        public.booking_place(p_id, new_day, booking.kind, case when booking.kind = 'hold' then least(booking.hold_until, new_day) end, 'admin', p_override_reason),
        new_day);
    end if;
  end if;
  return changed;
end
$function$;
revoke all on function public.admin_quote_update(p_id bigint, p_changes jsonb, p_override_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_quote_update(p_id bigint, p_changes jsonb, p_override_reason text) to authenticated, service_role;

-- One slice of the matching quotes, newest first (or oldest first, for a page near the end read
-- from the other end), after an optional keyset cursor (created_at, id) in that order.
create or replace function public.admin_quotes(p_search text DEFAULT NULL::text, p_status text DEFAULT NULL::text, p_party_type text DEFAULT NULL::text, p_event_from date DEFAULT NULL::date, p_event_to date DEFAULT NULL::date, p_received_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_received_before timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_id bigint DEFAULT NULL::bigint, p_oldest_first boolean DEFAULT false, p_limit integer DEFAULT 20, p_offset integer DEFAULT 0, p_lead_source text DEFAULT NULL::text)
 RETURNS SETOF "Orcamentos"
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  direction constant text := case when p_oldest_first then 'asc' else 'desc' end;
  condition text := public.admin_quotes_condition(p_search, p_status, p_party_type, p_event_from, p_event_to, p_received_from, p_received_before, p_lead_source);
begin
  perform public.admin_quotes_require_admin();
  if p_limit is null or p_limit not between 1 and 1000 or p_offset is null or p_offset < 0 then
    raise exception 'admin_quotes: limit 1 to 1000 and offset from 0' using errcode = '22023';
  end if;
  if p_after_created_at is not null and p_after_id is not null then
    condition := condition || format(' and (created_at, id) %s (%L::timestamptz, %s)', case when p_oldest_first then '>' else '<' end, p_after_created_at, p_after_id);
  end if;
  return query execute format('select * from public."Orcamentos" where %s order by created_at %s, id %s limit %s offset %s',
    condition, direction, direction, p_limit, p_offset);
end
$function$;
revoke all on function public.admin_quotes(p_search text, p_status text, p_party_type text, p_event_from date, p_event_to date, p_received_from timestamp with time zone, p_received_before timestamp with time zone, p_after_created_at timestamp with time zone, p_after_id bigint, p_oldest_first boolean, p_limit integer, p_offset integer, p_lead_source text) from public, anon, authenticated, service_role;
grant execute on function public.admin_quotes(p_search text, p_status text, p_party_type text, p_event_from date, p_event_to date, p_received_from timestamp with time zone, p_received_before timestamp with time zone, p_after_created_at timestamp with time zone, p_after_id bigint, p_oldest_first boolean, p_limit integer, p_offset integer, p_lead_source text) to authenticated, service_role;

-- Suspect quotes (stored while the site was flooded, their e-mail held) stay out of the
-- administrator's way:
-- - the list shows them only under their own filter (no default "status <> 'suspeito'").
-- - the next-contact trigger gives a new quote today's date before the suspect trigger turns it
--   'suspeito' (same timing, fired in name order: next_contact, then suspect), so each flood row
--   would sit in "Para contatar hoje". A suspect quote has no next contact; moving it to 'novo'
--   (set_quote_status) gives it one by the rule.
create or replace function public.admin_quotes_condition(p_search text, p_status text, p_party_type text, p_event_from date, p_event_to date, p_received_from timestamp with time zone, p_received_before timestamp with time zone, p_lead_source text)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select concat_ws(' and ', 'true',
    'search_text ilike ' || quote_literal(p_search),
    coalesce('status = ' || quote_literal(p_status), 'status <> ''suspeito'''),
    'party_type like ' || quote_literal(p_party_type),
    'date >= ' || quote_literal(to_char(p_event_from, 'YYYY-MM-DD')),
    'date <= ' || quote_literal(to_char(p_event_to, 'YYYY-MM-DD')),
    'created_at >= ' || quote_literal(p_received_from::text) || '::timestamptz',
    'created_at < ' || quote_literal(p_received_before::text) || '::timestamptz',
    'lead_source = ' || quote_literal(p_lead_source));
$function$;
revoke all on function public.admin_quotes_condition(p_search text, p_status text, p_party_type text, p_event_from date, p_event_to date, p_received_from timestamp with time zone, p_received_before timestamp with time zone, p_lead_source text) from public, anon, authenticated, service_role;
grant execute on function public.admin_quotes_condition(p_search text, p_status text, p_party_type text, p_event_from date, p_event_to date, p_received_from timestamp with time zone, p_received_before timestamp with time zone, p_lead_source text) to service_role;

-- How many quotes match the same filters.
create or replace function public.admin_quotes_count(p_search text DEFAULT NULL::text, p_status text DEFAULT NULL::text, p_party_type text DEFAULT NULL::text, p_event_from date DEFAULT NULL::date, p_event_to date DEFAULT NULL::date, p_received_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_received_before timestamp with time zone DEFAULT NULL::timestamp with time zone, p_lead_source text DEFAULT NULL::text)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  total integer;
begin
  perform public.admin_quotes_require_admin();
  execute format('select count(*)::integer from public."Orcamentos" where %s',
    public.admin_quotes_condition(p_search, p_status, p_party_type, p_event_from, p_event_to, p_received_from, p_received_before, p_lead_source))
    into total;
  return total;
end
$function$;
revoke all on function public.admin_quotes_count(p_search text, p_status text, p_party_type text, p_event_from date, p_event_to date, p_received_from timestamp with time zone, p_received_before timestamp with time zone, p_lead_source text) from public, anon, authenticated, service_role;
grant execute on function public.admin_quotes_count(p_search text, p_status text, p_party_type text, p_event_from date, p_event_to date, p_received_from timestamp with time zone, p_received_before timestamp with time zone, p_lead_source text) to authenticated, service_role;

create or replace function public.admin_quotes_require_admin()
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'permission denied: only administrators read quotes' using errcode = 'insufficient_privilege';
  end if;
end
$function$;
revoke all on function public.admin_quotes_require_admin() from public, anon, authenticated, service_role;
grant execute on function public.admin_quotes_require_admin() to service_role;

-- The author is the caller, taken from the request's JWT: a note cannot be signed as someone else.
create or replace function public.orcamento_notas_author()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.author_id := auth.uid();
  new.author_email := coalesce(auth.jwt() ->> 'email', '');
  new.created_at := now();
  return new;
end
$function$;
revoke all on function public.orcamento_notas_author() from public, anon, authenticated, service_role;
grant execute on function public.orcamento_notas_author() to service_role;

-- Definer rights: the note's author may not update the quote's other columns themselves.
create or replace function public.orcamento_notas_last()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public."Orcamentos" set last_note = new.body where id = new.orcamento_id;
  return new;
end
$function$;
revoke all on function public.orcamento_notas_last() from public, anon, authenticated, service_role;
grant execute on function public.orcamento_notas_last() to service_role;

create or replace function public.orcamentos_suspect_status()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.suspect then
    new.status := 'suspeito';
    new.next_contact := null;
  end if;
  return new;
end
$function$;
revoke all on function public.orcamentos_suspect_status() from public, anon, authenticated, service_role;
grant execute on function public.orcamentos_suspect_status() to service_role;

-- Who changed the status and when come from the request, never from the client.
create or replace function public.orcamentos_touch()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.status is distinct from old.status then
    new.status_changed_by := auth.uid();
    new.status_changed_at := now();
  end if;
  new.updated_at := now();
  return new;
end
$function$;
revoke all on function public.orcamentos_touch() from public, anon, authenticated, service_role;
grant execute on function public.orcamentos_touch() to service_role;

-- Writes `p_changes` (field -> new value, JSON null clears an optional one) on the quote, keeping a
-- history row for each field that changed and one audit entry naming them. Returns the changed
-- fields. Internal: the admin's edit, a hand hold on another day, the value asked at a win and the
-- acceptance's write-back call it, each holding the quote's row.
create or replace function public.quote_apply_changes(p_id bigint, p_changes jsonb, p_source text)
 RETURNS text[]
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  fields constant text[] := array['date', 'event_time', 'guests', 'neighborhood', 'address_cep', 'address_street', 'address_number',
                                  'address_complement', 'address_city', 'party_type', 'lead_source', 'message', 'event_value_cents'];
  before public."Orcamentos"%rowtype;
  after public."Orcamentos"%rowtype;
  old_row jsonb;
  new_row jsonb;
  field text;
  changed text[] := '{}';
  shown_old text;
  shown_new text;
begin
  if p_changes is null or jsonb_typeof(p_changes) <> 'object' or exists (select 1 from jsonb_object_keys(p_changes) as k where k <> all (fields)) then
    raise exception 'quote_apply_changes: campo que não pode ser alterado' using errcode = '22023';
  end if;
  select * into before from public."Orcamentos" where id = p_id for update;
  if not found then
    raise exception 'quote_apply_changes: orçamento % não existe', p_id using errcode = 'P0002';
  end if;
  after := jsonb_populate_record(before, p_changes);
  old_row := to_jsonb(before);
  new_row := to_jsonb(after);
  foreach field in array fields loop
    shown_old := old_row ->> field;
    shown_new := new_row ->> field;
    if shown_old is distinct from shown_new then
      changed := changed || field;
      insert into public.quote_history (orcamento_id, actor_id, actor_email, source, field, old_value, new_value)
      values (p_id, auth.uid(), nullif(auth.jwt() ->> 'email', ''), p_source, field,
              case when field = 'event_time' then left(shown_old, 5) else shown_old end,
              case when field = 'event_time' then left(shown_new, 5) else shown_new end);
    end if;
  end loop;
  if cardinality(changed) = 0 then
    return changed;
  end if;
  update public."Orcamentos" set
    date = after.date, event_time = after.event_time, guests = after.guests, neighborhood = after.neighborhood,
    address_cep = after.address_cep, address_street = after.address_street, address_number = after.address_number,
    address_complement = after.address_complement, address_city = after.address_city, party_type = after.party_type,
    lead_source = after.lead_source, message = after.message, event_value_cents = after.event_value_cents
  where id = p_id;
  perform public.audit_write('quote_edited', 'orcamento:' || p_id,
    jsonb_build_object('campos', to_jsonb(changed), 'origem', case p_source when 'acceptance' then 'aceite' else 'painel' end));
  return changed;
end
$function$;
revoke all on function public.quote_apply_changes(p_id bigint, p_changes jsonb, p_source text) from public, anon, authenticated, service_role;

-- A visitor's quote, validated by the server with the form's schema, stored with its limits applied
-- in the same transaction (counted before they are checked):
--   p_client          who sent it as the server knows them (a trusted address, or the browser's
--                     signed id); null: nobody known, counted together as one unknown network, so
--                     sending no id (or a made-up one) never resets the allowance;
--   p_per_client      valid quotes one client may send per 10 minutes; past them: 'refused';
--   p_site_per_minute the site-wide ceiling per minute, counted apart for known and unknown clients;
--                     past it (a flood) a quote needs a proof of work (ALTCHA) the server verified:
--                     p_proof is its signature, accepted once; a form that can solve one (p_can_prove:
--                     it runs scripts) is asked for it ('proof', nothing stored, with the minute's
--                     volume so the server makes the puzzle dearer as the flood grows), and one that
--                     cannot (sent without JavaScript) is stored for review as suspect, never dropped.
--                     During a flood, a quote from nobody known or from a client that already had one
--                     stored this window is held as suspect even with its proof: only a known client's
--                     first quote (a real visitor beside the flood) reaches the default list.
-- A repeated submission id (a double click, a retry) stores nothing new and answers as the first did.
-- Returns {outcome: 'stored' | 'refused' | 'proof', suspect, summary, siteTotal, retryInMs}; summary
-- is true for the one held quote per hour whose server sends the business a single summary e-mail.
create or replace function public.quote_intake(p_quote jsonb, p_client text, p_per_client integer, p_site_per_minute integer, p_proof text DEFAULT NULL::text, p_can_prove boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  submission uuid;
  earlier boolean;
  own_total integer;
  own_reset integer;
  kept integer := 0;
  site_total integer;
  proven boolean := false;
  suspect boolean := false;
  summary boolean := false;
begin
  submission := (p_quote ->> 'submission_id')::uuid;
  if submission is null then
    raise exception 'quote_intake: informe o submission_id' using errcode = '22023';
  end if;
  if p_per_client is null or p_per_client < 1 or p_site_per_minute is null or p_site_per_minute < 1
     or (p_client is not null and char_length(p_client) not between 1 and 200) then
    raise exception 'quote_intake: limites inválidos' using errcode = '22023';
  end if;
  select o.suspect into earlier from public."Orcamentos" o where o.submission_id = submission;
  if found then
    return jsonb_build_object('outcome', 'stored', 'suspect', earlier, 'summary', false);
  end if;
  select hit.total, hit.reset_in_ms into own_total, own_reset
    from public.rate_limit_hit('quote_client:' || coalesce(p_client, 'rede:desconhecida'), public.limit_window_seconds('quote_client'), 1) as hit;
  if own_total > p_per_client then
    return jsonb_build_object('outcome', 'refused', 'retryInMs', own_reset);
  end if;
  select hit.total into site_total
    from public.rate_limit_hit('quote_site:' || case when p_client is null then 'desconhecidos' else 'conhecidos' end, public.limit_window_seconds('quote_site'), 1) as hit;
  if site_total > p_site_per_minute then
    if p_proof is not null and char_length(p_proof) between 16 and 200 then
      -- A proof spent once: the same solution sent again counts as none.
      select hit.total = 1 into proven from public.rate_limit_hit('quote_proof:' || p_proof, 3600, 1) as hit;
    end if;
    if not proven and coalesce(p_can_prove, false) then
      return jsonb_build_object('outcome', 'proof', 'siteTotal', site_total);
    end if;
    if proven and p_client is not null then
      -- Stored quotes, not requests: a visitor asked for a proof has sent twice, and is still on her first.
      select hit.total into kept
        from public.rate_limit_hit('quote_kept:' || p_client, public.limit_window_seconds('quote_client'), 1) as hit;
    end if;
    suspect := not proven or p_client is null or kept > 1;
  end if;
  if suspect then
    select hit.total = 1 into summary from public.rate_limit_hit('quote_held_summary', 3600, 1) as hit;
  end if;
  insert into public."Orcamentos" (submission_id, name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, lead_source, suspect)
  values (
    submission, p_quote ->> 'name', p_quote ->> 'email', p_quote ->> 'phone', p_quote ->> 'whatsapp', p_quote ->> 'neighborhood',
    p_quote ->> 'party_type', (p_quote ->> 'guests')::integer, (p_quote ->> 'date')::date, (p_quote ->> 'event_time')::time,
    p_quote ->> 'message', nullif(p_quote ->> 'lead_source', ''), suspect
  )
  on conflict (submission_id) do nothing;
  return jsonb_build_object('outcome', 'stored', 'suspect', suspect, 'summary', summary);
end
$function$;
revoke all on function public.quote_intake(p_quote jsonb, p_client text, p_per_client integer, p_site_per_minute integer, p_proof text, p_can_prove boolean) from public, anon, authenticated, service_role;
grant execute on function public.quote_intake(p_quote jsonb, p_client text, p_per_client integer, p_site_per_minute integer, p_proof text, p_can_prove boolean) to service_role;

-- The quote form while the database refuses the server's key (on Supabase: the job key cleared by a
-- sign-out everywhere, a password change or an ended session, until the next sign-in registers
-- CRON_SECRET again). Anon may call it, so it gives a script nothing a visitor lacks: quote_intake's
-- own rules, with every such call one shared, strict client (10 quotes per 10 minutes for the whole
-- site, no proof of work taken) and every quote it stores held for review (suspect), out of the
-- default list and without an e-mail of its own. The administrators get one alert (admin_alerts):
-- the key is missing and a sign-in restores it; at most one an hour and one waiting at a time.
create or replace function public.quote_intake_unkeyed(p_quote jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  submission uuid := (p_quote ->> 'submission_id')::uuid;
  repeated boolean;
  result jsonb;
  alert_due boolean;
begin
  repeated := exists (select 1 from public."Orcamentos" o where o.submission_id = submission);
  result := public.quote_intake(p_quote, 'sem-chave-do-servidor', 10, 10, null, false);
  if repeated or result ->> 'outcome' is distinct from 'stored' then
    return result;
  end if;
  update public."Orcamentos" set suspect = true where submission_id = submission and not suspect;
  select hit.total = 1 into alert_due from public.rate_limit_hit('alert:tarefas_sem_chave', 3600, 1) as hit;
  if alert_due and not exists (select 1 from public.admin_alerts a where a.kind = 'tarefas_sem_chave' and a.sent_at is null) then
    insert into public.admin_alerts (kind, detail) values ('tarefas_sem_chave', jsonb_build_object('em', now()));
  end if;
  return jsonb_build_object('outcome', 'stored', 'suspect', true, 'summary', false);
end
$function$;
revoke all on function public.quote_intake_unkeyed(p_quote jsonb) from public, anon, authenticated, service_role;
grant execute on function public.quote_intake_unkeyed(p_quote jsonb) to anon, authenticated, service_role;

-- The quote becomes "Fechado (ganho)" because its booking was confirmed (the deposit, or an
-- acceptance without one); audited as every status change is.
create or replace function public.quote_mark_won(p_orcamento_id bigint, p_via text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  previous text;
begin
  select status into previous from public."Orcamentos" where id = p_orcamento_id for update;
  if previous is distinct from 'fechado' then
    update public."Orcamentos" set status = 'fechado' where id = p_orcamento_id;
    perform public.audit_write('status_changed', 'orcamento:' || p_orcamento_id, jsonb_build_object('from', previous, 'to', 'fechado', 'via', p_via));
  end if;
end
$function$;
revoke all on function public.quote_mark_won(p_orcamento_id bigint, p_via text) from public, anon, authenticated, service_role;

-- Every read and write of the app is a function of the migrations, called by name through the one
-- transport (PostgREST's /rest/v1/rpc on Supabase, the same SQL on the embedded database): the ones
-- the app still did with a plain SELECT, INSERT or UPDATE on a table became functions.

-- The quote form's on-load check: the quote table answers. It counts nothing anyone could read.
create or replace function public.quote_probe()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select count(*) >= 0 from (select 1 from public."Orcamentos" limit 1) as one;
$function$;
revoke all on function public.quote_probe() from public, anon, authenticated, service_role;
grant execute on function public.quote_probe() to service_role;

-- A status change by the administrator. "Fechado (ganho)" books the quote's date as a confirmed event
-- through the rule (BK001/BK002 when the day has no room, unless `p_override_reason` says why) and
-- needs the event's value (`p_value_cents`, kept in the history) unless the quote has one, as an
-- accepted proposal gives it. Leaving "Fechado" releases the confirmed booking; "Perdido" and
-- "Suspeito" release a hold too. Perdido needs its reason. False when there is no such quote.
create or replace function public.set_quote_status(p_id bigint, p_status text, p_lost_reason text, p_lost_detail text, p_value_cents integer, p_override_reason text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote public."Orcamentos"%rowtype;
  detail text := nullif(btrim(coalesce(p_lost_detail, '')), '');
begin
  perform public.admin_quotes_require_admin();
  if p_status = 'perdido' and (p_lost_reason is null or (p_lost_reason = 'outro' and detail is null)) then
    raise exception 'set_quote_status: informe o motivo da perda' using errcode = '22023';
  end if;
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    return false;
  end if;
  if p_status = 'fechado' then
    if p_value_cents is not null then
      perform public.quote_apply_changes(p_id, jsonb_build_object('event_value_cents', p_value_cents), 'admin');
    elsif quote.event_value_cents is null then
      raise exception 'set_quote_status: informe o valor do evento' using errcode = '22023';
    end if;
    if quote.date is null then
      raise exception 'set_quote_status: o orçamento não tem data' using errcode = '22023';
    end if;
    perform public.booking_refused(public.booking_place(p_id, quote.date::date, 'confirmed', null, 'admin', p_override_reason), quote.date::date);
  else
    perform public.booking_release(p_id, 'status', case when p_status in ('perdido', 'suspeito') then array['hold', 'confirmed'] else array['confirmed'] end);
  end if;
  update public."Orcamentos"
    set status = p_status,
        lost_reason = case when p_status = 'perdido' then p_lost_reason end,
        lost_reason_detail = case when p_status = 'perdido' and p_lost_reason = 'outro' then detail end
    where id = p_id;
  perform public.audit_write('status_changed', 'orcamento:' || p_id,
    jsonb_strip_nulls(jsonb_build_object('from', quote.status, 'to', p_status, 'reason', case when p_status = 'perdido' then p_lost_reason end)));
  return true;
end
$function$;
revoke all on function public.set_quote_status(p_id bigint, p_status text, p_lost_reason text, p_lost_detail text, p_value_cents integer, p_override_reason text) from public, anon, authenticated, service_role;
grant execute on function public.set_quote_status(p_id bigint, p_status text, p_lost_reason text, p_lost_detail text, p_value_cents integer, p_override_reason text) to authenticated, service_role;

drop trigger if exists orcamentos_suspect_status on "Orcamentos";
CREATE TRIGGER orcamentos_suspect_status BEFORE INSERT ON public."Orcamentos" FOR EACH ROW EXECUTE FUNCTION public.orcamentos_suspect_status();

drop trigger if exists orcamentos_touch on "Orcamentos";
CREATE TRIGGER orcamentos_touch BEFORE UPDATE ON public."Orcamentos" FOR EACH ROW EXECUTE FUNCTION public.orcamentos_touch();

drop trigger if exists orcamento_notas_author on orcamento_notas;
CREATE TRIGGER orcamento_notas_author BEFORE INSERT ON public.orcamento_notas FOR EACH ROW EXECUTE FUNCTION public.orcamento_notas_author();

drop trigger if exists orcamento_notas_last on orcamento_notas;
CREATE TRIGGER orcamento_notas_last AFTER INSERT ON public.orcamento_notas FOR EACH ROW EXECUTE FUNCTION public.orcamento_notas_last();

drop policy if exists orcamentos_select_admins on public."Orcamentos";
create policy orcamentos_select_admins on public."Orcamentos"
  for select
  to authenticated
  using ((select public.is_admin()));

drop policy if exists orcamentos_update_status_admins on public."Orcamentos";
create policy orcamentos_update_status_admins on public."Orcamentos"
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

drop policy if exists orcamento_notas_insert_admins on public.orcamento_notas;
create policy orcamento_notas_insert_admins on public.orcamento_notas
  for insert
  to authenticated
  with check ((select public.is_admin()));

drop policy if exists orcamento_notas_select_admins on public.orcamento_notas;
create policy orcamento_notas_select_admins on public.orcamento_notas
  for select
  to authenticated
  using ((select public.is_admin()));

revoke all on table public."Orcamentos" from public, anon, authenticated, service_role;
grant all on table public."Orcamentos" to service_role;

revoke all on table public.orcamento_notas from public, anon, authenticated, service_role;
grant all on table public.orcamento_notas to service_role;

revoke all on table public.quote_history from public, anon, authenticated, service_role;

revoke all on sequence public."Orcamentos_id_seq" from public, anon, authenticated, service_role;
grant all on sequence public."Orcamentos_id_seq" to service_role;

revoke all on sequence public.orcamento_notas_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.orcamento_notas_id_seq to service_role;

revoke all on sequence public.quote_history_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.quote_history_id_seq to service_role;
