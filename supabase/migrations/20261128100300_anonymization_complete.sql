-- Anonymization that leaves nothing of the person, and the smaller promises of the personal data:
-- - anonymize_quote_rows (a person's anonymization and the daily retention) also clears the lost
--   reason's free text, the proposal's conditions and payment terms, every line's description
--   (a free line may name anyone), the whole frozen document but its figures
--   (proposal_content_anonymized, 20261128100200), and the version's link: its salt goes and its
--   hash is replaced, so the client's link answers like an unknown one;
-- - retention counts from the received date when the event date is more than two years after it
--   (a date typed as 2099 would otherwise keep the quote for ever);
-- - the audit log refuses TRUNCATE, the database owner's included, as it refuses UPDATE and DELETE.
-- Which columns of which tables may hold a person's data is checked by a test that scans every text
-- and JSON column of every table after anonymizing a person with a distinctive string in every field
-- (tests/integration/anonymization-scan.test.ts). Safe to run again.

create or replace function public.anonymize_quote_rows(p_ids bigint[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed integer;
  proposal_ids bigint[] := array(select id from public.proposals where orcamento_id = any(p_ids));
  addresses text[] := array(select lower(btrim(q.email)) from public."Orcamentos" q where q.id = any(p_ids) and q.anonymized_at is null and q.email is not null);
begin
  update public.mail_log m
    set recipients = case when m.kind in ('proposta', 'copia_aceite') then '{}'::text[] else array(select r from unnest(m.recipients) as r where r <> all (addresses)) end
    where m.orcamento_id = any(p_ids) and (m.recipients && addresses or (m.kind in ('proposta', 'copia_aceite') and cardinality(m.recipients) > 0));
  update public."Orcamentos"
    set name = public.anonymized_marker(), email = null, phone = null, whatsapp = null, neighborhood = null,
        message = null, last_note = null, lost_reason_detail = null, anonymized_at = now()
    where id = any(p_ids) and anonymized_at is null;
  get diagnostics changed = row_count;
  update public.orcamento_notas set body = public.anonymized_marker()
    where orcamento_id = any(p_ids) and body is distinct from public.anonymized_marker();
  update public.proposals set conditions = '', payment_terms = ''
    where id = any(proposal_ids) and (conditions, payment_terms) is distinct from ('', '');
  update public.proposal_lines set description = public.anonymized_marker()
    where proposal_id = any(proposal_ids) and description is distinct from public.anonymized_marker();
  update public.proposal_versions
    set content = public.proposal_content_anonymized(content), link_salt = null,
        token_hash = sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text, 'UTF8'))
    where proposal_id = any(proposal_ids) and (content is distinct from public.proposal_content_anonymized(content) or link_salt is not null);
  update public.proposal_acceptances set full_name = public.anonymized_marker(), client_address = null, user_agent = null
    where proposal_id = any(proposal_ids) and (full_name, client_address, user_agent) is distinct from (public.anonymized_marker(), null, null);
  update public.proposal_refusals set reason = null, client_address = null, user_agent = null
    where proposal_id = any(proposal_ids) and (reason, client_address, user_agent) is distinct from (null, null, null);
  return changed;
end
$$;

revoke all on function public.anonymize_quote_rows(bigint[]) from public, anon, authenticated, service_role;

-- The day a quote's retention counts from: its event date, unless that is more than two years after
-- the day it arrived (then the arrival); the arrival for a row without a readable date.
create or replace function public.quote_retention_date(p_date text, p_created_at timestamptz)
returns date
language plpgsql
stable
set search_path = ''
as $$
declare
  received date := (p_created_at at time zone 'America/Sao_Paulo')::date;
  event date;
begin
  if p_date ~ '^\d{4}-\d{2}-\d{2}$' then
    event := p_date::date;
    -- Never later than two years after it arrived: a quote dated 2099 is not kept until 2101.
    return least(event, (received + interval '2 years')::date);
  end if;
  return received;
exception when others then
  return received;
end
$$;

revoke all on function public.quote_retention_date(text, timestamptz) from public, anon, authenticated;

create or replace function public.audit_log_no_truncate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
end
$$;

revoke all on function public.audit_log_no_truncate() from public, anon, authenticated;

drop trigger if exists audit_log_no_truncate on public.audit_log;
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function public.audit_log_no_truncate();
