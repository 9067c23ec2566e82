-- The embedded database's own accounts (auth.users, bcrypt hashes as Supabase stores them), for the
-- server checking a password: the service role only. On Supabase, Supabase Auth does this itself and
-- the web app holds no service-role key, so nothing there calls them.
create or replace function public.account_for_sign_in(p_email text)
 RETURNS TABLE(id uuid, email text, encrypted_password text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select u.id, u.email::text, u.encrypted_password::text from auth.users u where lower(u.email) = lower(btrim(p_email));
$function$;
revoke all on function public.account_for_sign_in(p_email text) from public, anon, authenticated, service_role;
grant execute on function public.account_for_sign_in(p_email text) to service_role;

create or replace function public.account_signed_in(p_user_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update auth.users set last_sign_in_at = now() where id = p_user_id;
$function$;
revoke all on function public.account_signed_in(p_user_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.account_signed_in(p_user_id uuid) to service_role;

-- An administrator ends any session (a lost phone, a shared computer): that account's calendar
-- feeds are revoked and the job key is kept only if it is p_job_key_sha256 (the server's own
-- CRON_SECRET, which the server passes), else cleared: nothing the session made outlives it.
create or replace function public.admin_session_end(p_id uuid, p_job_key_sha256 text DEFAULT NULL::text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  owner_id uuid;
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'admin_session_end: somente administradores' using errcode = '42501';
  end if;
  select user_id into owner_id from public.admin_sessions where id = p_id and ended_at is null;
  if public.session_end_rows(array[p_id], 'ended_by_admin') = 0 then
    return false;
  end if;
  perform public.session_doors_close(owner_id, p_job_key_sha256);
  return true;
end
$function$;
revoke all on function public.admin_session_end(p_id uuid, p_job_key_sha256 text) from public, anon, authenticated, service_role;
grant execute on function public.admin_session_end(p_id uuid, p_job_key_sha256 text) to authenticated, service_role;

-- An administrator's access ends with their session, on every path. is_admin() looked only at the
-- token's claims, so on Supabase a copied access token kept reading through PostgREST after sign-out
-- (until it expired, up to an hour): PostgREST trusts any unexpired token. Now every admin check
-- asks for the session the token names (its session_id claim) to be open in public.admin_sessions:
-- not signed out or ended, not idle past 30 minutes, not older than 12 hours (and, on Supabase, still
-- one of Auth's own sessions). Sign-out, "Sair de todos os aparelhos", an administrator's "Encerrar"
-- and a password change (the trigger on auth.users) end the row, so the token stops at once. The
-- windows are lib/auth/session-policy.ts's (a test compares them).
create or replace function public.admin_session_limits(OUT idle_seconds integer, OUT max_seconds integer)
 RETURNS record
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select 30 * 60, 12 * 60 * 60 $function$;
revoke all on function public.admin_session_limits(OUT idle_seconds integer, OUT max_seconds integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_session_limits(OUT idle_seconds integer, OUT max_seconds integer) to service_role;

-- A new password ends every session of the account, whoever changed it (npm run user:add, Supabase
-- Auth's own password update, the dashboard), revokes its calendar feeds and clears the job key (the
-- server registers CRON_SECRET again: lib/db/job-key.ts).
create or replace function public.admin_sessions_end_on_password_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.encrypted_password is distinct from old.encrypted_password then
    perform public.session_end_rows(array(select id from public.admin_sessions where user_id = new.id and ended_at is null), 'password_changed');
    perform public.session_doors_close(new.id, null);
  end if;
  return new;
end
$function$;
revoke all on function public.admin_sessions_end_on_password_change() from public, anon, authenticated, service_role;
grant execute on function public.admin_sessions_end_on_password_change() to service_role;

-- "Sessões": every open session of every account, newest use first.
create or replace function public.admin_sessions_list()
 RETURNS TABLE(id uuid, email text, user_agent text, created_at timestamp with time zone, last_seen_at timestamp with time zone, current boolean)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'admin_sessions_list: somente administradores' using errcode = '42501';
  end if;
  return query
    select s.id, u.email::text, s.user_agent, s.created_at, s.last_seen_at, s.id is not distinct from public.session_current_id()
    from public.admin_sessions s
    left join auth.users u on u.id = s.user_id
    where s.ended_at is null
      and s.last_seen_at > now() - make_interval(secs => (select l.idle_seconds from public.admin_session_limits() l))
      and s.created_at > now() - make_interval(secs => (select l.max_seconds from public.admin_session_limits() l))
    order by s.last_seen_at desc
    limit 200;
end
$function$;
revoke all on function public.admin_sessions_list() from public, anon, authenticated, service_role;
grant execute on function public.admin_sessions_list() to authenticated, service_role;

-- Accounts whose e-mail was under attack in the last day (sign_in_attack_report wrote it in the
-- audit log, migration 20261126100300): the admin shows them, newest first.
create or replace function public.admin_sign_in_alerts()
 RETURNS TABLE(email text, at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.admin_sign_in_alerts() from public, anon, authenticated, service_role;
grant execute on function public.admin_sign_in_alerts() to authenticated, service_role;

-- Whether any administrator exists yet: the start-up line that tells how to create the first one.
create or replace function public.admins_exist()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.admins);
$function$;
revoke all on function public.admins_exist() from public, anon, authenticated, service_role;
grant execute on function public.admins_exist() to service_role;

-- The one authority on "is the caller an administrator?". Security definer so it can read
-- public.admins, which the caller cannot; an empty search_path so nothing can be shadowed.
create or replace function public.is_admin()
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session uuid := public.session_current_id();
  open_here boolean;
  open_in_auth boolean := true;
begin
  select exists (
    select 1
    from public.admins a
    join public.admin_sessions s on s.user_id = a.user_id
    cross join public.admin_session_limits() l
    where a.user_id = auth.uid()
      and s.id = session
      and s.ended_at is null
      and s.last_seen_at > now() - make_interval(secs => l.idle_seconds)
      and s.created_at > now() - make_interval(secs => l.max_seconds)
  ) into open_here;
  if not open_here then
    return false;
  end if;
  -- On Supabase, Auth keeps its own sessions (auth.sessions, the row the session_id claim names): a
  -- session Auth ended without the site (a sign-out from the dashboard, a reused refresh token) ends
  -- here too. The embedded database has no such table; its sessions are admin_sessions alone.
  if to_regclass('auth.sessions') is not null then
    execute 'select exists (select 1 from auth.sessions where id = $1 and user_id = $2)' into open_in_auth using session, auth.uid();
  end if;
  return open_in_auth;
end
$function$;
revoke all on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to authenticated, service_role;

-- On every admin request: is the caller's session open, used within the idle window and younger than
-- the absolute one (admin_session_limits: the caller chooses neither)? If so it is marked as used
-- now; if not it is closed (as idle or expired) for good.
create or replace function public.session_check()
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session_id uuid := public.session_current_id();
  row_found public.admin_sessions%rowtype;
  limits record := public.admin_session_limits();
begin
  if auth.uid() is null or session_id is null then
    return false;
  end if;
  select * into row_found from public.admin_sessions where id = session_id and user_id = auth.uid() for update;
  if not found or row_found.ended_at is not null then
    return false;
  end if;
  if row_found.created_at <= now() - make_interval(secs => limits.max_seconds) then
    perform public.session_end_rows(array[session_id], 'expired');
    return false;
  end if;
  if row_found.last_seen_at <= now() - make_interval(secs => limits.idle_seconds) then
    perform public.session_end_rows(array[session_id], 'idle');
    return false;
  end if;
  update public.admin_sessions set last_seen_at = now() where id = session_id;
  return true;
end
$function$;
revoke all on function public.session_check() from public, anon, authenticated, service_role;
grant execute on function public.session_check() to authenticated, service_role;

-- The session the request's JWT names (null when it names none).
create or replace function public.session_current_id()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  claim text := auth.jwt() ->> 'session_id';
begin
  if claim ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return claim::uuid;
  end if;
  return null;
end
$function$;
revoke all on function public.session_current_id() from public, anon, authenticated, service_role;
grant execute on function public.session_current_id() to service_role;

-- Signing out: 'local' ends the caller's own session, 'global' every session of theirs, and then
-- also revokes their calendar feeds and keeps the job key only if it is p_job_key_sha256 (the
-- server's own CRON_SECRET, which the server passes), else clears it: a stolen session leaves no door.
create or replace function public.session_end(p_scope text, p_job_key_sha256 text DEFAULT NULL::text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session_id uuid := public.session_current_id();
  n integer;
begin
  if auth.uid() is null then
    raise exception 'session_end: sem usuário' using errcode = '42501';
  end if;
  if p_scope = 'local' then
    return public.session_end_rows(array[session_id], 'sign_out');
  elsif p_scope = 'global' then
    n := public.session_end_rows(array(select id from public.admin_sessions where user_id = auth.uid() and ended_at is null), 'sign_out_everywhere');
    perform public.session_doors_close(auth.uid(), p_job_key_sha256);
    return n;
  end if;
  raise exception 'session_end: escopo inválido' using errcode = '22023';
end
$function$;
revoke all on function public.session_end(p_scope text, p_job_key_sha256 text) from public, anon, authenticated, service_role;
grant execute on function public.session_end(p_scope text, p_job_key_sha256 text) to authenticated, service_role;

-- What a stolen session may have left open, closed when its account signs out everywhere, changes
-- its password or has a session ended: the account's calendar feeds, and the job key (a thief's key
-- would answer the job_ functions and refuse the server's). The key stays only when it already is
-- p_job_key_sha256, the hash of the server's CRON_SECRET the server passes; any other is cleared
-- until the next sign-in registers the server's (a token passing its own hash installs nothing).
create or replace function public.session_doors_close(p_user uuid, p_job_key_sha256 text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  key_ text := case when p_job_key_sha256 ~ '^[0-9a-f]{64}$' then p_job_key_sha256 end;
  feeds integer;
begin
  delete from public.calendar_feeds where user_id = p_user;
  get diagnostics feeds = row_count;
  update public.admin_settings set job_key_sha256 = null where id and job_key_sha256 is distinct from key_;
  if found then
    key_ := null;
  end if;
  perform public.audit_write('doors_closed', 'usuario:' || p_user,
    jsonb_build_object('agendas_revogadas', feeds, 'chave_das_tarefas', case when key_ is null then 'apagada' else 'do servidor' end));
end
$function$;
revoke all on function public.session_doors_close(p_user uuid, p_job_key_sha256 text) from public, anon, authenticated, service_role;
grant execute on function public.session_doors_close(p_user uuid, p_job_key_sha256 text) to service_role;

create or replace function public.session_end_rows(p_ids uuid[], p_reason text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  ended uuid;
  n integer := 0;
begin
  for ended in
    update public.admin_sessions set ended_at = now(), end_reason = p_reason
    where id = any (p_ids) and ended_at is null
    returning id
  loop
    perform public.audit_write('session_revoked', 'sessao:' || ended, jsonb_build_object('motivo', p_reason));
    n := n + 1;
  end loop;
  return n;
end
$function$;
revoke all on function public.session_end_rows(p_ids uuid[], p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.session_end_rows(p_ids uuid[], p_reason text) to service_role;

-- Right after a sign-in, as the user who signed in: records the session their new token names.
-- A session id already known (even ended) is never reopened.
create or replace function public.session_open(p_user_agent text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  session_id uuid := public.session_current_id();
begin
  if auth.uid() is null or session_id is null then
    raise exception 'session_open: token sem sessão' using errcode = '42501';
  end if;
  insert into public.admin_sessions (id, user_id, user_agent)
  values (session_id, auth.uid(), left(coalesce(p_user_agent, ''), 300))
  on conflict (id) do nothing;
  if not found then
    return false;
  end if;
  perform public.audit_write('sign_in', 'sessao:' || session_id, '{}'::jsonb);
  return true;
end
$function$;
revoke all on function public.session_open(p_user_agent text) from public, anon, authenticated, service_role;
grant execute on function public.session_open(p_user_agent text) to authenticated, service_role;

drop trigger if exists admin_sessions_end_on_password_change on auth.users;
CREATE TRIGGER admin_sessions_end_on_password_change AFTER UPDATE OF encrypted_password ON auth.users FOR EACH ROW EXECUTE FUNCTION public.admin_sessions_end_on_password_change();

revoke all on table public.admin_sessions from public, anon, authenticated, service_role;
grant all on table public.admin_sessions to service_role;

revoke all on table public.admins from public, anon, authenticated, service_role;
grant all on table public.admins to service_role;
