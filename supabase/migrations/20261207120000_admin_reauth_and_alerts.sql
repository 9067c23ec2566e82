-- The money settings' guards: a fresh password check recorded per admin session, and the outbox of
-- alerts that SQL writes in the same transaction as the change and the server delivers by e-mail.
create table if not exists public.admin_reauth (
  session_id uuid primary key references public.admin_sessions (id) on delete cascade,
  at timestamptz not null default now()
);
alter table public.admin_reauth enable row level security;

create table if not exists public.admin_alerts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('pix_alterado')),
  detail jsonb not null default '{}'::jsonb check (octet_length(detail::text) <= 4000),
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  last_attempt_at timestamptz,
  sent_at timestamptz
);
alter table public.admin_alerts enable row level security;
create index if not exists admin_alerts_pending on public.admin_alerts (id) where sent_at is null;
