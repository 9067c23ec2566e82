-- Administrators: the signed-in users allowed to read quote requests. Managed only by
-- `npm run user:add` (service role) or the SQL editor; the API roles cannot touch this table.
create table if not exists public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

alter table public.admins enable row level security;
revoke all on table public.admins from anon, authenticated;

-- The one authority on "is the caller an administrator?". Security definer so it can read
-- public.admins, which the caller cannot; an empty search_path so nothing can be shadowed.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins where user_id = auth.uid());
$$;

revoke all on function public.is_admin() from public;
revoke all on function public.is_admin() from anon;
grant execute on function public.is_admin() to authenticated;
