-- Suspect quotes (20261126100200: stored while the site was flooded, their e-mail held) stay out of
-- the administrator's way after the agenda's migrations:
-- - 20261126130100 rebuilt admin_quotes_condition with p_lead_source and lost its default
--   "status <> 'suspeito'": the list shows them again only under their own filter.
-- - the next-contact trigger (20261126130000) gives a new quote today's date before the suspect
--   trigger turns it 'suspeito' (same timing, fired in name order: next_contact, then suspect), so
--   each flood row would sit in "Para contatar hoje". A suspect quote has no next contact; moving it
--   to 'novo' (set_quote_status) gives it one by the rule.
-- Safe to run again.

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
    coalesce('status = ' || quote_literal(p_status), 'status <> ''suspeito'''),
    'party_type like ' || quote_literal(p_party_type),
    'date >= ' || quote_literal(to_char(p_event_from, 'YYYY-MM-DD')),
    'date <= ' || quote_literal(to_char(p_event_to, 'YYYY-MM-DD')),
    'created_at >= ' || quote_literal(p_received_from::text) || '::timestamptz',
    'created_at < ' || quote_literal(p_received_before::text) || '::timestamptz',
    'lead_source = ' || quote_literal(p_lead_source));
$$;

revoke all on function public.admin_quotes_condition(text, text, text, date, date, timestamptz, timestamptz, text) from public, anon, authenticated;

create or replace function public.orcamentos_suspect_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.suspect then
    new.status := 'suspeito';
    new.next_contact := null;
  end if;
  return new;
end
$$;

revoke all on function public.orcamentos_suspect_status() from public, anon, authenticated;

update public."Orcamentos" set next_contact = null where status = 'suspeito' and next_contact is not null;
