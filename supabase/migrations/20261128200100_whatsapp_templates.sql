-- The owner's day, part two: the WhatsApp text of each situation (first contact, follow-up after a
-- proposal, proposal about to expire, deposit or installment due, the day before the party, the
-- review request), written by the owner in the admin, and the business's review link (Google). A
-- text the owner never saved is the product's default (the server's catalog, which also lists and
-- checks the {marcadores} each one accepts). Admin-only settings: never in the public dataset.
-- Safe to run again.

create table if not exists public.whatsapp_templates (
  name text primary key check (name in ('first_contact', 'proposal_follow_up', 'proposal_expiring', 'payment_due', 'day_before', 'review_request')),
  body text not null check (char_length(btrim(body)) between 1 and 1000),
  updated_at timestamptz not null default now(),
  updated_by uuid
);

alter table public.whatsapp_templates enable row level security;
revoke all on table public.whatsapp_templates from anon, authenticated, service_role;

alter table public.admin_settings add column if not exists review_url text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'admin_settings_review_url_check' and conrelid = 'public.admin_settings'::regclass) then
    alter table public.admin_settings add constraint admin_settings_review_url_check
      check (review_url ~ '^https://[^\s<>"]+$' and char_length(review_url) <= 500);
  end if;
end
$$;

-- The texts the owner saved (name -> text) and the review link.
create or replace function public.admin_whatsapp_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  return jsonb_build_object(
    'templates', (select coalesce(jsonb_object_agg(t.name, t.body), '{}'::jsonb) from public.whatsapp_templates t),
    'reviewUrl', (select s.review_url from public.admin_settings s where s.id)
  );
end
$$;

revoke all on function public.admin_whatsapp_settings() from public, anon;
grant execute on function public.admin_whatsapp_settings() to authenticated;

-- Saves one situation's text; null or blank goes back to the default.
create or replace function public.admin_whatsapp_template_save(p_name text, p_body text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  if nullif(btrim(coalesce(p_body, '')), '') is null then
    delete from public.whatsapp_templates where name = p_name;
  else
    insert into public.whatsapp_templates (name, body, updated_at, updated_by) values (p_name, p_body, now(), auth.uid())
      on conflict (name) do update set body = excluded.body, updated_at = excluded.updated_at, updated_by = excluded.updated_by;
  end if;
  perform public.audit_write('whatsapp_template_changed', 'mensagem:' || p_name, '{}'::jsonb);
end
$$;

revoke all on function public.admin_whatsapp_template_save(text, text) from public, anon;
grant execute on function public.admin_whatsapp_template_save(text, text) to authenticated;

-- The review link ("Link de avaliação no Google"); null removes it.
create or replace function public.admin_review_url_save(p_url text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  insert into public.admin_settings (id) values (true) on conflict (id) do nothing;
  update public.admin_settings set review_url = nullif(btrim(coalesce(p_url, '')), '') where id;
  perform public.audit_write('review_url_changed', null, '{}'::jsonb);
end
$$;

revoke all on function public.admin_review_url_save(text) from public, anon;
grant execute on function public.admin_review_url_save(text) to authenticated;
