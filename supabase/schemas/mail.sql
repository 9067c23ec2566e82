-- "Avisos": the administrator reads the list.
create or replace function public.admin_notify_recipients()
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'admin_notify_recipients: somente administradores' using errcode = '42501';
  end if;
  return (select s.notify_recipients from public.admin_settings s where s.id);
end
$function$;
revoke all on function public.admin_notify_recipients() from public, anon, authenticated, service_role;
grant execute on function public.admin_notify_recipients() to authenticated, service_role;

-- Changed only through admin_set_notify_recipients (no column grant), which records the change.
create or replace function public.admin_set_notify_recipients(p_recipients text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  cleaned text[];
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'admin_set_notify_recipients: somente administradores' using errcode = '42501';
  end if;
  select coalesce(array_agg(distinct lower(btrim(r))), '{}') into cleaned from unnest(p_recipients) as r where btrim(r) <> '';
  if exists (select 1 from unnest(cleaned) as r where r !~ '^[^@\s<>,;]+@[^@\s<>,;]+\.[^@\s<>,;]+$' or char_length(r) > 254) then
    raise exception 'admin_set_notify_recipients: e-mail inválido' using errcode = '22023';
  end if;
  update public.admin_settings set notify_recipients = cleaned where id;
  perform public.audit_write('notify_recipients_changed', 'configuracoes:avisos', jsonb_build_object('destinatarios', cardinality(cleaned)));
end
$function$;
revoke all on function public.admin_set_notify_recipients(p_recipients text[]) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_notify_recipients(p_recipients text[]) to authenticated, service_role;

-- Records an e-mail just sent (20261127090100), with one kind more:
--   data_indisponivel  the server for the client: p_ref is the link's token, within the hour an
--                      acceptance through it was refused, once an hour per proposal.
create or replace function public.mail_record(p_kind text, p_recipients text[], p_ref text DEFAULT NULL::text)
 RETURNS bigint
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ select public.mail_record_checked(p_kind, p_recipients, p_ref, coalesce(auth.role() = 'service_role', false)) $function$;
revoke all on function public.mail_record(p_kind text, p_recipients text[], p_ref text) from public, anon, authenticated, service_role;
grant execute on function public.mail_record(p_kind text, p_recipients text[], p_ref text) to authenticated, service_role;

create or replace function public.mail_record_checked(p_kind text, p_recipients text[], p_ref text, p_server boolean)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    -- The link's own acceptance: the proposal's, or an aditivo's (accepted later, on its own link).
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposals p on p.id = v.proposal_id,
        lateral (select coalesce((select a.accepted_at from public.proposal_acceptances a where a.version_id = v.id),
                                 (select aa.accepted_at from public.proposal_amendment_acceptances aa where aa.version_id = v.id)) as at) accepted
      where v.token_hash = public.proposal_token_hash(p_ref) and accepted.at > now() - interval '1 hour'
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.proposal_id = p.id and m.sent_at >= accepted.at);
  elsif p_kind = 'recusa' and p_server then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_versions v join public.proposal_refusals r on r.version_id = v.id join public.proposals p on p.id = v.proposal_id
      where v.token_hash = public.proposal_token_hash(p_ref) and r.refused_at > now() - interval '1 hour'
        and not exists (select 1 from public.mail_log m where m.kind = p_kind and m.proposal_id = p.id and m.sent_at >= r.refused_at);
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
  elsif p_kind = 'recibo' and coalesce(public.is_admin(), false) then
    select p.orcamento_id, p.id into quote_id, proposal
      from public.proposal_payments pp join public.proposals p on p.id = pp.proposal_id
      where pp.id::text = p_ref;
  elsif p_kind in ('pix_alterado', 'tarefas_sem_chave') and p_server then
    -- The outbox's alert p_ref went out: it is closed with its record, once.
    update public.admin_alerts set sent_at = now() where id::text = p_ref and kind = p_kind and sent_at is null;
    if not found then
      raise exception 'mail_record: nenhum aviso pendente com esta referência' using errcode = '42501';
    end if;
    return public.mail_write(p_kind, p_recipients);
  elsif p_kind = 'teste' and coalesce(public.is_admin(), false) then
    return public.mail_write(p_kind, p_recipients);
  else
    raise exception 'mail_record: % não é permitido a quem chama', coalesce(p_kind, 'null') using errcode = '42501';
  end if;
  if quote_id is null then
    raise exception 'mail_record: nada a registrar para esta referência' using errcode = '42501';
  end if;
  return public.mail_write(p_kind, p_recipients, quote_id, proposal);
end
$function$;
revoke all on function public.mail_record_checked(p_kind text, p_recipients text[], p_ref text, p_server boolean) from public, anon, authenticated, service_role;

-- Writes one record: the addresses checked as admin_set_notify_recipients checks them, each once,
-- in lower case. Internal: mail_record and job_mail_record decided who may write it.
create or replace function public.mail_write(p_kind text, p_recipients text[], p_orcamento_id bigint DEFAULT NULL::bigint, p_proposal_id bigint DEFAULT NULL::bigint)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.mail_write(p_kind text, p_recipients text[], p_orcamento_id bigint, p_proposal_id bigint) from public, anon, authenticated, service_role;

-- For the server telling the business that a client accepted a proposal (migration 20261126120000),
-- as the anonymous client: the recipients, only for a link accepted within the last hour. The
-- link's token is the capability. Plain PL/pgSQL: the proposal tables come in a later migration.
create or replace function public.proposal_acceptance_recipients(p_token text)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if to_regclass('public.proposal_acceptances') is null or p_token is null then
    return null;
  end if;
  if exists (
    select 1 from public.proposal_versions v join public.proposal_acceptances a on a.version_id = v.id
    where v.token_hash = public.proposal_token_hash(p_token) and a.accepted_at > now() - interval '1 hour'
  ) then
    return (select s.notify_recipients from public.admin_settings s where s.id);
  end if;
  return null;
end
$function$;
revoke all on function public.proposal_acceptance_recipients(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.proposal_acceptance_recipients(p_token text) to service_role;

-- Who is told of a refusal through `p_token` in the last hour (the administrator's list), once per
-- version; null otherwise. The server's (job_ twin on Supabase).
create or replace function public.proposal_refusal_recipients(p_token text)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (
    select 1 from public.proposal_versions v join public.proposal_refusals r on r.version_id = v.id
    where v.token_hash = public.proposal_token_hash(p_token) and r.refused_at > now() - interval '1 hour'
      and not exists (select 1 from public.mail_log m where m.kind = 'recusa' and m.proposal_id = v.proposal_id and m.sent_at >= r.refused_at)
  ) then
    return coalesce((select s.notify_recipients from public.admin_settings s where s.id), '{}'::text[]);
  end if;
  return null;
end
$function$;
revoke all on function public.proposal_refusal_recipients(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.proposal_refusal_recipients(p_token text) to service_role;

-- Who is told of an acceptance refused through `p_token` in the last hour (the administrator's list),
-- at most once an hour per proposal; null otherwise.
create or replace function public.proposal_unavailable_recipients(p_token text)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (
    select 1 from public.proposal_versions v join public.proposals p on p.id = v.proposal_id
    where v.token_hash = public.proposal_token_hash(p_token)
      and exists (select 1 from public.audit_log a where a.subject = 'orcamento:' || p.orcamento_id and a.action = 'acceptance_unavailable' and a.at > now() - interval '1 hour')
      and not exists (select 1 from public.mail_log m where m.kind = 'data_indisponivel' and m.proposal_id = p.id and m.sent_at > now() - interval '1 hour')
  ) then
    return coalesce((select s.notify_recipients from public.admin_settings s where s.id), '{}'::text[]);
  end if;
  return null;
end
$function$;
revoke all on function public.proposal_unavailable_recipients(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.proposal_unavailable_recipients(p_token text) to service_role;

-- For the server sending the e-mail of a quote it has just stored as the anonymous visitor: the
-- recipients, only while that submission's notification is claimed (pending) and recent. The
-- submission id, a random UUID only that submission knows, is the capability.
create or replace function public.quote_notification_recipients(p_submission_id uuid)
 RETURNS text[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select s.notify_recipients
  from public.admin_settings s
  where s.id and exists (
    select 1 from public."Orcamentos" o
    where o.submission_id = p_submission_id and o.notification_status in ('pending', 'failed') and not o.suspect
      and o.created_at > now() - interval '1 hour'
  );
$function$;
revoke all on function public.quote_notification_recipients(p_submission_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.quote_notification_recipients(p_submission_id uuid) to service_role;

-- The new-quote e-mail's bookkeeping, for the server that sent the quote as the anonymous
-- visitor. The submission id (a random UUID only that submission knows) is the capability:
-- 'pending' claims the notification once and returns the quote's id for the link (null when
-- already claimed); 'sent' and 'failed' record the outcome of an attempt.
create or replace function public.record_quote_notification(p_submission_id uuid, p_outcome text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  quote_id bigint;
begin
  if p_outcome = 'pending' then
    update public."Orcamentos" set notification_status = 'pending'
      where submission_id = p_submission_id and notification_status is null
      returning id into quote_id;
  elsif p_outcome in ('sent', 'failed') then
    update public."Orcamentos"
      set notification_status = p_outcome,
          notification_attempts = notification_attempts + 1,
          notified_at = case when p_outcome = 'sent' then now() else notified_at end
      where submission_id = p_submission_id and notification_status in ('pending', 'failed')
      returning id into quote_id;
  else
    raise exception 'invalid notification outcome: %', p_outcome using errcode = '22023';
  end if;
  return quote_id;
end
$function$;
revoke all on function public.record_quote_notification(p_submission_id uuid, p_outcome text) from public, anon, authenticated, service_role;
grant execute on function public.record_quote_notification(p_submission_id uuid, p_outcome text) to service_role;

revoke all on table public.mail_log from public, anon, authenticated, service_role;

revoke all on sequence public.mail_log_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.mail_log_id_seq to service_role;
