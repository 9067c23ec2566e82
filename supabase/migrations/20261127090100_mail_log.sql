-- One record per e-mail the site sends: which kind, to whom, when, and the quote or proposal it is
-- about; never its text. The personal-data search and export list the records of a person's quotes
-- (LGPD art. 18 VII: with whom their data was shared), and an anonymization takes the person's own
-- address out of them. Rows are written only by public.mail_record (and its job_ twin). Safe to run again.

create table if not exists public.mail_log (
  id bigint generated always as identity primary key,
  sent_at timestamptz not null default now(),
  kind text not null check (kind in ('novo_orcamento', 'alerta_acesso', 'resumo', 'proposta', 'aceite', 'copia_aceite', 'teste')),
  recipients text[] not null check (cardinality(recipients) <= 20),
  orcamento_id bigint references public."Orcamentos" (id) on delete set null,
  proposal_id bigint references public.proposals (id) on delete set null
);

create index if not exists mail_log_orcamento_idx on public.mail_log (orcamento_id, sent_at) where orcamento_id is not null;

alter table public.mail_log enable row level security;
revoke all on table public.mail_log from anon, authenticated, service_role;

-- Writes one record: the addresses checked as admin_set_notify_recipients checks them, each once,
-- in lower case. Internal: mail_record and job_mail_record decided who may write it.
create or replace function public.mail_write(p_kind text, p_recipients text[], p_orcamento_id bigint default null, p_proposal_id bigint default null)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cleaned text[];
  record_id bigint;
begin
  select coalesce(array_agg(distinct lower(btrim(r))), '{}') into cleaned from unnest(p_recipients) as r where btrim(r) <> '';
  if cardinality(cleaned) = 0 or exists (select 1 from unnest(cleaned) as r where r !~ '^[^@\s<>,;]+@[^@\s<>,;]+\.[^@\s<>,;]+$' or char_length(r) > 254) then
    raise exception 'mail_record: destinatário inválido' using errcode = '22023';
  end if;
  insert into public.mail_log (kind, recipients, orcamento_id, proposal_id) values (p_kind, cleaned, p_orcamento_id, p_proposal_id)
    returning id into record_id;
  return record_id;
end
$$;

revoke all on function public.mail_write(text, text[], bigint, bigint) from public, anon, authenticated, service_role;

-- Records an e-mail just sent. Who may say so depends on the kind, and p_ref is what proves it:
--   novo_orcamento  the server for the visitor: p_ref is the quote's submission id, within the hour
--                   it was stored (the id only that submission knows), once per quote;
--   aceite, copia_aceite  the server for the client: p_ref is the link's token, within the hour the
--                   proposal was accepted through it, once each per proposal;
--   alerta_acesso   the server for a sign-in under attack: p_ref is the account's e-mail, while its
--                   alert is claimed for the current 15-minute window (sign_in_attack_report), once;
--   proposta        an administrator: p_ref is the token of the version sent;
--   teste           an administrator ("Enviar e-mail de teste");
--   resumo          the daily job: the service role (on Supabase, job_mail_record with CRON_SECRET).
-- Returns the record's id.
create or replace function public.mail_record(p_kind text, p_recipients text[], p_ref text default null)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote_id bigint;
  proposal bigint;
  email text := lower(btrim(coalesce(p_ref, '')));
  window_start timestamptz;
begin
  if p_kind = 'novo_orcamento' then
    select o.id into quote_id from public."Orcamentos" o
      where o.submission_id::text = lower(p_ref) and o.created_at > now() - interval '1 hour'
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.orcamento_id = o.id);
  elsif p_kind in ('aceite', 'copia_aceite') then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposal_acceptances a on a.version_id = v.id join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref) and a.accepted_at > now() - interval '1 hour'
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.proposal_id = p.id);
  elsif p_kind = 'alerta_acesso' then
    select r.window_start into window_start from public.rate_limits r
      where r.key = 'signin_alert:' || email and r.window_start > now() - interval '900 seconds';
    if window_start is null or exists (select 1 from public.mail_log m where m.kind = p_kind and m.sent_at >= window_start) then
      raise exception 'mail_record: nenhum alerta pendente para esta conta' using errcode = '42501';
    end if;
    return public.mail_write(p_kind, p_recipients);
  elsif p_kind = 'proposta' and coalesce(public.is_admin(), false) then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref);
  elsif p_kind = 'teste' and coalesce(public.is_admin(), false) then
    return public.mail_write(p_kind, p_recipients);
  elsif p_kind = 'resumo' and auth.role() = 'service_role' then
    return public.mail_write(p_kind, p_recipients);
  else
    raise exception 'mail_record: % não é permitido a quem chama', coalesce(p_kind, 'null') using errcode = '42501';
  end if;
  if quote_id is null then
    raise exception 'mail_record: nada a registrar para esta referência' using errcode = '42501';
  end if;
  return public.mail_write(p_kind, p_recipients, quote_id, proposal);
end
$$;

revoke all on function public.mail_record(text, text[], text) from public;
grant execute on function public.mail_record(text, text[], text) to anon, authenticated, service_role;

-- The daily job on Supabase, which holds no service-role key (20261126130600): the digest's record.
create or replace function public.job_mail_record(p_key text, p_kind text, p_recipients text[], p_ref text default null)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.job_require_key(p_key);
  if p_kind is distinct from 'resumo' then
    raise exception 'job_mail_record: só o resumo do dia' using errcode = '42501';
  end if;
  return public.mail_write(p_kind, p_recipients);
end
$$;

revoke all on function public.job_mail_record(text, text, text[], text) from public;
grant execute on function public.job_mail_record(text, text, text[], text) to anon, authenticated;

-- The person's records gain their e-mails: every record about one of their quotes.
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
    'emails', coalesce((
      select jsonb_agg(jsonb_build_object('id', m.id, 'kind', m.kind, 'recipients', to_jsonb(m.recipients), 'sent_at', m.sent_at, 'orcamento_id', m.orcamento_id, 'proposal_id', m.proposal_id) order by m.sent_at, m.id)
      from public.mail_log m where m.orcamento_id = any(p_ids)), '[]'::jsonb)
  );
$$;

revoke all on function public.person_records(bigint[]) from public, anon, authenticated, service_role;

-- Anonymizing a quote also takes its client's addresses out of the e-mail records about it: the
-- e-mails to the client (a proposal, the copy of an acceptance) keep no recipient, even one the
-- administrator corrected since, and the others lose the quote's address; the business's own
-- addresses, the kinds and the dates stay.
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
