-- One hit on p_subject within p_scope (its window is the scope's, never the caller's); returns the
-- window's total and the milliseconds left in it.
create or replace function public.limit_count(p_scope text, p_subject text)
 RETURNS TABLE(total integer, reset_in_ms integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.limit_count(p_scope text, p_subject text) from public, anon, authenticated, service_role;
grant execute on function public.limit_count(p_scope text, p_subject text) to service_role;

create or replace function public.limit_window_seconds(p_scope text)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case p_scope
    when 'quote_client' then 600
    when 'quote_site' then 60
    when 'signin_pair' then 900
    when 'signin_address' then 900
    when 'signin_email' then 900
    -- A signed webhook delivery seen once: remembered for longer than a signature stays acceptable.
    when 'webhook_delivery' then 600
    -- New browser ids issued to one network (its trusted address, or every unknown one together).
    when 'client_id' then 600
  end;
$function$;
revoke all on function public.limit_window_seconds(p_scope text) from public, anon, authenticated, service_role;
grant execute on function public.limit_window_seconds(p_scope text) to service_role;

-- Forgets p_key (a successful sign-in clears its failures).
create or replace function public.rate_limit_clear(p_key text)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  delete from public.rate_limits where key = p_key;
$function$;
revoke all on function public.rate_limit_clear(p_key text) from public, anon, authenticated, service_role;
grant execute on function public.rate_limit_clear(p_key text) to service_role;

-- Adds p_cost (0 reads, 1 counts) to p_key in its fixed window, starting a new window once the old
-- one has ended, and returns the window's total and the milliseconds left in it. Concurrent calls
-- for one key queue on its row, so no hit is lost. Windows older than a day (the longest allowed)
-- are pruned on the way, through the window_start index.
create or replace function public.rate_limit_hit(p_key text, p_window_seconds integer, p_cost integer DEFAULT 1)
 RETURNS TABLE(total integer, reset_in_ms integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  window_length interval;
begin
  if p_key is null or char_length(p_key) not between 1 and 300 then
    raise exception 'rate_limit_hit: chave inválida' using errcode = '22023';
  end if;
  if p_window_seconds is null or p_window_seconds not between 1 and 86400 then
    raise exception 'rate_limit_hit: janela inválida' using errcode = '22023';
  end if;
  if p_cost is null or p_cost not in (0, 1) then
    raise exception 'rate_limit_hit: custo inválido' using errcode = '22023';
  end if;
  window_length := make_interval(secs => p_window_seconds);

  delete from public.rate_limits as old where old.window_start < now() - interval '1 day';

  return query
    insert into public.rate_limits as counter (key, window_start, hits)
    values (p_key, now(), p_cost)
    on conflict (key) do update set
      window_start = case when counter.window_start + window_length <= now() then now() else counter.window_start end,
      hits = case when counter.window_start + window_length <= now() then p_cost else counter.hits + p_cost end
    returning counter.hits, greatest(0, ceil(extract(epoch from counter.window_start + window_length - now()) * 1000))::integer;
end
$function$;
revoke all on function public.rate_limit_hit(p_key text, p_window_seconds integer, p_cost integer) from public, anon, authenticated, service_role;
grant execute on function public.rate_limit_hit(p_key text, p_window_seconds integer, p_cost integer) to service_role;

-- sign_in_attack_report (migration 20261126100300) named its variable "email", which PL/pgSQL could
-- not tell from auth.users.email: every call raised 42702, so no alert was ever recorded or sent.
-- Same function, the variable renamed.
create or replace function public.sign_in_attack_report(p_email text, p_threshold integer)
 RETURNS text[]
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  account uuid;
  claimed integer;
begin
  if p_threshold is null or p_threshold < 10 then
    raise exception 'sign_in_attack_report: limiar inválido' using errcode = '22023';
  end if;
  select u.id into account from auth.users u where lower(u.email) = v_email;
  if account is null
     or not exists (select 1 from public.rate_limits r where r.key = 'signin_email:' || v_email and r.hits >= p_threshold and r.window_start > now() - interval '900 seconds') then
    return null;
  end if;
  select hit.total into claimed from public.rate_limit_hit('signin_alert:' || v_email, 900, 1) as hit;
  if claimed > 1 then
    return null;
  end if;
  perform public.audit_write('sign_in_attack', 'usuario:' || account, jsonb_build_object('tentativas', p_threshold));
  return (select s.notify_recipients from public.admin_settings s where s.id);
end
$function$;
revoke all on function public.sign_in_attack_report(p_email text, p_threshold integer) from public, anon, authenticated, service_role;
grant execute on function public.sign_in_attack_report(p_email text, p_threshold integer) to service_role;

-- A sign-in attempt, counted before its password is checked: on the pair (e-mail, client), on the
-- client's address when a trusted proxy gave one, and on the e-mail alone (the account, from
-- anywhere). Each counter is one INSERT ... ON CONFLICT that increments and returns, so parallel
-- attempts each see their own total: a burst for one e-mail is numbered, whatever ids it carries.
-- email_total is what the account's count holds against this client: 0 for a browser the account
-- has signed in from (sign_in_known_browsers), which the account-wide lock never reaches.
create or replace function public.sign_in_attempt(p_email text, p_client text, p_address text DEFAULT NULL::text)
 RETURNS TABLE(pair_total integer, pair_reset_in_ms integer, address_total integer, address_reset_in_ms integer, email_total integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  pair_hits integer;
  pair_reset integer;
  address_hits integer := 0;
  address_reset integer := 0;
  email_hits integer;
begin
  if char_length(v_email) not between 1 and 254 or p_client is null or char_length(p_client) not between 1 and 100 or char_length(coalesce(p_address, '')) > 100 then
    raise exception 'sign_in_attempt: argumentos inválidos' using errcode = '22023';
  end if;
  select hit.total, hit.reset_in_ms into pair_hits, pair_reset from public.rate_limit_hit('signin_pair:' || v_email || '|' || p_client, 900, 1) as hit;
  select hit.total into email_hits from public.rate_limit_hit('signin_email:' || v_email, 900, 1) as hit;
  if p_address is not null then
    select hit.total, hit.reset_in_ms into address_hits, address_reset from public.rate_limit_hit('signin_address:' || p_address, 900, 1) as hit;
  end if;
  if exists (select 1 from public.sign_in_known_browsers k where k.email = v_email and k.client = p_client and k.signed_in_at > now() - interval '180 days') then
    email_hits := 0;
    address_hits := 0;
  end if;
  return query select pair_hits, pair_reset, address_hits, address_reset, email_hits;
end
$function$;
revoke all on function public.sign_in_attempt(p_email text, p_client text, p_address text) from public, anon, authenticated, service_role;
grant execute on function public.sign_in_attempt(p_email text, p_client text, p_address text) to service_role;

-- After a successful sign-in, as the user who just signed in: their e-mail (from the JWT, not an
-- argument) starts afresh on this client, and this browser (a signed id) becomes one the account
-- knows. The account's count loses only this attempt, and the address's stays: a valid sign-in
-- must not buy an attacker elsewhere more guesses. An account keeps its 20 most recent browsers.
create or replace function public.sign_in_succeeded(p_client text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_email text := lower(coalesce(auth.jwt() ->> 'email', ''));
begin
  if auth.uid() is null or v_email = '' then
    raise exception 'sign_in_succeeded: somente quem acabou de entrar' using errcode = '42501';
  end if;
  delete from public.rate_limits where key = 'signin_pair:' || v_email || '|' || coalesce(p_client, '');
  -- The attempt that succeeded was no failure: the account's count goes back to what it was before it.
  update public.rate_limits set hits = greatest(hits - 1, 0) where key = 'signin_email:' || v_email;
  if p_client like 'cliente:%' and char_length(p_client) <= 100 and char_length(v_email) <= 254 then
    insert into public.sign_in_known_browsers (email, client) values (v_email, p_client)
      on conflict (email, client) do update set signed_in_at = now();
    delete from public.sign_in_known_browsers k
      where k.email = v_email
        and k.client not in (select r.client from public.sign_in_known_browsers r where r.email = v_email order by r.signed_in_at desc limit 20);
  end if;
end
$function$;
revoke all on function public.sign_in_succeeded(p_client text) from public, anon, authenticated, service_role;
grant execute on function public.sign_in_succeeded(p_client text) to authenticated, service_role;

revoke all on table public.rate_limits from public, anon, authenticated, service_role;
grant all on table public.rate_limits to service_role;

revoke all on table public.sign_in_known_browsers from public, anon, authenticated, service_role;
grant all on table public.sign_in_known_browsers to service_role;
