-- Every read and write of the app is a function of the migrations, called by name through the one
-- transport (PostgREST's /rest/v1/rpc on Supabase, the same SQL on the embedded database): the ones
-- the app still did with a plain SELECT, INSERT or UPDATE on a table become functions here. The
-- tables keep their grants and policies, so a database that predates this file works as before.
-- Safe to run again.

-- The quote form's on-load check: the quote table answers. It counts nothing anyone could read.
create or replace function public.quote_probe()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) >= 0 from (select 1 from public."Orcamentos" limit 1) as one;
$$;

revoke all on function public.quote_probe() from public;
grant execute on function public.quote_probe() to anon, authenticated;

-- A visitor's quote. The submission id is generated once per form draft by the browser: a retried
-- or double submit, in a row or at the same moment, stores one row (true for the call that stored
-- it). The table's checks are the form's rules again; a flood's quote arrives with p_suspect.
create or replace function public.quote_submit(
  p_submission_id uuid, p_name text, p_email text, p_phone text, p_whatsapp text, p_neighborhood text,
  p_party_type text, p_guests integer, p_date date, p_event_time time, p_message text,
  p_lead_source text default null, p_suspect boolean default false
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_submission_id is null then
    raise exception 'quote_submit: informe o submission_id' using errcode = '22023';
  end if;
  insert into public."Orcamentos" (submission_id, name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, lead_source, suspect)
  values (p_submission_id, p_name, p_email, p_phone, p_whatsapp, p_neighborhood, p_party_type, p_guests, p_date, p_event_time, p_message, p_lead_source, coalesce(p_suspect, false))
  on conflict (submission_id) do nothing;
  return found;
end
$$;

revoke all on function public.quote_submit(uuid, text, text, text, text, text, text, integer, date, time, text, text, boolean) from public;
grant execute on function public.quote_submit(uuid, text, text, text, text, text, text, integer, date, time, text, text, boolean) to anon, authenticated;

-- One quote with the pipeline's bookkeeping, for its page in the admin. Dates and the time as text
-- (YYYY-MM-DD, HH:MM), whatever type a table older than the migrations gave them.
create or replace function public.admin_quote(p_id bigint)
returns table (
  id bigint, created_at timestamptz, name text, email text, phone text, whatsapp text, neighborhood text, party_type text,
  guests integer, date text, event_time text, message text, status text, last_note text, next_contact text,
  lost_reason text, lost_reason_detail text, lead_source text, status_changed_at timestamptz, notification_status text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  return query
    select q.id, q.created_at, q.name, q.email, q.phone, q.whatsapp, q.neighborhood, q.party_type, q.guests, q.date::text,
           left(q.event_time::text, 5), q.message, q.status, q.last_note, q.next_contact::text, q.lost_reason, q.lost_reason_detail,
           q.lead_source, q.status_changed_at, q.notification_status
    from public."Orcamentos" q where q.id = p_id;
end
$$;

revoke all on function public.admin_quote(bigint) from public, anon;
grant execute on function public.admin_quote(bigint) to authenticated;

-- A quote's internal notes, newest first.
create or replace function public.admin_quote_notes(p_orcamento_id bigint)
returns table (id bigint, body text, author_email text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  return query
    select n.id, n.body, n.author_email, n.created_at from public.orcamento_notas n
    where n.orcamento_id = p_orcamento_id order by n.created_at desc, n.id desc;
end
$$;

revoke all on function public.admin_quote_notes(bigint) from public, anon;
grant execute on function public.admin_quote_notes(bigint) to authenticated;

-- Adds an internal note; the table's trigger signs it with the caller's identity. Returns its id.
create or replace function public.admin_quote_note_add(p_orcamento_id bigint, p_body text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  note_id bigint;
begin
  perform public.admin_quotes_require_admin();
  insert into public.orcamento_notas (orcamento_id, body) values (p_orcamento_id, p_body) returning id into note_id;
  return note_id;
end
$$;

revoke all on function public.admin_quote_note_add(bigint, text) from public, anon;
grant execute on function public.admin_quote_note_add(bigint, text) to authenticated;

-- Moves (or clears, with null) a quote's next contact; false when there is no such quote.
create or replace function public.admin_set_next_contact(p_id bigint, p_date date)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  update public."Orcamentos" set next_contact = p_date where id = p_id;
  return found;
end
$$;

revoke all on function public.admin_set_next_contact(bigint, date) from public, anon;
grant execute on function public.admin_set_next_contact(bigint, date) to authenticated;

-- "Eventos por dia": how many won events make a date full.
create or replace function public.admin_capacity()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  return (select s.events_per_day from public.admin_settings s where s.id);
end
$$;

create or replace function public.admin_set_capacity(p_events_per_day integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  update public.admin_settings set events_per_day = p_events_per_day where id;
  return found;
end
$$;

revoke all on function public.admin_capacity() from public, anon;
revoke all on function public.admin_set_capacity(integer) from public, anon;
grant execute on function public.admin_capacity() to authenticated;
grant execute on function public.admin_set_capacity(integer) to authenticated;

-- The proposals' settings: the deposit % the editor starts from and the Pix of the deposit's code.
create or replace function public.admin_proposal_settings()
returns table (deposit_percent integer, pix_key text, pix_beneficiary text, pix_city text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  return query select s.deposit_percent, s.pix_key, s.pix_beneficiary, s.pix_city from public.admin_settings s where s.id;
end
$$;

create or replace function public.admin_set_proposal_settings(p_deposit_percent integer, p_pix_key text, p_pix_beneficiary text, p_pix_city text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  update public.admin_settings
    set deposit_percent = p_deposit_percent, pix_key = p_pix_key, pix_beneficiary = p_pix_beneficiary, pix_city = p_pix_city
    where id;
  return found;
end
$$;

revoke all on function public.admin_proposal_settings() from public, anon;
revoke all on function public.admin_set_proposal_settings(integer, text, text, text) from public, anon;
grant execute on function public.admin_proposal_settings() to authenticated;
grant execute on function public.admin_set_proposal_settings(integer, text, text, text) to authenticated;

-- The audit log, newest first: p_limit rows with an id below p_before, optionally of one action.
create or replace function public.admin_audit_log(p_limit integer, p_before bigint default null, p_action text default null)
returns table (id bigint, at timestamptz, actor_email text, action text, subject text, detail jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  if p_limit is null or p_limit not between 1 and 1000 then
    raise exception 'admin_audit_log: limit 1 to 1000' using errcode = '22023';
  end if;
  return query
    select a.id, a.at, a.actor_email, a.action, a.subject, a.detail from public.audit_log a
    where (p_before is null or a.id < p_before) and (p_action is null or a.action = p_action)
    order by a.id desc limit p_limit;
end
$$;

revoke all on function public.admin_audit_log(integer, bigint, text) from public, anon;
grant execute on function public.admin_audit_log(integer, bigint, text) to authenticated;

-- The embedded database's own accounts (auth.users, bcrypt hashes as Supabase stores them), for the
-- server checking a password: the service role only. On Supabase, Supabase Auth does this itself and
-- the web app holds no service-role key, so nothing there calls them.
create or replace function public.account_for_sign_in(p_email text)
returns table (id uuid, email text, encrypted_password text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email::text, u.encrypted_password::text from auth.users u where lower(u.email) = lower(btrim(p_email));
$$;

create or replace function public.account_signed_in(p_user_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update auth.users set last_sign_in_at = now() where id = p_user_id;
$$;

-- Whether any administrator exists yet: the start-up line that tells how to create the first one.
create or replace function public.admins_exist()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins);
$$;

revoke all on function public.account_for_sign_in(text) from public, anon, authenticated;
revoke all on function public.account_signed_in(uuid) from public, anon, authenticated;
revoke all on function public.admins_exist() from public, anon, authenticated;
grant execute on function public.account_for_sign_in(text) to service_role;
grant execute on function public.account_signed_in(uuid) to service_role;
grant execute on function public.admins_exist() to service_role;
