-- Quotes sent while the site-wide ceiling is exceeded are kept, not refused: they arrive marked
-- suspect, get the status 'suspeito' (so the administrator's list shows them apart, under their own
-- filter) and the server holds their e-mail notification. An administrator moves a real one on to
-- 'novo' like any other status change.
alter table public."Orcamentos" add column if not exists suspect boolean not null default false;

alter table public."Orcamentos" drop constraint if exists orcamentos_status_check;
alter table public."Orcamentos" add constraint orcamentos_status_check
  check (status in ('novo', 'em_contato', 'orcamento_enviado', 'fechado', 'perdido', 'suspeito'));

-- The visitor's insert may say "suspect" (the server decides it; saying false is the default anyway).
grant insert (suspect) on table public."Orcamentos" to anon, authenticated;

create or replace function public.orcamentos_suspect_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.suspect then
    new.status := 'suspeito';
  end if;
  return new;
end
$$;

revoke all on function public.orcamentos_suspect_status() from public, anon, authenticated;
drop trigger if exists orcamentos_suspect_status on public."Orcamentos";
create trigger orcamentos_suspect_status before insert on public."Orcamentos" for each row execute function public.orcamentos_suspect_status();

-- The list without a status filter leaves suspect quotes out; the filter 'suspeito' shows them.
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
    coalesce('status = ' || quote_literal(p_status), 'status <> ''suspeito'''),
    'party_type like ' || quote_literal(p_party_type),
    'date >= ' || quote_literal(to_char(p_event_from, 'YYYY-MM-DD')),
    'date <= ' || quote_literal(to_char(p_event_to, 'YYYY-MM-DD')),
    'created_at >= ' || quote_literal(p_received_from::text) || '::timestamptz',
    'created_at < ' || quote_literal(p_received_before::text) || '::timestamptz');
$$;

revoke all on function public.admin_quotes_condition(text, text, text, date, date, timestamptz, timestamptz) from public, anon, authenticated;
