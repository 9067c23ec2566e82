-- sign_in_attack_report (migration 20261126100300) named its variable "email", which PL/pgSQL could
-- not tell from auth.users.email: every call raised 42702, so no alert was ever recorded or sent.
-- Same function, the variable renamed.
create or replace function public.sign_in_attack_report(p_email text, p_threshold integer)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  account uuid;
  claimed integer;
begin
  if p_threshold is null or p_threshold < 10 then
    raise exception 'sign_in_attack_report: limiar inválido' using errcode = '22023';
  end if;
  select u.id into account from auth.users u where lower(u.email) = v_email;
  if account is null
     or not exists (select 1 from public.rate_limits r where r.key = 'signin_email:' || v_email and r.hits >= p_threshold and r.window_start > now() - interval '900 seconds') then
    return null;
  end if;
  select hit.total into claimed from public.rate_limit_hit('signin_alert:' || v_email, 900, 1) as hit;
  if claimed > 1 then
    return null;
  end if;
  perform public.audit_write('sign_in_attack', 'usuario:' || account, jsonb_build_object('tentativas', p_threshold));
  return (select s.notify_recipients from public.admin_settings s where s.id);
end
$$;

revoke all on function public.sign_in_attack_report(text, integer) from public;
grant execute on function public.sign_in_attack_report(text, integer) to anon, authenticated;
