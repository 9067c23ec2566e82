-- Two lines of work met here: the bookings (20261128090000-090400: bookings, the quote's history,
-- the event address, the e-mail that tells the business an acceptance found its day full) and the
-- production path's least privilege and complete anonymization (20261128100000-100400), which
-- redefined mail_record and anonymize_quote_rows from their earlier bodies. This migration gives
-- each its one body with both: the e-mail kinds of both, recorded only by the server; an
-- anonymization that clears the bookings' columns as well as the proposals'. And it moves the
-- recipients of "Aceite recusado" to the server, as every other recipients list (job_ twin).

alter table public.mail_log drop constraint if exists mail_log_kind_check;
alter table public.mail_log add constraint mail_log_kind_check
  check (kind in ('novo_orcamento', 'alerta_acesso', 'resumo', 'proposta', 'aceite', 'copia_aceite', 'teste', 'pix_alterado', 'contato_alterado', 'data_indisponivel'));

create or replace function public.mail_record_checked(p_kind text, p_recipients text[], p_ref text, p_server boolean)
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
  if p_kind = 'novo_orcamento' and p_server then
    select o.id into quote_id from public."Orcamentos" o
      where o.submission_id::text = lower(p_ref) and o.created_at > now() - interval '1 hour'
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.orcamento_id = o.id);
  elsif p_kind in ('aceite', 'copia_aceite') and p_server then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposal_acceptances a on a.version_id = v.id join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref) and a.accepted_at > now() - interval '1 hour'
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.proposal_id = p.id);
  elsif p_kind = 'data_indisponivel' and p_server then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref)
        and exists (select 1 from public.audit_log a where a.subject = 'orcamento:' || p.orcamento_id and a.action = 'acceptance_unavailable' and a.at > now() - interval '1 hour')
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.proposal_id = p.id and m.sent_at > now() - interval '1 hour');
  elsif p_kind = 'alerta_acesso' and p_server then
    select r.window_start into window_start from public.rate_limits r
      where r.key = 'signin_alert:' || email and r.window_start > now() - interval '900 seconds';
    if window_start is null or exists (select 1 from public.mail_log m where m.kind = p_kind and m.sent_at >= window_start) then
      raise exception 'mail_record: nenhum alerta pendente para esta conta' using errcode = '42501';
    end if;
    return public.mail_write(p_kind, p_recipients);
  elsif p_kind in ('resumo', 'contato_alterado') and p_server then
    return public.mail_write(p_kind, p_recipients);
  elsif p_kind = 'proposta' and coalesce(public.is_admin(), false) then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref);
  elsif p_kind in ('teste', 'pix_alterado') and coalesce(public.is_admin(), false) then
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

revoke all on function public.mail_record_checked(text, text[], text, boolean) from public, anon, authenticated, service_role;

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

revoke all on function public.proposal_unavailable_recipients(text) from public, anon, authenticated;
grant execute on function public.proposal_unavailable_recipients(text) to service_role;

create or replace function public.job_proposal_unavailable_recipients(p_key text, p_token text)
returns text[] language plpgsql stable security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.proposal_unavailable_recipients(p_token); end $$;

revoke all on function public.job_proposal_unavailable_recipients(text, text) from public;
grant execute on function public.job_proposal_unavailable_recipients(text, text) to anon, authenticated;
