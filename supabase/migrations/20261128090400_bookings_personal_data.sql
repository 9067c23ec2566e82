-- The quote's history and bookings are the person's data too: the personal-data search and export
-- list them (person_records, the one place that gathers a person's records), and anonymizing a
-- quote (anonymize_quote_rows, the one place that clears them; retention calls it too) clears the
-- event's address, the history's values of the fields that can name or place the person
-- (neighbourhood, address, message) and the administrator's text on an override, which may name
-- the client. Dates, kinds, counts and values stay, as they do on the quote. Safe to run again.

create or replace function public.person_records(p_ids bigint[])
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'quotes', coalesce((
      select jsonb_agg(to_jsonb(q) - 'search_text' order by q.created_at, q.id)
      from public."Orcamentos" q where q.id = any(p_ids)), '[]'::jsonb),
    'notes', coalesce((
      select jsonb_agg(jsonb_build_object('id', n.id, 'orcamento_id', n.orcamento_id, 'body', n.body, 'author_email', n.author_email, 'created_at', n.created_at) order by n.created_at, n.id)
      from public.orcamento_notas n where n.orcamento_id = any(p_ids)), '[]'::jsonb),
    'proposals', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'orcamento_id', p.orcamento_id, 'status', p.status, 'created_at', p.created_at,
        'versions', coalesce((select jsonb_agg(jsonb_build_object('number', v.number, 'status', v.status, 'sent_at', v.sent_at, 'valid_until', v.valid_until,
                                                               'total_cents', v.total_cents, 'deposit_cents', v.deposit_cents, 'content', v.content, 'content_sha256', v.content_sha256) order by v.number)
                              from public.proposal_versions v where v.proposal_id = p.id), '[]'::jsonb),
        'acceptance', (select jsonb_build_object('version', v.number, 'full_name', a.full_name, 'accepted_at', a.accepted_at, 'client_address', a.client_address, 'user_agent', a.user_agent, 'content_sha256', a.content_sha256)
                       from public.proposal_acceptances a join public.proposal_versions v on v.id = a.version_id where a.proposal_id = p.id),
        'refusals', coalesce((select jsonb_agg(jsonb_build_object('version', v.number, 'reason', r.reason, 'refused_at', r.refused_at, 'client_address', r.client_address, 'user_agent', r.user_agent) order by r.refused_at, r.id)
                              from public.proposal_refusals r join public.proposal_versions v on v.id = r.version_id where r.proposal_id = p.id), '[]'::jsonb),
        'payments', coalesce((select jsonb_agg(jsonb_build_object('amount_cents', m.amount_cents, 'paid_on', m.paid_on, 'recorded_at', m.recorded_at) order by m.paid_on, m.id)
                              from public.proposal_payments m where m.proposal_id = p.id), '[]'::jsonb)
      ) order by p.id)
      from public.proposals p where p.orcamento_id = any(p_ids)), '[]'::jsonb),
    'history', coalesce((
      select jsonb_agg(jsonb_build_object('orcamento_id', h.orcamento_id, 'at', h.at, 'actor_email', h.actor_email, 'source', h.source, 'field', h.field,
                                          'old_value', h.old_value, 'new_value', h.new_value) order by h.at, h.id)
      from public.quote_history h where h.orcamento_id = any(p_ids)), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object('orcamento_id', b.orcamento_id, 'day', b.day, 'kind', b.kind, 'hold_until', b.hold_until, 'source', b.source,
                                          'created_at', b.created_at, 'confirmed_at', b.confirmed_at, 'override_reason', b.override_reason,
                                          'released_at', b.released_at, 'lapsed_at', b.lapsed_at) order by b.created_at, b.id)
      from public.bookings b where b.orcamento_id = any(p_ids)), '[]'::jsonb),
    'emails', coalesce((
      select jsonb_agg(jsonb_build_object('id', m.id, 'kind', m.kind, 'recipients', to_jsonb(m.recipients), 'sent_at', m.sent_at, 'orcamento_id', m.orcamento_id, 'proposal_id', m.proposal_id) order by m.sent_at, m.id)
      from public.mail_log m where m.orcamento_id = any(p_ids)), '[]'::jsonb)
  );
$$;

revoke all on function public.person_records(bigint[]) from public, anon, authenticated, service_role;

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
        message = null, last_note = null, anonymized_at = now()
    where id = any(p_ids) and anonymized_at is null;
  get diagnostics changed = row_count;
  update public."Orcamentos"
    set address_cep = null, address_street = null, address_number = null, address_complement = null, address_city = null
    where id = any(p_ids) and (address_cep, address_street, address_number, address_complement, address_city) is distinct from (null, null, null, null, null);
  -- The history keeps that a field changed and when; the values that can name or place the person go.
  update public.quote_history set old_value = null, new_value = null
    where orcamento_id = any(p_ids) and field in ('neighborhood', 'address_cep', 'address_street', 'address_number', 'address_complement', 'address_city', 'message')
      and (old_value, new_value) is distinct from (null, null);
  update public.bookings set override_reason = public.anonymized_marker()
    where orcamento_id = any(p_ids) and override_reason is distinct from public.anonymized_marker() and override_reason is not null;
  update public.orcamento_notas set body = public.anonymized_marker()
    where orcamento_id = any(p_ids) and body is distinct from public.anonymized_marker();
  update public.proposal_versions set content = public.proposal_content_anonymized(content)
    where proposal_id = any(proposal_ids) and content is distinct from public.proposal_content_anonymized(content);
  update public.proposal_acceptances set full_name = public.anonymized_marker(), client_address = null, user_agent = null
    where proposal_id = any(proposal_ids) and (full_name, client_address, user_agent) is distinct from (public.anonymized_marker(), null, null);
  update public.proposal_refusals set reason = null, client_address = null, user_agent = null
    where proposal_id = any(proposal_ids) and (reason, client_address, user_agent) is distinct from (null, null, null);
  return changed;
end
$$;

revoke all on function public.anonymize_quote_rows(bigint[]) from public, anon, authenticated, service_role;
