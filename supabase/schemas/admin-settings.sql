-- The proposals' settings: the deposit % the editor starts from and the Pix of the deposit's code.
create or replace function public.admin_proposal_settings()
 RETURNS TABLE(deposit_percent integer, pix_key text, pix_beneficiary text, pix_city text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return query select s.deposit_percent, s.pix_key, s.pix_beneficiary, s.pix_city from public.admin_settings s where s.id;
end
$function$;
revoke all on function public.admin_proposal_settings() from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_settings() to authenticated, service_role;

create or replace function public.admin_proposal_settings_save(p_deposit_percent integer, p_pix_key text, p_pix_beneficiary text, p_pix_city text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  before public.admin_settings%rowtype;
  after_ public.admin_settings%rowtype;
begin
  perform public.admin_quotes_require_admin();
  select * into before from public.admin_settings where id for update;
  if not found then
    return jsonb_build_object('saved', false);
  end if;
  update public.admin_settings
    set deposit_percent = p_deposit_percent, pix_key = nullif(btrim(p_pix_key), ''), pix_beneficiary = nullif(btrim(p_pix_beneficiary), ''), pix_city = nullif(btrim(p_pix_city), '')
    where id
    returning * into after_;
  if (after_.pix_key, after_.pix_beneficiary, after_.pix_city) is not distinct from (before.pix_key, before.pix_beneficiary, before.pix_city) then
    return jsonb_build_object('saved', true, 'pixChanged', false);
  end if;
  return jsonb_build_object(
    'saved', true,
    'pixChanged', true,
    'before', jsonb_build_object('key', public.pix_key_masked(before.pix_key), 'beneficiary', before.pix_beneficiary, 'city', before.pix_city),
    'after', jsonb_build_object('key', public.pix_key_masked(after_.pix_key), 'beneficiary', after_.pix_beneficiary, 'city', after_.pix_city),
    'by', nullif(auth.jwt() ->> 'email', ''),
    'at', now(),
    'administrators', coalesce((select jsonb_agg(u.email::text order by u.email) from public.admins a join auth.users u on u.id = a.user_id where u.email is not null), '[]'::jsonb)
  );
end
$function$;
revoke all on function public.admin_proposal_settings_save(p_deposit_percent integer, p_pix_key text, p_pix_beneficiary text, p_pix_city text) from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_settings_save(p_deposit_percent integer, p_pix_key text, p_pix_beneficiary text, p_pix_city text) to authenticated, service_role;

-- Any change of the Pix settings, whatever path it took, leaves a row in the audit log.
create or replace function public.admin_settings_pix_audit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if (new.pix_key, new.pix_beneficiary, new.pix_city) is distinct from (old.pix_key, old.pix_beneficiary, old.pix_city) then
    perform public.audit_write('pix_changed', 'configuracoes:pix', jsonb_build_object(
      'chave_antes', public.pix_key_masked(old.pix_key), 'chave_depois', public.pix_key_masked(new.pix_key),
      'favorecido_antes', old.pix_beneficiary, 'favorecido_depois', new.pix_beneficiary,
      'cidade_antes', old.pix_city, 'cidade_depois', new.pix_city));
  end if;
  return new;
end
$function$;
revoke all on function public.admin_settings_pix_audit() from public, anon, authenticated, service_role;
grant execute on function public.admin_settings_pix_audit() to service_role;

create or replace function public.admin_settings_touch()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$function$;
revoke all on function public.admin_settings_touch() from public, anon, authenticated, service_role;
grant execute on function public.admin_settings_touch() to service_role;

-- A Pix key as the audit log and the e-mail show it: enough to recognise, not enough to use.
create or replace function public.pix_key_masked(p_key text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when nullif(btrim(p_key), '') is null then '(nenhuma)'
    when char_length(btrim(p_key)) <= 6 then '•••'
    else left(btrim(p_key), 3) || '•••' || right(btrim(p_key), 2)
  end;
$function$;
revoke all on function public.pix_key_masked(p_key text) from public, anon, authenticated, service_role;
grant execute on function public.pix_key_masked(p_key text) to service_role;

drop trigger if exists admin_settings_pix_audit on admin_settings;
CREATE TRIGGER admin_settings_pix_audit AFTER UPDATE OF pix_key, pix_beneficiary, pix_city ON public.admin_settings FOR EACH ROW EXECUTE FUNCTION public.admin_settings_pix_audit();

drop trigger if exists admin_settings_touch on admin_settings;
CREATE TRIGGER admin_settings_touch BEFORE UPDATE ON public.admin_settings FOR EACH ROW EXECUTE FUNCTION public.admin_settings_touch();

drop policy if exists admin_settings_select_admins on public.admin_settings;
create policy admin_settings_select_admins on public.admin_settings
  for select
  to authenticated
  using ((select public.is_admin()));

drop policy if exists admin_settings_update_admins on public.admin_settings;
create policy admin_settings_update_admins on public.admin_settings
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

revoke all on table public.admin_settings from public, anon, authenticated, service_role;
grant all on table public.admin_settings to service_role;
