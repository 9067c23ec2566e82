-- The limit counters stop being the API's to drive. rate_limit_hit (any key, any window, reads with
-- cost 0) and rate_limit_clear (forgets any key) were executable by anon: whoever held the anon key
-- could reset their own sign-in failures or read and spend anybody's allowance. They become internal;
-- the server calls the narrow functions below instead, the same ones in both modes (as the anonymous
-- visitor, or as the user who has just signed in):
--   limit_count         adds one hit to one of a fixed set of scopes, each with its own window;
--   sign_in_attempt     counts a sign-in attempt on its three keys in one call, before the password
--                       is checked;
--   sign_in_succeeded   forgets the failures of the caller's own e-mail (from their JWT), so only
--                       someone who knows the password can clear them.
-- What stays possible with the anon key alone: adding hits, which is what sending the requests does.
revoke all on function public.rate_limit_hit(text, integer, integer) from public, anon, authenticated;
revoke all on function public.rate_limit_clear(text) from public, anon, authenticated;

create or replace function public.limit_window_seconds(p_scope text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_scope
    when 'quote_client' then 600
    when 'quote_site' then 60
    when 'signin_pair' then 900
    when 'signin_address' then 900
    when 'signin_email' then 900
    -- A signed webhook delivery seen once: remembered for longer than a signature stays acceptable.
    when 'webhook_delivery' then 600
  end;
$$;

revoke all on function public.limit_window_seconds(text) from public, anon, authenticated;

-- One hit on p_subject within p_scope (its window is the scope's, never the caller's); returns the
-- window's total and the milliseconds left in it.
create or replace function public.limit_count(p_scope text, p_subject text)
returns table (total integer, reset_in_ms integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  window_seconds integer := public.limit_window_seconds(p_scope);
begin
  if window_seconds is null or p_scope like 'signin%' then
    raise exception 'limit_count: escopo inválido' using errcode = '22023';
  end if;
  if p_subject is null or char_length(p_subject) not between 1 and 200 then
    raise exception 'limit_count: assunto inválido' using errcode = '22023';
  end if;
  return query select hit.total, hit.reset_in_ms from public.rate_limit_hit(p_scope || ':' || p_subject, window_seconds, 1) as hit;
end
$$;

revoke all on function public.limit_count(text, text) from public;
grant execute on function public.limit_count(text, text) to anon, authenticated;

-- A sign-in attempt, counted before its password is checked: on the pair (e-mail, client), on the
-- client's address when a trusted proxy gave one, and on the e-mail alone. Each counter is one
-- INSERT ... ON CONFLICT that increments and returns, so parallel attempts each see their own total.
create or replace function public.sign_in_attempt(p_email text, p_client text, p_address text default null)
returns table (pair_total integer, pair_reset_in_ms integer, address_total integer, address_reset_in_ms integer, email_total integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  email text := lower(btrim(coalesce(p_email, '')));
  pair_hits integer;
  pair_reset integer;
  address_hits integer := 0;
  address_reset integer := 0;
  email_hits integer;
begin
  if char_length(email) not between 1 and 254 or p_client is null or char_length(p_client) not between 1 and 100 or char_length(coalesce(p_address, '')) > 100 then
    raise exception 'sign_in_attempt: argumentos inválidos' using errcode = '22023';
  end if;
  select hit.total, hit.reset_in_ms into pair_hits, pair_reset from public.rate_limit_hit('signin_pair:' || email || '|' || p_client, 900, 1) as hit;
  select hit.total into email_hits from public.rate_limit_hit('signin_email:' || email, 900, 1) as hit;
  if p_address is not null then
    select hit.total, hit.reset_in_ms into address_hits, address_reset from public.rate_limit_hit('signin_address:' || p_address, 900, 1) as hit;
  end if;
  return query select pair_hits, pair_reset, address_hits, address_reset, email_hits;
end
$$;

revoke all on function public.sign_in_attempt(text, text, text) from public;
grant execute on function public.sign_in_attempt(text, text, text) to anon, authenticated;

-- After a successful sign-in, as the user who just signed in: their e-mail (from the JWT, not an
-- argument) starts afresh on this client. The address keeps its count: a valid account of one's own
-- must not buy more guesses at somebody else's.
create or replace function public.sign_in_succeeded(p_client text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  email text := lower(coalesce(auth.jwt() ->> 'email', ''));
begin
  if auth.uid() is null or email = '' then
    raise exception 'sign_in_succeeded: somente quem acabou de entrar' using errcode = '42501';
  end if;
  delete from public.rate_limits where key in ('signin_pair:' || email || '|' || coalesce(p_client, ''), 'signin_email:' || email);
end
$$;

revoke all on function public.sign_in_succeeded(text) from public, anon;
grant execute on function public.sign_in_succeeded(text) to authenticated;

-- Accounts whose e-mail was under attack in the last day (sign_in_attack_report wrote it in the
-- audit log, migration 20261126100300): the admin shows them, newest first.
create or replace function public.admin_sign_in_alerts()
returns table (email text, at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'admin_sign_in_alerts: somente administradores' using errcode = '42501';
  end if;
  return query
    select u.email::text, a.at
    from public.audit_log a
    join auth.users u on a.subject = 'usuario:' || u.id
    where a.action = 'sign_in_attack' and a.at > now() - interval '1 day'
    order by a.at desc
    limit 20;
end
$$;

revoke all on function public.admin_sign_in_alerts() from public, anon;
grant execute on function public.admin_sign_in_alerts() to authenticated;
