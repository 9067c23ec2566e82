-- The business's WhatsApp number and e-mail are the Studio's (site settings), where any editor may
-- change them, and every quote's WhatsApp hand-off opens that number. The site compares the
-- published values with the last ones this table recorded, when a publication reaches
-- /api/revalidate and in the daily job (which also catches a change only the hourly revalidation
-- showed); a change is recorded once, in the audit log, and answered with the administrators'
-- addresses for the e-mail the server sends. The first values seen are only recorded.
-- Server only (service_role; on Supabase job_site_contact_check with CRON_SECRET). Safe to run again.

create table if not exists public.site_contact_seen (
  id boolean primary key default true check (id),
  whatsapp text,
  email text,
  seen_at timestamptz not null default now()
);

alter table public.site_contact_seen enable row level security;
revoke all on table public.site_contact_seen from anon, authenticated;

create or replace function public.site_contact_check(p_whatsapp text, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  seen public.site_contact_seen%rowtype;
  v_whatsapp text := nullif(btrim(coalesce(p_whatsapp, '')), '');
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
begin
  if char_length(coalesce(v_whatsapp, '')) > 40 or char_length(coalesce(v_email, '')) > 254 then
    raise exception 'site_contact_check: valores longos demais' using errcode = '22023';
  end if;
  insert into public.site_contact_seen (id, whatsapp, email) values (true, v_whatsapp, v_email) on conflict (id) do nothing;
  if found then
    return jsonb_build_object('changed', false);
  end if;
  select * into seen from public.site_contact_seen where id for update;
  if (seen.whatsapp, seen.email) is not distinct from (v_whatsapp, v_email) then
    return jsonb_build_object('changed', false);
  end if;
  update public.site_contact_seen set whatsapp = v_whatsapp, email = v_email, seen_at = now() where id;
  perform public.audit_write('site_contact_changed', 'configuracoes:contato', jsonb_build_object(
    'whatsapp_antes', seen.whatsapp, 'whatsapp_depois', v_whatsapp, 'email_antes', seen.email, 'email_depois', v_email));
  return jsonb_build_object(
    'changed', true,
    'before', jsonb_build_object('whatsapp', seen.whatsapp, 'email', seen.email),
    'after', jsonb_build_object('whatsapp', v_whatsapp, 'email', v_email),
    'administrators', coalesce((select jsonb_agg(u.email::text order by u.email) from public.admins a join auth.users u on u.id = a.user_id where u.email is not null), '[]'::jsonb)
  );
end
$$;

revoke all on function public.site_contact_check(text, text) from public, anon, authenticated;
grant execute on function public.site_contact_check(text, text) to service_role;

create or replace function public.job_site_contact_check(p_key text, p_whatsapp text, p_email text)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$ begin perform public.job_require_key(p_key); return public.site_contact_check(p_whatsapp, p_email); end $$;

revoke all on function public.job_site_contact_check(text, text, text) from public;
grant execute on function public.job_site_contact_check(text, text, text) to anon, authenticated;
