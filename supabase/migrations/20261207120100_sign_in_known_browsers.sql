-- The browsers each account has signed in from (its signed browser id): the account-wide lock of
-- the sign-in throttle never applies to them, so others' wrong passwords cannot keep the owner out.
create table if not exists public.sign_in_known_browsers (
  email text not null check (char_length(email) between 1 and 254),
  client text not null check (char_length(client) between 1 and 100),
  signed_in_at timestamptz not null default now(),
  primary key (email, client)
);
alter table public.sign_in_known_browsers enable row level security;
