-- Two foundations the admin's business features share.
--
-- admin_settings: the administrator's own settings (notification recipients, retention, Pix,
-- capacity...), one row, never in the public content dataset. Each feature's migration adds its
-- columns here and grants UPDATE on just those columns to authenticated; RLS lets only
-- administrators read or change the row.
--
-- audit_log: an append-only record of who did what to personal data and the pipeline (LGPD arts.
-- 37 and 46). No API role may insert, update or delete it directly: rows are written only by
-- public.audit_record (an administrator's own action, from the app) or by other security-definer
-- functions through public.audit_write (jobs and functions that already checked the caller).

create table if not exists public.admin_settings (
  id boolean primary key default true check (id),
  updated_at timestamptz not null default now(),
  updated_by uuid
);

insert into public.admin_settings (id) values (true) on conflict (id) do nothing;

create or replace function public.admin_settings_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;

drop trigger if exists admin_settings_touch on public.admin_settings;
create trigger admin_settings_touch before update on public.admin_settings for each row execute function public.admin_settings_touch();

alter table public.admin_settings enable row level security;
drop policy if exists admin_settings_select_admins on public.admin_settings;
drop policy if exists admin_settings_update_admins on public.admin_settings;
create policy admin_settings_select_admins on public.admin_settings for select to authenticated using ((select public.is_admin()));
create policy admin_settings_update_admins on public.admin_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
revoke all on table public.admin_settings from anon, authenticated;
grant select on table public.admin_settings to authenticated;

create table if not exists public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- null for the system (a daily job); the e-mail is kept as it was then.
  actor_id uuid,
  actor_email text,
  action text not null check (char_length(action) between 1 and 60),
  -- What was touched, e.g. 'orcamento:42' or 'pessoa:<hash>'; never personal data itself.
  subject text check (char_length(subject) <= 200),
  detail jsonb not null default '{}'::jsonb
);

create index if not exists audit_log_at_idx on public.audit_log (at desc);
create index if not exists audit_log_subject_idx on public.audit_log (subject, at desc);

alter table public.audit_log enable row level security;
drop policy if exists audit_log_select_admins on public.audit_log;
create policy audit_log_select_admins on public.audit_log for select to authenticated using ((select public.is_admin()));
revoke all on table public.audit_log from anon, authenticated;
grant select on table public.audit_log to authenticated;

-- For security-definer functions and jobs: writes one row as the current caller (or the system).
create or replace function public.audit_write(p_action text, p_subject text default null, p_detail jsonb default '{}'::jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, actor_email, action, subject, detail)
  values (auth.uid(), nullif(auth.jwt() ->> 'email', ''), p_action, p_subject, coalesce(p_detail, '{}'::jsonb));
$$;

revoke all on function public.audit_write(text, text, jsonb) from public, anon, authenticated;

-- For the app: an administrator records an action of their own (a CSV export, a quote opened).
create or replace function public.audit_record(p_action text, p_subject text default null, p_detail jsonb default '{}'::jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'audit_record: somente administradores' using errcode = '42501';
  end if;
  perform public.audit_write(p_action, p_subject, p_detail);
end
$$;

revoke all on function public.audit_record(text, text, jsonb) from public, anon;
grant execute on function public.audit_record(text, text, jsonb) to authenticated;
