-- The administrator's list filters by where the client came from ("Como nos conheceu?"): the
-- list functions of 20261125140000 gain p_lead_source. Their old signatures are dropped first (a
-- new parameter makes a new function in PostgreSQL). Safe to run again.

drop function if exists public.admin_quotes(text, text, text, date, date, timestamptz, timestamptz, timestamptz, bigint, boolean, integer, integer);
drop function if exists public.admin_quotes_count(text, text, text, date, date, timestamptz, timestamptz);
drop function if exists public.admin_quotes_condition(text, text, text, date, date, timestamptz, timestamptz);

create or replace function public.admin_quotes_condition(
  p_search text, p_status text, p_party_type text, p_event_from date, p_event_to date,
  p_received_from timestamptz, p_received_before timestamptz, p_lead_source text
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
    'created_at < ' || quote_literal(p_received_before::text) || '::timestamptz',
    'lead_source = ' || quote_literal(p_lead_source));
$$;

revoke all on function public.admin_quotes_condition(text, text, text, date, date, timestamptz, timestamptz, text) from public, anon, authenticated;

create or replace function public.admin_quotes(
  p_search text default null, p_status text default null, p_party_type text default null,
  p_event_from date default null, p_event_to date default null,
  p_received_from timestamptz default null, p_received_before timestamptz default null,
  p_after_created_at timestamptz default null, p_after_id bigint default null,
  p_oldest_first boolean default false, p_limit integer default 20, p_offset integer default 0,
  p_lead_source text default null
)
returns setof public."Orcamentos"
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  direction constant text := case when p_oldest_first then 'asc' else 'desc' end;
  condition text := public.admin_quotes_condition(p_search, p_status, p_party_type, p_event_from, p_event_to, p_received_from, p_received_before, p_lead_source);
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

create or replace function public.admin_quotes_count(
  p_search text default null, p_status text default null, p_party_type text default null,
  p_event_from date default null, p_event_to date default null,
  p_received_from timestamptz default null, p_received_before timestamptz default null,
  p_lead_source text default null
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
    public.admin_quotes_condition(p_search, p_status, p_party_type, p_event_from, p_event_to, p_received_from, p_received_before, p_lead_source))
    into total;
  return total;
end
$$;

revoke all on function public.admin_quotes(text, text, text, date, date, timestamptz, timestamptz, timestamptz, bigint, boolean, integer, integer, text) from public, anon;
revoke all on function public.admin_quotes_count(text, text, text, date, date, timestamptz, timestamptz, text) from public, anon;
grant execute on function public.admin_quotes(text, text, text, date, date, timestamptz, timestamptz, timestamptz, bigint, boolean, integer, integer, text) to authenticated;
grant execute on function public.admin_quotes_count(text, text, text, date, date, timestamptz, timestamptz, text) to authenticated;
