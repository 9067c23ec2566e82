-- Registers the SHA-256 (hex) of this deploy's CRON_SECRET; true when it changed (then audited).
-- Only from a session that proved the password within the last 5 minutes (the server calls it right
-- after the sign-in): a stolen token used later cannot install a key of its own.
create or replace function public.admin_set_job_key(p_sha256 text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'admin_set_job_key: somente administradores' using errcode = '42501';
  end if;
  if not public.admin_password_fresh(true) then
    raise exception 'admin_set_job_key: só logo depois de entrar com a senha' using errcode = '42501';
  end if;
  if p_sha256 is null or p_sha256 !~ '^[0-9a-f]{64}$' then
    raise exception 'admin_set_job_key: informe o SHA-256 em hexadecimal' using errcode = '22023';
  end if;
  update public.admin_settings set job_key_sha256 = p_sha256 where id and job_key_sha256 is distinct from p_sha256;
  if not found then
    return false;
  end if;
  perform public.audit_write('job_key_set', 'configuracoes:tarefas', '{}'::jsonb);
  return true;
end
$function$;
revoke all on function public.admin_set_job_key(p_sha256 text) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_job_key(p_sha256 text) to authenticated, service_role;

-- On Supabase the server holds no service-role key: the job calls this twin with CRON_SECRET.
create or replace function public.job_bookings_lapse(p_key text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.bookings_lapse(now()); end $function$;
revoke all on function public.job_bookings_lapse(p_key text) from public, anon, authenticated, service_role;
grant execute on function public.job_bookings_lapse(p_key text) to anon, authenticated, service_role;

create or replace function public.job_digest_claim(p_key text, p_day date)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.digest_claim(p_day); end $function$;
revoke all on function public.job_digest_claim(p_key text, p_day date) from public, anon, authenticated, service_role;
grant execute on function public.job_digest_claim(p_key text, p_day date) to anon, authenticated, service_role;

create or replace function public.job_digest_content(p_key text, p_now timestamp with time zone DEFAULT now())
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.digest_content(p_now); end $function$;
revoke all on function public.job_digest_content(p_key text, p_now timestamp with time zone) from public, anon, authenticated, service_role;
grant execute on function public.job_digest_content(p_key text, p_now timestamp with time zone) to anon, authenticated, service_role;

create or replace function public.job_digest_finish(p_key text, p_day date, p_sent boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); perform public.digest_finish(p_day, p_sent); end $function$;
revoke all on function public.job_digest_finish(p_key text, p_day date, p_sent boolean) from public, anon, authenticated, service_role;
grant execute on function public.job_digest_finish(p_key text, p_day date, p_sent boolean) to anon, authenticated, service_role;

create or replace function public.job_digest_recipients(p_key text)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.digest_recipients(); end $function$;
revoke all on function public.job_digest_recipients(p_key text) from public, anon, authenticated, service_role;
grant execute on function public.job_digest_recipients(p_key text) to anon, authenticated, service_role;

create or replace function public.job_limit_count(p_key text, p_scope text, p_subject text)
 RETURNS TABLE(total integer, reset_in_ms integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return query select c.total, c.reset_in_ms from public.limit_count(p_scope, p_subject) c; end $function$;
revoke all on function public.job_limit_count(p_key text, p_scope text, p_subject text) from public, anon, authenticated, service_role;
grant execute on function public.job_limit_count(p_key text, p_scope text, p_subject text) to anon, authenticated, service_role;

-- The daily job on Supabase, which holds no service-role key (20261126130600): the digest's record.
create or replace function public.job_mail_record(p_key text, p_kind text, p_recipients text[], p_ref text DEFAULT NULL::text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.mail_record_checked(p_kind, p_recipients, p_ref, true); end $function$;
revoke all on function public.job_mail_record(p_key text, p_kind text, p_recipients text[], p_ref text) from public, anon, authenticated, service_role;
grant execute on function public.job_mail_record(p_key text, p_kind text, p_recipients text[], p_ref text) to anon, authenticated, service_role;

create or replace function public.job_proposal_acceptance_recipients(p_key text, p_token text)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.proposal_acceptance_recipients(p_token); end $function$;
revoke all on function public.job_proposal_acceptance_recipients(p_key text, p_token text) from public, anon, authenticated, service_role;
grant execute on function public.job_proposal_acceptance_recipients(p_key text, p_token text) to anon, authenticated, service_role;

create or replace function public.job_proposal_refusal_recipients(p_key text, p_token text)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.proposal_refusal_recipients(p_token); end $function$;
revoke all on function public.job_proposal_refusal_recipients(p_key text, p_token text) from public, anon, authenticated, service_role;
grant execute on function public.job_proposal_refusal_recipients(p_key text, p_token text) to anon, authenticated, service_role;

create or replace function public.job_proposal_unavailable_recipients(p_key text, p_token text)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.proposal_unavailable_recipients(p_token); end $function$;
revoke all on function public.job_proposal_unavailable_recipients(p_key text, p_token text) from public, anon, authenticated, service_role;
grant execute on function public.job_proposal_unavailable_recipients(p_key text, p_token text) to anon, authenticated, service_role;

-- The job_ twins of the server's operations: what the Supabase transport calls for the server
-- (lib/db/rpc-supabase.ts), each refusing a key that is not the registered CRON_SECRET's.
create or replace function public.job_quote_intake(p_key text, p_quote jsonb, p_client text, p_per_client integer, p_site_per_minute integer, p_proof text DEFAULT NULL::text, p_can_prove boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.quote_intake(p_quote, p_client, p_per_client, p_site_per_minute, p_proof, p_can_prove); end $function$;
revoke all on function public.job_quote_intake(p_key text, p_quote jsonb, p_client text, p_per_client integer, p_site_per_minute integer, p_proof text, p_can_prove boolean) from public, anon, authenticated, service_role;
grant execute on function public.job_quote_intake(p_key text, p_quote jsonb, p_client text, p_per_client integer, p_site_per_minute integer, p_proof text, p_can_prove boolean) to anon, authenticated, service_role;

create or replace function public.job_quote_notification_recipients(p_key text, p_submission_id uuid)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.quote_notification_recipients(p_submission_id); end $function$;
revoke all on function public.job_quote_notification_recipients(p_key text, p_submission_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.job_quote_notification_recipients(p_key text, p_submission_id uuid) to anon, authenticated, service_role;

create or replace function public.job_quote_probe(p_key text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.quote_probe(); end $function$;
revoke all on function public.job_quote_probe(p_key text) from public, anon, authenticated, service_role;
grant execute on function public.job_quote_probe(p_key text) to anon, authenticated, service_role;

create or replace function public.job_record_quote_notification(p_key text, p_submission_id uuid, p_outcome text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.record_quote_notification(p_submission_id, p_outcome); end $function$;
revoke all on function public.job_record_quote_notification(p_key text, p_submission_id uuid, p_outcome text) from public, anon, authenticated, service_role;
grant execute on function public.job_record_quote_notification(p_key text, p_submission_id uuid, p_outcome text) to anon, authenticated, service_role;

-- Refuses a call whose key is not the registered one (none registered refuses every key).
create or replace function public.job_require_key(p_key text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_key is null or char_length(p_key) < 16 or not exists (
    select 1 from public.admin_settings s where s.id and s.job_key_sha256 = encode(sha256(convert_to(p_key, 'UTF8')), 'hex')
  ) then
    raise exception 'chave das tarefas diárias inválida ou não registrada' using errcode = '42501';
  end if;
end
$function$;
revoke all on function public.job_require_key(p_key text) from public, anon, authenticated, service_role;

create or replace function public.job_run_retention(p_key text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.run_retention(); end $function$;
revoke all on function public.job_run_retention(p_key text) from public, anon, authenticated, service_role;
grant execute on function public.job_run_retention(p_key text) to anon, authenticated, service_role;

create or replace function public.job_sign_in_attack_report(p_key text, p_email text, p_threshold integer)
 RETURNS text[]
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.sign_in_attack_report(p_email, p_threshold); end $function$;
revoke all on function public.job_sign_in_attack_report(p_key text, p_email text, p_threshold integer) from public, anon, authenticated, service_role;
grant execute on function public.job_sign_in_attack_report(p_key text, p_email text, p_threshold integer) to anon, authenticated, service_role;

create or replace function public.job_sign_in_attempt(p_key text, p_email text, p_client text, p_address text DEFAULT NULL::text)
 RETURNS TABLE(pair_total integer, pair_reset_in_ms integer, address_total integer, address_reset_in_ms integer, email_total integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.job_require_key(p_key);
  return query select a.pair_total, a.pair_reset_in_ms, a.address_total, a.address_reset_in_ms, a.email_total from public.sign_in_attempt(p_email, p_client, p_address) a;
end
$function$;
revoke all on function public.job_sign_in_attempt(p_key text, p_email text, p_client text, p_address text) from public, anon, authenticated, service_role;
grant execute on function public.job_sign_in_attempt(p_key text, p_email text, p_client text, p_address text) to anon, authenticated, service_role;

create or replace function public.job_site_contact_check(p_key text, p_whatsapp text, p_email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return public.site_contact_check(p_whatsapp, p_email); end $function$;
revoke all on function public.job_site_contact_check(p_key text, p_whatsapp text, p_email text) from public, anon, authenticated, service_role;
grant execute on function public.job_site_contact_check(p_key text, p_whatsapp text, p_email text) to anon, authenticated, service_role;

create or replace function public.job_alerts_pending(p_key text)
 RETURNS TABLE(id bigint, kind text, detail jsonb, created_at timestamp with time zone, attempts integer, administrators text[])
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform public.job_require_key(p_key); return query select * from public.alerts_pending(); end $function$;
revoke all on function public.job_alerts_pending(p_key text) from public, anon, authenticated, service_role;
grant execute on function public.job_alerts_pending(p_key text) to anon, authenticated, service_role;
