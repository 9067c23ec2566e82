-- The owner's day, part three: the event sheet ("ficha do evento") the team works from: the quote's
-- date, time, address, contact, guests and party type, every item of the accepted version, and what
-- only the owner writes for the team (notes and a checklist). The week's sheets print together for
-- the kitchen. Administrators only. A quote anonymized loses its sheet's texts with the rest.
-- Safe to run again.

create table if not exists public.event_sheets (
  orcamento_id bigint primary key references public."Orcamentos" (id),
  team_notes text not null default '' check (char_length(team_notes) <= 2000),
  checklist text[] not null default '{}' check (cardinality(checklist) <= 40 and char_length(array_to_string(checklist, '')) <= 4000),
  updated_at timestamptz not null default now(),
  updated_by uuid
);

alter table public.event_sheets enable row level security;
revoke all on table public.event_sheets from anon, authenticated, service_role;

-- The notes and checklist can name people and places: anonymizing the quote clears them.
create or replace function public.event_sheets_anonymized()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.event_sheets where orcamento_id = new.id;
  return new;
end
$$;

revoke all on function public.event_sheets_anonymized() from public, anon, authenticated;

drop trigger if exists orcamentos_event_sheet_anonymized on public."Orcamentos";
create trigger orcamentos_event_sheet_anonymized after update of anonymized_at on public."Orcamentos"
  for each row when (new.anonymized_at is not null and old.anonymized_at is null)
  execute function public.event_sheets_anonymized();

-- One sheet as JSON (no check of the caller: only the admin functions below call it).
create or replace function public.event_sheet_json(p_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', q.id, 'name', q.name, 'phone', q.phone, 'whatsapp', q.whatsapp, 'status', q.status,
    'date', to_char(q.date::date, 'YYYY-MM-DD'), 'time', to_char(q.event_time::time, 'HH24:MI'), 'guests', q.guests,
    'partyType', q.party_type, 'neighborhood', q.neighborhood, 'message', q.message,
    'address', jsonb_build_object('address_cep', q.address_cep, 'address_street', q.address_street, 'address_number', q.address_number,
                                  'address_complement', q.address_complement, 'address_city', q.address_city),
    'booking', (select jsonb_build_object('kind', b.kind, 'day', to_char(b.day, 'YYYY-MM-DD'), 'until', to_char(b.hold_until, 'YYYY-MM-DD'))
                from public.bookings b where b.orcamento_id = q.id and b.released_at is null and b.lapsed_at is null limit 1),
    'accepted', (select jsonb_build_object('version', v.number, 'lines', coalesce(v.content -> 'lines', '[]'::jsonb), 'guests', v.content -> 'event' -> 'guests')
                 from public.proposals p join public.proposal_versions v on v.proposal_id = p.id and v.status = 'accepted'
                 where p.orcamento_id = q.id order by v.number desc limit 1),
    'teamNotes', coalesce(s.team_notes, ''),
    'checklist', to_jsonb(coalesce(s.checklist, '{}'::text[])),
    'updatedAt', s.updated_at
  )
  from public."Orcamentos" q left join public.event_sheets s on s.orcamento_id = q.id
  where q.id = p_id
$$;

revoke all on function public.event_sheet_json(bigint) from public, anon, authenticated;

create or replace function public.admin_event_sheet(p_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  return public.event_sheet_json(p_id);
end
$$;

revoke all on function public.admin_event_sheet(bigint) from public, anon;
grant execute on function public.admin_event_sheet(bigint) to authenticated;

-- Saves the owner's notes for the team and the checklist (one item a line, blanks dropped).
create or replace function public.admin_event_sheet_save(p_id bigint, p_team_notes text, p_checklist text[])
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  items text[] := array(select btrim(i) from unnest(coalesce(p_checklist, '{}'::text[])) with ordinality as t(i, n) where btrim(i) <> '' order by n);
begin
  perform public.admin_quotes_require_admin();
  if not exists (select 1 from public."Orcamentos" where id = p_id and anonymized_at is null) then
    return false;
  end if;
  if exists (select 1 from unnest(items) i where char_length(i) > 200) then
    raise exception 'admin_event_sheet_save: cada item do checklist com até 200 caracteres' using errcode = '22023';
  end if;
  insert into public.event_sheets (orcamento_id, team_notes, checklist, updated_at, updated_by)
    values (p_id, btrim(coalesce(p_team_notes, '')), items, now(), auth.uid())
    on conflict (orcamento_id) do update
      set team_notes = excluded.team_notes, checklist = excluded.checklist, updated_at = excluded.updated_at, updated_by = excluded.updated_by;
  return true;
end
$$;

revoke all on function public.admin_event_sheet_save(bigint, text, text[]) from public, anon;
grant execute on function public.admin_event_sheet_save(bigint, text, text[]) to authenticated;

-- "Semana": every confirmed event from p_from to p_to (up to 31 days), in date and time order.
create or replace function public.admin_week_sheets(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 31 then
    raise exception 'admin_week_sheets: até 31 dias' using errcode = '22023';
  end if;
  return (
    select coalesce(jsonb_agg(public.event_sheet_json(b.orcamento_id) order by b.day, q.event_time::time nulls last, b.orcamento_id), '[]'::jsonb)
    from public.bookings b join public."Orcamentos" q on q.id = b.orcamento_id
    where b.kind = 'confirmed' and b.released_at is null and b.lapsed_at is null and b.day between p_from and p_to
  );
end
$$;

revoke all on function public.admin_week_sheets(date, date) from public, anon;
grant execute on function public.admin_week_sheets(date, date) to authenticated;
