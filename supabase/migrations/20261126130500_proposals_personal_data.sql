-- The privacy promise reaches the proposals (20261126120000), which came after the personal-data
-- functions (20261126110000):
-- - person_records (the administrator's search and the person's export) lists each proposal of the
--   person's quotes: its versions as the client saw them, the acceptance, the refusals, the payments.
-- - anonymize_quote_rows (anonymize_person and the daily retention) also removes what a proposal holds
--   about the person: the client's name in each version's content, the name typed to accept, the
--   refusal's reason, and the address and browser of each answer. Amounts, dates, statuses and the
--   content's SHA-256 stay: the business's records (what was offered, accepted and paid).
-- - the append-only and frozen rules let through that one change, and only it: any other update of a
--   version, acceptance, refusal or payment is still refused, the owner's included.
-- Safe to run again.

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
      from public.proposals p where p.orcamento_id = any(p_ids)), '[]'::jsonb)
  );
$$;

revoke all on function public.person_records(bigint[]) from public, anon, authenticated, service_role;

-- A version's content with the client's name replaced by the marker: the only change a version allows.
create or replace function public.proposal_content_anonymized(p_content jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when p_content ? 'client' then jsonb_set(p_content, '{client,name}', to_jsonb(public.anonymized_marker())) else p_content end;
$$;

revoke all on function public.proposal_content_anonymized(jsonb) from public, anon, authenticated, service_role;

create or replace function public.proposal_versions_frozen()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'uma versão enviada não pode ser apagada' using errcode = '42501';
  end if;
  if (new.proposal_id, new.number, new.token, new.token_hash, new.content_sha256, new.total_cents, new.deposit_cents, new.valid_until, new.sent_at)
     is distinct from (old.proposal_id, old.number, old.token, old.token_hash, old.content_sha256, old.total_cents, old.deposit_cents, old.valid_until, old.sent_at)
     or (new.content is distinct from old.content and new.content is distinct from public.proposal_content_anonymized(old.content)) then
    raise exception 'uma versão enviada não muda' using errcode = '42501';
  end if;
  return new;
end
$$;

-- Acceptances, refusals and payments are records: written once, never changed or removed, except
-- that an anonymization blanks what an acceptance or a refusal says about the person.
create or replace function public.proposal_records_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  personal text[] := case tg_table_name
    when 'proposal_acceptances' then array['full_name', 'client_address', 'user_agent']
    when 'proposal_refusals' then array['reason', 'client_address', 'user_agent']
  end;
  changed jsonb := to_jsonb(new);
begin
  if tg_op = 'UPDATE' and personal is not null
     and (changed - personal) = (to_jsonb(old) - personal)
     and jsonb_typeof(changed -> 'client_address') = 'null' and jsonb_typeof(changed -> 'user_agent') = 'null'
     -- In parentheses: PL/pgSQL reads an IF's condition up to the first THEN, a CASE's included.
     and (case tg_table_name
            when 'proposal_acceptances' then changed ->> 'full_name' = public.anonymized_marker()
            else jsonb_typeof(changed -> 'reason') = 'null'
          end) then
    return new;
  end if;
  raise exception 'registro permanente: % não é permitido em %', lower(tg_op), tg_table_name using errcode = '42501';
end
$$;

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
begin
  update public."Orcamentos"
    set name = public.anonymized_marker(), email = null, phone = null, whatsapp = null, neighborhood = null,
        message = null, last_note = null, anonymized_at = now()
    where id = any(p_ids) and anonymized_at is null;
  get diagnostics changed = row_count;
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
