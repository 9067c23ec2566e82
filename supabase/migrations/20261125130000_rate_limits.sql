-- Counters behind the quote and sign-in limits, shared by every instance of the site (Vercel runs
-- many). Only the functions below touch the table: the API roles have no grant and no policy on it.
create table if not exists public.rate_limits (
  key text primary key,
  window_start timestamptz not null default now(),
  hits integer not null default 0
);

create index if not exists rate_limits_window_start_idx on public.rate_limits (window_start);

alter table public.rate_limits enable row level security;
revoke all on table public.rate_limits from anon, authenticated;

-- Adds p_cost (0 reads, 1 counts) to p_key in its fixed window, starting a new window once the old
-- one has ended, and returns the window's total and the milliseconds left in it. Concurrent calls
-- for one key queue on its row, so no hit is lost. Windows older than a day (the longest allowed)
-- are pruned on the way, through the window_start index.
create or replace function public.rate_limit_hit(p_key text, p_window_seconds integer, p_cost integer default 1)
returns table (total integer, reset_in_ms integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

-- Forgets p_key (a successful sign-in clears its failures).
create or replace function public.rate_limit_clear(p_key text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.rate_limits where key = p_key;
$$;

revoke all on function public.rate_limit_hit(text, integer, integer) from public;
revoke all on function public.rate_limit_clear(text) from public;
grant execute on function public.rate_limit_hit(text, integer, integer) to anon, authenticated;
grant execute on function public.rate_limit_clear(text) to anon, authenticated;
