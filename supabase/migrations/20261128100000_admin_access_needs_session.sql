-- An administrator's access ends with their session, on every path. is_admin() looked only at the
-- token's claims, so on Supabase a copied access token kept reading through PostgREST after sign-out
-- (until it expired, up to an hour): PostgREST trusts any unexpired token. Now every admin check
-- asks for the session the token names (its session_id claim) to be open in public.admin_sessions:
-- not signed out or ended, not idle past 30 minutes, not older than 12 hours (and, on Supabase, still
-- one of Auth's own sessions). Sign-out, "Sair de todos os aparelhos", an administrator's "Encerrar"
-- and a password change (the trigger on auth.users) end the row, so the token stops at once. The
-- windows are lib/auth/session-policy.ts's (a test compares them). Safe to run again.

create or replace function public.admin_session_limits(out idle_seconds integer, out max_seconds integer)
language sql
immutable
set search_path = ''
as $$ select 30 * 60, 12 * 60 * 60 $$;

revoke all on function public.admin_session_limits() from public, anon, authenticated;

create or replace function public.is_admin()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

revoke all on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated;
