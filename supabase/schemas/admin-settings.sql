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
  key_ text := nullif(btrim(p_pix_key), '');
  beneficiary text := nullif(btrim(p_pix_beneficiary), '');
  city text := nullif(btrim(p_pix_city), '');
begin
  perform public.admin_quotes_require_admin();
  if key_ is not null and public.pix_key_type(key_) is null then
    raise exception 'admin_proposal_settings_save: chave Pix inválida' using errcode = '22023';
  end if;
  select * into before from public.admin_settings where id for update;
  if not found then
    return jsonb_build_object('saved', false);
  end if;
  -- What moves money needs the password again: a token alone (copied, stolen) is not enough.
  if (key_, beneficiary, city) is distinct from (before.pix_key, before.pix_beneficiary, before.pix_city)
     and not public.admin_reauth_fresh() then
    raise exception 'admin_proposal_settings_save: confirme a senha para mudar o Pix' using errcode = '28P01';
  end if;
  update public.admin_settings
    set deposit_percent = p_deposit_percent, pix_key = key_, pix_beneficiary = beneficiary, pix_city = city
    where id
    returning * into after_;
  return jsonb_build_object(
    'saved', true,
    'pixChanged', (after_.pix_key, after_.pix_beneficiary, after_.pix_city) is distinct from (before.pix_key, before.pix_beneficiary, before.pix_city)
  );
end
$function$;
revoke all on function public.admin_proposal_settings_save(p_deposit_percent integer, p_pix_key text, p_pix_beneficiary text, p_pix_city text) from public, anon, authenticated, service_role;
grant execute on function public.admin_proposal_settings_save(p_deposit_percent integer, p_pix_key text, p_pix_beneficiary text, p_pix_city text) to authenticated, service_role;

-- The business's identity on receipts and proposals (quitação): legal name, CNPJ or CPF (digits,
-- check digits verified), address and the city where it receives payments.
create or replace function public.admin_business_identity()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return (select jsonb_build_object('legalName', s.legal_name, 'document', s.legal_document, 'address', s.legal_address, 'city', s.legal_city)
          from public.admin_settings s where s.id);
end
$function$;
revoke all on function public.admin_business_identity() from public, anon, authenticated, service_role;
grant execute on function public.admin_business_identity() to authenticated, service_role;

create or replace function public.admin_set_business_identity(p_legal_name text, p_document text, p_address text, p_city text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  name_ text := btrim(coalesce(p_legal_name, ''));
  document text := regexp_replace(upper(coalesce(p_document, '')), '[^0-9A-Z]', '', 'g');
  address text := btrim(coalesce(p_address, ''));
  city text := btrim(coalesce(p_city, ''));
begin
  perform public.admin_quotes_require_admin();
  if char_length(name_) not between 3 and 200 then
    raise exception 'informe a razão social ou o nome (de 3 a 200 caracteres)' using errcode = '22023';
  end if;
  if coalesce(public.pix_key_type(document), '') not in ('cpf', 'cnpj') then
    raise exception 'CNPJ ou CPF inválido' using errcode = 'ID001';
  end if;
  if char_length(address) not between 10 and 300 or char_length(city) not between 2 and 100 then
    raise exception 'informe o endereço completo (de 10 a 300 caracteres) e a cidade' using errcode = '22023';
  end if;
  update public.admin_settings set legal_name = name_, legal_document = document, legal_address = address, legal_city = city where id;
  perform public.audit_write('business_identity_changed', 'configuracoes', jsonb_build_object('tipo', public.pix_key_type(document)));
  return found;
end
$function$;
revoke all on function public.admin_set_business_identity(p_legal_name text, p_document text, p_address text, p_city text) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_business_identity(p_legal_name text, p_document text, p_address text, p_city text) to authenticated, service_role;

-- The identity as documents carry it; null until the owner sets it.
create or replace function public.business_issuer()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case when s.legal_name is not null then jsonb_build_object('legalName', s.legal_name, 'document', s.legal_document,
    'documentKind', public.pix_key_type(s.legal_document), 'address', s.legal_address, 'city', s.legal_city) end
  from public.admin_settings s where s.id
$function$;
revoke all on function public.business_issuer() from public, anon, authenticated, service_role;
grant execute on function public.business_issuer() to service_role;

-- Whether the caller's own session proved the password within the last 5 minutes: a
-- re-authentication recorded for that session (admin_reauth) or, when p_sign_in, the sign-in that
-- opened it. A token copied or renewed later proves neither. The one rule of "password just typed".
create or replace function public.admin_password_fresh(p_sign_in boolean)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.admin_sessions s left join public.admin_reauth r on r.session_id = s.id
    where s.id = public.session_current_id() and s.user_id = auth.uid() and s.ended_at is null
      and (r.at > now() - interval '5 minutes' or (p_sign_in and s.created_at > now() - interval '5 minutes'))
  );
$function$;
revoke all on function public.admin_password_fresh(p_sign_in boolean) from public, anon, authenticated, service_role;
grant execute on function public.admin_password_fresh(p_sign_in boolean) to service_role;

-- Whether the caller's own session confirmed the password again within the last 5 minutes (the
-- money settings: the sign-in alone does not count).
create or replace function public.admin_reauth_fresh()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ select public.admin_password_fresh(false) $function$;
revoke all on function public.admin_reauth_fresh() from public, anon, authenticated, service_role;
grant execute on function public.admin_reauth_fresh() to service_role;

-- Records that the administrator of session p_session typed their password again. Only a proof of
-- that password may call it: the server after checking the embedded account's hash (the service
-- role), or, on Supabase, a session Supabase Auth opened for that password within the last 2
-- minutes (a new sign-in; a refreshed or copied token keeps its old session and is refused).
create or replace function public.admin_reauth_record(p_user uuid, p_session uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  fresh boolean := false;
begin
  if coalesce(auth.jwt() ->> 'role', '') = 'service_role' then
    fresh := true;
  elsif auth.uid() = p_user and public.session_current_id() is distinct from p_session and to_regclass('auth.sessions') is not null then
    execute 'select exists (select 1 from auth.sessions where id = $1 and user_id = $2 and created_at > now() - interval ''2 minutes'')'
      into fresh using public.session_current_id(), auth.uid();
  end if;
  if not fresh or not exists (select 1 from public.admins a where a.user_id = p_user) then
    raise exception 'admin_reauth_record: a senha não foi confirmada' using errcode = '42501';
  end if;
  if not exists (select 1 from public.admin_sessions s where s.id = p_session and s.user_id = p_user and s.ended_at is null) then
    return false;
  end if;
  insert into public.admin_reauth (session_id, at) values (p_session, now())
    on conflict (session_id) do update set at = excluded.at;
  perform public.audit_write('password_confirmed', 'sessao:' || p_session, '{}'::jsonb);
  return true;
end
$function$;
revoke all on function public.admin_reauth_record(p_user uuid, p_session uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_reauth_record(p_user uuid, p_session uuid) to authenticated, service_role;

-- The alerts not yet delivered, oldest first, each with the administrators' addresses: the server
-- sends each and its mail_record (kind and alert id) closes it; until then every run tries again.
create or replace function public.alerts_pending()
 RETURNS TABLE(id bigint, kind text, detail jsonb, created_at timestamp with time zone, attempts integer, administrators text[])
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.admin_alerts a set attempts = a.attempts + 1, last_attempt_at = now()
  where a.id in (select p.id from public.admin_alerts p where p.sent_at is null order by p.id limit 20)
  returning a.id, a.kind, a.detail, a.created_at, a.attempts,
    coalesce((select array_agg(u.email::text order by u.email) from public.admins ad join auth.users u on u.id = ad.user_id where u.email is not null), '{}');
$function$;
revoke all on function public.alerts_pending() from public, anon, authenticated, service_role;
grant execute on function public.alerts_pending() to service_role;

-- "Avisos": the alerts still waiting to be e-mailed.
create or replace function public.admin_alerts_pending()
 RETURNS TABLE(id bigint, kind text, detail jsonb, created_at timestamp with time zone, attempts integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.admin_quotes_require_admin();
  return query select a.id, a.kind, a.detail, a.created_at, a.attempts from public.admin_alerts a where a.sent_at is null order by a.id limit 50;
end
$function$;
revoke all on function public.admin_alerts_pending() from public, anon, authenticated, service_role;
grant execute on function public.admin_alerts_pending() to authenticated, service_role;

-- A Pix key in the form the BR Code carries (lib/proposals/pix-key.ts writes it so): its type, or
-- null when it is none. CPF and CNPJ (alphanumeric too) with their check digits, +55 mobile with a
-- DDD in use, e-mail in lower case, random key as a lower-case UUID.
create or replace function public.pix_key_type(p_key text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v integer[];
  total integer;
  d1 integer;
  d2 integer;
  w1 integer[] := array[5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  w2 integer[] := array[6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
begin
  if p_key is null or char_length(p_key) > 77 then
    return null;
  end if;
  if p_key ~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$' then
    return 'email';
  end if;
  if p_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return 'random';
  end if;
  if p_key ~ '^\+55[0-9]{2}9[0-9]{8}$' then
    return case when substr(p_key, 4, 2) = any (string_to_array('11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99', ' '))
      then 'phone' end;
  end if;
  if p_key ~ '^[0-9]{11}$' and p_key !~ '^(.)\1{10}$' then
    v := array(select ascii(c) - 48 from regexp_split_to_table(p_key, '') with ordinality as t(c, n) order by n);
    select sum(v[i] * (11 - i)) into total from generate_series(1, 9) i;
    d1 := case when total % 11 < 2 then 0 else 11 - total % 11 end;
    select sum(v[i] * (12 - i)) into total from generate_series(1, 10) i;
    d2 := case when total % 11 < 2 then 0 else 11 - total % 11 end;
    return case when d1 = v[10] and d2 = v[11] then 'cpf' end;
  end if;
  if p_key ~ '^[0-9A-Z]{12}[0-9]{2}$' and p_key !~ '^(.)\1{13}$' then
    v := array(select ascii(c) - 48 from regexp_split_to_table(p_key, '') with ordinality as t(c, n) order by n);
    select sum(v[i] * w1[i]) into total from generate_series(1, 12) i;
    d1 := case when total % 11 < 2 then 0 else 11 - total % 11 end;
    select sum(v[i] * w2[i]) into total from generate_series(1, 13) i;
    d2 := case when total % 11 < 2 then 0 else 11 - total % 11 end;
    return case when d1 = v[13] and d2 = v[14] then 'cnpj' end;
  end if;
  return null;
end
$function$;
revoke all on function public.pix_key_type(p_key text) from public, anon, authenticated, service_role;
grant execute on function public.pix_key_type(p_key text) to service_role;

-- Any change of the Pix settings, whatever path it took (the owner's own UPDATE included): a key
-- of no known type is refused, and the change leaves its audit row and an alert in the outbox, in the
-- same transaction, for the server to e-mail to every administrator.
create or replace function public.admin_settings_pix_audit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  detail jsonb;
begin
  if (new.pix_key, new.pix_beneficiary, new.pix_city) is distinct from (old.pix_key, old.pix_beneficiary, old.pix_city) then
    if new.pix_key is not null and public.pix_key_type(new.pix_key) is null then
      raise exception 'admin_settings: chave Pix inválida' using errcode = '22023';
    end if;
    detail := jsonb_build_object(
      'chave_antes', public.pix_key_masked(old.pix_key), 'chave_depois', public.pix_key_masked(new.pix_key),
      'favorecido_antes', left(old.pix_beneficiary, 60), 'favorecido_depois', left(new.pix_beneficiary, 60),
      'cidade_antes', left(old.pix_city, 60), 'cidade_depois', left(new.pix_city, 60));
    perform public.audit_write('pix_changed', 'configuracoes:pix', detail);
    insert into public.admin_alerts (kind, detail)
    values ('pix_alterado', detail || jsonb_build_object('por', nullif(auth.jwt() ->> 'email', ''), 'em', now()));
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

revoke all on table public.admin_reauth from public, anon, authenticated, service_role;
grant all on table public.admin_reauth to service_role;

revoke all on table public.admin_alerts from public, anon, authenticated, service_role;
grant all on table public.admin_alerts to service_role;
revoke all on sequence public.admin_alerts_id_seq from public, anon, authenticated, service_role;
grant all on sequence public.admin_alerts_id_seq to service_role;
