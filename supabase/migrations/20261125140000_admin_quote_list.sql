-- The administrator's list, its count and the CSV batches, through functions that search by index.
-- Under row-level security PostgreSQL keeps a non-leakproof operator such as ILIKE above the
-- policy, so the trigram index on search_text could never serve a search made as the API role.
-- These functions run with their owner's rights (no policy in the way, so the index is used) and
-- check is_admin() themselves first: anyone else gets a permission error, anon cannot call them.
-- Safe to run again: every object is replaced, not duplicated.

-- The filters as a WHERE condition with the values quoted in (each query is planned with them,
-- and conditions left out cost nothing). The search and the party type are LIKE patterns the
-- caller already escaped (`%`, `_` and `\` as text). Text comparisons keep it valid on an older
-- table whose date column is text. Stable, not immutable: a timestamp's text follows the session's
-- time zone (read back in the same session). Internal: only the functions below call it.
create or replace function public.admin_quotes_condition(
  p_search text, p_status text, p_party_type text, p_event_from date, p_event_to date,
  p_received_from timestamptz, p_received_before timestamptz
)
returns text
language sql
stable
set search_path = ''
as $$
  select concat_ws(' and ', 'true',
    'search_text ilike ' || quote_literal(p_search),
    'status = ' || quote_literal(p_status),
    'party_type like ' || quote_literal(p_party_type),
    'date >= ' || quote_literal(to_char(p_event_from, 'YYYY-MM-DD')),
    'date <= ' || quote_literal(to_char(p_event_to, 'YYYY-MM-DD')),
    'created_at >= ' || quote_literal(p_received_from::text) || '::timestamptz',
    'created_at < ' || quote_literal(p_received_before::text) || '::timestamptz');
$$;

revoke all on function public.admin_quotes_condition(text, text, text, date, date, timestamptz, timestamptz) from public, anon, authenticated;

create or replace function public.admin_quotes_require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'permission denied: only administrators read quotes' using errcode = 'insufficient_privilege';
  end if;
end
$$;

revoke all on function public.admin_quotes_require_admin() from public, anon, authenticated;

-- One slice of the matching quotes, newest first (or oldest first, for a page near the end read
-- from the other end), after an optional keyset cursor (created_at, id) in that order.
create or replace function public.admin_quotes(
  p_search text default null, p_status text default null, p_party_type text default null,
  p_event_from date default null, p_event_to date default null,
  p_received_from timestamptz default null, p_received_before timestamptz default null,
  p_after_created_at timestamptz default null, p_after_id bigint default null,
  p_oldest_first boolean default false, p_limit integer default 20, p_offset integer default 0
)
returns setof public."Orcamentos"
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  direction constant text := case when p_oldest_first then 'asc' else 'desc' end;
  condition text := public.admin_quotes_condition(p_search, p_status, p_party_type, p_event_from, p_event_to, p_received_from, p_received_before);
begin
  perform public.admin_quotes_require_admin();
  if p_limit is null or p_limit not between 1 and 1000 or p_offset is null or p_offset < 0 then
    raise exception 'admin_quotes: limit 1 to 1000 and offset from 0' using errcode = '22023';
  end if;
  if p_after_created_at is not null and p_after_id is not null then
    condition := condition || format(' and (created_at, id) %s (%L::timestamptz, %s)', case when p_oldest_first then '>' else '<' end, p_after_created_at, p_after_id);
  end if;
  return query execute format('select * from public."Orcamentos" where %s order by created_at %s, id %s limit %s offset %s',
    condition, direction, direction, p_limit, p_offset);
end
$$;

-- How many quotes match the same filters.
create or replace function public.admin_quotes_count(
  p_search text default null, p_status text default null, p_party_type text default null,
  p_event_from date default null, p_event_to date default null,
  p_received_from timestamptz default null, p_received_before timestamptz default null
)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  total integer;
begin
  perform public.admin_quotes_require_admin();
  execute format('select count(*)::integer from public."Orcamentos" where %s',
    public.admin_quotes_condition(p_search, p_status, p_party_type, p_event_from, p_event_to, p_received_from, p_received_before))
    into total;
  return total;
end
$$;

revoke all on function public.admin_quotes(text, text, text, date, date, timestamptz, timestamptz, timestamptz, bigint, boolean, integer, integer) from public, anon;
revoke all on function public.admin_quotes_count(text, text, text, date, date, timestamptz, timestamptz) from public, anon;
grant execute on function public.admin_quotes(text, text, text, date, date, timestamptz, timestamptz, timestamptz, bigint, boolean, integer, integer) to authenticated;
grant execute on function public.admin_quotes_count(text, text, text, date, date, timestamptz, timestamptz) to authenticated;

-- Keyset batches (the CSV) and both ends of the list read (created_at, id) straight from one index.
-- It replaces the created_at index of the first migration.
create index if not exists orcamentos_created_at_id_idx on public."Orcamentos" (created_at, id);
drop index if exists public.orcamentos_created_at_idx;
