-- Sessions the database knows. A session cookie (the embedded mode's signed token, or Supabase's
-- access token) names its session in the `session_id` claim; the server lets a request through only
-- while that session's row here is open, recently used and younger than the absolute limit. Signing
-- out, an administrator ending it in "Sessões" and a password change close the row, so a copied
-- cookie stops working at once even though its signature is still valid. Rows are read and written
-- only through the functions below (the API roles have no grant on the table).
create table if not exists public.admin_sessions (
  id uuid primary key,
  user_id uuid not null,
  user_agent text not null default '' check (char_length(user_agent) <= 300),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz,
  end_reason text check (end_reason in ('sign_out', 'sign_out_everywhere', 'ended_by_admin', 'password_changed', 'idle', 'expired'))
);

create index if not exists admin_sessions_open_idx on public.admin_sessions (user_id) where ended_at is null;

alter table public.admin_sessions enable row level security;
revoke all on table public.admin_sessions from anon, authenticated;

-- The session the request's JWT names (null when it names none).
create or replace function public.session_current_id()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  claim text := auth.jwt() ->> 'session_id';
begin
  if claim ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return claim::uuid;
  end if;
  return null;
end
$$;

revoke all on function public.session_current_id() from public, anon, authenticated;

create or replace function public.session_end_rows(p_ids uuid[], p_reason text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

revoke all on function public.session_end_rows(uuid[], text) from public, anon, authenticated;

-- Right after a sign-in, as the user who signed in: records the session their new token names.
-- A session id already known (even ended) is never reopened.
create or replace function public.session_open(p_user_agent text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

revoke all on function public.session_open(text) from public, anon;
grant execute on function public.session_open(text) to authenticated;

-- On every admin request: is the caller's session open, used within p_idle_seconds and younger than
-- p_max_seconds? If so it is marked as used now; if not it is closed (as idle or expired) for good.
create or replace function public.session_check(p_idle_seconds integer, p_max_seconds integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  session_id uuid := public.session_current_id();
  row_found public.admin_sessions%rowtype;
begin
  if p_idle_seconds is null or p_idle_seconds not between 60 and 86400 or p_max_seconds is null or p_max_seconds not between 60 and 86400 then
    raise exception 'session_check: limites inválidos' using errcode = '22023';
  end if;
  if auth.uid() is null or session_id is null then
    return false;
  end if;
  select * into row_found from public.admin_sessions where id = session_id and user_id = auth.uid() for update;
  if not found or row_found.ended_at is not null then
    return false;
  end if;
  if row_found.created_at <= now() - make_interval(secs => p_max_seconds) then
    perform public.session_end_rows(array[session_id], 'expired');
    return false;
  end if;
  if row_found.last_seen_at <= now() - make_interval(secs => p_idle_seconds) then
    perform public.session_end_rows(array[session_id], 'idle');
    return false;
  end if;
  update public.admin_sessions set last_seen_at = now() where id = session_id;
  return true;
end
$$;

revoke all on function public.session_check(integer, integer) from public, anon;
grant execute on function public.session_check(integer, integer) to authenticated;

-- Signing out: 'local' ends the caller's own session, 'global' every session of theirs.
create or replace function public.session_end(p_scope text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  session_id uuid := public.session_current_id();
begin
  if auth.uid() is null then
    raise exception 'session_end: sem usuário' using errcode = '42501';
  end if;
  if p_scope = 'local' then
    return public.session_end_rows(array[session_id], 'sign_out');
  elsif p_scope = 'global' then
    return public.session_end_rows(array(select id from public.admin_sessions where user_id = auth.uid() and ended_at is null), 'sign_out_everywhere');
  end if;
  raise exception 'session_end: escopo inválido' using errcode = '22023';
end
$$;

revoke all on function public.session_end(text) from public, anon;
grant execute on function public.session_end(text) to authenticated;

-- "Sessões": every open session of every account, newest use first.
create or replace function public.admin_sessions_list(p_idle_seconds integer, p_max_seconds integer)
returns table (id uuid, email text, user_agent text, created_at timestamptz, last_seen_at timestamptz, current boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'admin_sessions_list: somente administradores' using errcode = '42501';
  end if;
  return query
    select s.id, u.email::text, s.user_agent, s.created_at, s.last_seen_at, s.id is not distinct from public.session_current_id()
    from public.admin_sessions s
    left join auth.users u on u.id = s.user_id
    where s.ended_at is null
      and s.last_seen_at > now() - make_interval(secs => p_idle_seconds)
      and s.created_at > now() - make_interval(secs => p_max_seconds)
    order by s.last_seen_at desc
    limit 200;
end
$$;

revoke all on function public.admin_sessions_list(integer, integer) from public, anon;
grant execute on function public.admin_sessions_list(integer, integer) to authenticated;

-- An administrator ends any session (a lost phone, a shared computer).
create or replace function public.admin_session_end(p_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'admin_session_end: somente administradores' using errcode = '42501';
  end if;
  return public.session_end_rows(array[p_id], 'ended_by_admin') > 0;
end
$$;

revoke all on function public.admin_session_end(uuid) from public, anon;
grant execute on function public.admin_session_end(uuid) to authenticated;

-- A new password ends every session of the account, whoever changed it (npm run user:add, Supabase
-- Auth's own password update, the dashboard).
create or replace function public.admin_sessions_end_on_password_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.encrypted_password is distinct from old.encrypted_password then
    perform public.session_end_rows(array(select id from public.admin_sessions where user_id = new.id and ended_at is null), 'password_changed');
  end if;
  return new;
end
$$;

revoke all on function public.admin_sessions_end_on_password_change() from public, anon, authenticated;
drop trigger if exists admin_sessions_end_on_password_change on auth.users;
create trigger admin_sessions_end_on_password_change after update of encrypted_password on auth.users
  for each row execute function public.admin_sessions_end_on_password_change();
