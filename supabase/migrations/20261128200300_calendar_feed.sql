-- The owner's day, part four: the bookings in the calendar she already looks at. Each administrator
-- has at most one private iCalendar feed, read by Google Calendar or Apple Calendar from a secret
-- URL. Only the SHA-256 of the URL's token is kept; renewing replaces it, so the old URL stops
-- answering at once, and an account that is no longer an administrator has no feed. The feed
-- carries confirmed events and live holds with time, address, guests and the party type, and the
-- client's first name: never a phone or an e-mail. Safe to run again.

create table if not exists public.calendar_feeds (
  user_id uuid primary key,
  token_sha256 bytea not null unique,
  created_at timestamptz not null default now()
);

alter table public.calendar_feeds enable row level security;
revoke all on table public.calendar_feeds from anon, authenticated, service_role;

-- "Criar endereço" / "Renovar endereço": the server drew the token (256 bits) and shows it once.
create or replace function public.admin_calendar_feed_renew(p_token text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  created timestamptz := now();
begin
  perform public.admin_quotes_require_admin();
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{43,128}$' then
    raise exception 'admin_calendar_feed_renew: token inválido' using errcode = '22023';
  end if;
  insert into public.calendar_feeds (user_id, token_sha256, created_at)
    values (auth.uid(), sha256(convert_to(p_token, 'UTF8')), created)
    on conflict (user_id) do update set token_sha256 = excluded.token_sha256, created_at = excluded.created_at;
  perform public.audit_write('calendar_feed_renewed', null, '{}'::jsonb);
  return created;
end
$$;

revoke all on function public.admin_calendar_feed_renew(text) from public, anon;
grant execute on function public.admin_calendar_feed_renew(text) to authenticated;

-- When the signed-in administrator's feed was created (null: none).
create or replace function public.admin_calendar_feed_created()
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  return (select f.created_at from public.calendar_feeds f where f.user_id = auth.uid());
end
$$;

revoke all on function public.admin_calendar_feed_created() from public, anon;
grant execute on function public.admin_calendar_feed_created() to authenticated;

-- The feed behind a secret URL: null for any token that is not a current administrator's. From 90
-- days back to two years ahead.
create or replace function public.calendar_feed(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today constant date := public.sao_paulo_today();
begin
  if p_token is null or char_length(p_token) > 128 or not exists (
    select 1 from public.calendar_feeds f join public.admins a on a.user_id = f.user_id
    where f.token_sha256 = sha256(convert_to(p_token, 'UTF8'))
  ) then
    return null;
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', q.id, 'day', to_char(b.day, 'YYYY-MM-DD'), 'time', to_char(q.event_time::time, 'HH24:MI'),
      'kind', b.kind, 'until', to_char(b.hold_until, 'YYYY-MM-DD'), 'bookedAt', b.created_at,
      'firstName', nullif(split_part(btrim(coalesce(q.name, '')), ' ', 1), ''),
      'guests', q.guests, 'partyType', q.party_type, 'neighborhood', q.neighborhood,
      'address', jsonb_build_object('address_cep', q.address_cep, 'address_street', q.address_street, 'address_number', q.address_number,
                                    'address_complement', q.address_complement, 'address_city', q.address_city)
    ) order by b.day, q.event_time::time nulls last, q.id), '[]'::jsonb)
    from public.bookings b join public."Orcamentos" q on q.id = b.orcamento_id
    where b.released_at is null and b.lapsed_at is null and q.anonymized_at is null
      and (b.kind = 'confirmed' or b.hold_until >= today)
      and b.day between today - 90 and today + 730
  );
end
$$;

revoke all on function public.calendar_feed(text) from public;
grant execute on function public.calendar_feed(text) to anon, authenticated, service_role;
