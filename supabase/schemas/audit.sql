-- The audit log, newest first: p_limit rows with an id below p_before, optionally of one action.
create or replace function public.admin_audit_log(p_limit integer, p_before bigint DEFAULT NULL::bigint, p_action text DEFAULT NULL::text)
 RETURNS TABLE(id bigint, at timestamp with time zone, actor_email text, action text, subject text, detail jsonb)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  if p_limit is null or p_limit not between 1 and 1000 then
    raise exception 'admin_audit_log: limit 1 to 1000' using errcode = '22023';
  end if;
  return query
    select a.id, a.at, a.actor_email, a.action, a.subject, a.detail from public.audit_log a
    where (p_before is null or a.id < p_before) and (p_action is null or a.action = p_action)
    order by a.id desc limit p_limit;
end
$function$;
revoke all on function public.admin_audit_log(p_limit integer, p_before bigint, p_action text) from public, anon, authenticated, service_role;
grant execute on function public.admin_audit_log(p_limit integer, p_before bigint, p_action text) to authenticated, service_role;

-- The audit log is append-only for everyone, the service role and the owner included: no row is
-- ever changed, and a row leaves only once it is 12 months old (the retention run).
create or replace function public.audit_log_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' and old.at < now() - interval '12 months' then
    return old;
  end if;
  raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
end
$function$;
revoke all on function public.audit_log_append_only() from public, anon, authenticated, service_role;
grant execute on function public.audit_log_append_only() to service_role;

create or replace function public.audit_log_no_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
end
$function$;
revoke all on function public.audit_log_no_truncate() from public, anon, authenticated, service_role;
grant execute on function public.audit_log_no_truncate() to service_role;

-- For the app: an administrator records an access of their own (a quote opened, a CSV export). Only
-- those actions, with a short subject and a detail of at most 2,000 characters of JSON: a token
-- cannot forge another action's row (a "pix_changed") nor fill the log a year long.
create or replace function public.audit_record(p_action text, p_subject text DEFAULT NULL::text, p_detail jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not public.is_admin() then
    raise exception 'audit_record: somente administradores' using errcode = '42501';
  end if;
  if p_action is null or p_action not in ('quote_opened', 'csv_export') then
    raise exception 'audit_record: ação desconhecida (%)', left(coalesce(p_action, 'null'), 40) using errcode = '22023';
  end if;
  if char_length(coalesce(p_subject, '')) > 100 then
    raise exception 'audit_record: assunto longo demais (máximo 100 caracteres)' using errcode = '22001';
  end if;
  if p_detail is not null and (jsonb_typeof(p_detail) <> 'object' or char_length(p_detail::text) > 2000) then
    raise exception 'audit_record: detalhe inválido (um objeto JSON de até 2.000 caracteres)' using errcode = '22001';
  end if;
  perform public.audit_write(p_action, p_subject, p_detail);
end
$function$;
revoke all on function public.audit_record(p_action text, p_subject text, p_detail jsonb) from public, anon, authenticated, service_role;
grant execute on function public.audit_record(p_action text, p_subject text, p_detail jsonb) to authenticated, service_role;

-- For security-definer functions and jobs: writes one row as the current caller (or the system).
create or replace function public.audit_write(p_action text, p_subject text DEFAULT NULL::text, p_detail jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.audit_log (actor_id, actor_email, action, subject, detail)
  values (auth.uid(), nullif(auth.jwt() ->> 'email', ''), p_action, p_subject, coalesce(p_detail, '{}'::jsonb));
$function$;
revoke all on function public.audit_write(p_action text, p_subject text, p_detail jsonb) from public, anon, authenticated, service_role;
grant execute on function public.audit_write(p_action text, p_subject text, p_detail jsonb) to service_role;

drop trigger if exists audit_log_append_only on audit_log;
CREATE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH ROW EXECUTE FUNCTION public.audit_log_append_only();

drop trigger if exists audit_log_no_truncate on audit_log;
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION public.audit_log_no_truncate();

drop policy if exists audit_log_select_admins on public.audit_log;
create policy audit_log_select_admins on public.audit_log
  for select
  to authenticated
  using ((select public.is_admin()));

revoke all on table public.audit_log from public, anon, authenticated, service_role;
grant references, select, trigger on table public.audit_log to service_role;

revoke all on sequence public.audit_log_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.audit_log_id_seq to service_role;
