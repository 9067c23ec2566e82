-- Two things a stolen database copy or a stolen admin session could do quietly:
--
-- 1. Open every client's proposal. Each version kept its link's token in plain text beside the
--    token's hash. The token is now derived by the server from a secret it alone holds and a random
--    salt stored here (lib/proposals/link.ts): the database keeps the salt and the hash, and neither
--    opens a link. Versions sent before this migration lose their plain token; their links keep
--    working for the clients who have them (the hash stays), and the admin no longer shows them.
--
-- 2. Redirect every pending deposit. The client's page read the Pix key live from admin_settings,
--    changed by a plain UPDATE with no trace. Each version now freezes the key, beneficiary and city
--    it was sent with, and its page shows those; a change of the settings goes through
--    admin_proposal_settings_save, which the audit log records (a trigger records any other path
--    too, the owner's included) and which names every administrator for the e-mail the server then
--    sends ("a chave Pix foi alterada").
-- Safe to run again.

alter table public.proposal_versions add column if not exists link_salt text;
alter table public.proposal_versions add column if not exists pix_key text;
alter table public.proposal_versions add column if not exists pix_beneficiary text;
alter table public.proposal_versions add column if not exists pix_city text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'proposal_versions_link_salt_check' and conrelid = 'public.proposal_versions'::regclass) then
    alter table public.proposal_versions add constraint proposal_versions_link_salt_check check (link_salt ~ '^[A-Za-z0-9_-]{22}$');
  end if;
end
$$;

-- Versions sent before the freeze carry the settings of the day this runs: the nearest record of what
-- their page showed. Done while the old frozen rule (which does not know these columns) still applies.
update public.proposal_versions v
  set pix_key = s.pix_key, pix_beneficiary = s.pix_beneficiary, pix_city = s.pix_city
  from public.admin_settings s
  where s.id and v.pix_key is null and v.pix_beneficiary is null and v.pix_city is null and nullif(s.pix_key, '') is not null;

-- What an anonymization leaves of a version's document: its figures, dates and the business's own
-- contacts. Only the keys listed survive, so a key added to the document later is dropped until it
-- is listed here; the client's name becomes the marker, the neighbourhood, the free texts and each
-- line's description go.
create or replace function public.proposal_content_anonymized(p_content jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with kept as (
    select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) as c
    from jsonb_each(coalesce(p_content, '{}'::jsonb))
    where key in ('reference', 'version', 'issuedAt', 'business', 'client', 'event', 'lines', 'subtotalCents', 'discount',
                  'totalCents', 'depositPercent', 'depositCents', 'balanceCents', 'validUntil', 'paymentTerms', 'conditions')
  )
  select c
    || case when c ? 'client' then jsonb_build_object('client', jsonb_build_object('name', public.anonymized_marker())) else '{}'::jsonb end
    || case when jsonb_typeof(c -> 'event') = 'object' then jsonb_build_object('event',
         (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(c -> 'event') where key in ('date', 'time', 'guests', 'partyTypes'))
         || case when (c -> 'event') ? 'neighborhood' then '{"neighborhood": null}'::jsonb else '{}'::jsonb end) else '{}'::jsonb end
    || case when jsonb_typeof(c -> 'lines') = 'array' then jsonb_build_object('lines',
         (select coalesce(jsonb_agg(
            (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(case when jsonb_typeof(line) = 'object' then line else '{}'::jsonb end) where key in ('unitCents', 'quantity', 'totalCents'))
              || jsonb_build_object('description', public.anonymized_marker()) order by position), '[]'::jsonb)
          from jsonb_array_elements(c -> 'lines') with ordinality as item(line, position))) else '{}'::jsonb end
    || case when c ? 'paymentTerms' then '{"paymentTerms": ""}'::jsonb else '{}'::jsonb end
    || case when c ? 'conditions' then '{"conditions": ""}'::jsonb else '{}'::jsonb end
  from kept;
$$;

revoke all on function public.proposal_content_anonymized(jsonb) from public, anon, authenticated, service_role;

-- A sent version never changes, the owner's updates included, except its anonymization: the
-- document to its anonymized form together with the link (salt dropped, hash replaced), so the
-- client's old link answers like an unknown one. Its status follows the client's answer.
create or replace function public.proposal_versions_frozen()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'uma versão enviada não pode ser apagada' using errcode = '42501';
  end if;
  if (new.id, new.proposal_id, new.number, new.content_sha256, new.total_cents, new.deposit_cents, new.valid_until, new.sent_at, new.sent_by,
      new.pix_key, new.pix_beneficiary, new.pix_city)
     is distinct from (old.id, old.proposal_id, old.number, old.content_sha256, old.total_cents, old.deposit_cents, old.valid_until, old.sent_at, old.sent_by,
      old.pix_key, old.pix_beneficiary, old.pix_city)
     or ((new.content, new.token_hash, new.link_salt) is distinct from (old.content, old.token_hash, old.link_salt)
         and not (new.content = public.proposal_content_anonymized(old.content) and new.link_salt is null)) then
    raise exception 'uma versão enviada não muda' using errcode = '42501';
  end if;
  return new;
end
$$;

revoke all on function public.proposal_versions_frozen() from public, anon, authenticated;

alter table public.proposal_versions drop column if exists token;

-- Sends the draft as the next version: p_token is the link's token the server derived from
-- p_link_salt (only its hash is kept), and the version freezes the Pix settings of this moment.
drop function if exists public.admin_proposal_send(bigint, text, jsonb);
create or replace function public.admin_proposal_send(p_proposal_id bigint, p_token text, p_link_salt text, p_content jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  proposal public.proposals%rowtype;
  settings public.admin_settings%rowtype;
  next_number integer;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_send');
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22}$' or p_link_salt is null or p_link_salt !~ '^[A-Za-z0-9_-]{22}$' then
    raise exception 'token inválido' using errcode = '22023';
  end if;
  select * into proposal from public.proposals where id = p_proposal_id for update;
  if not found then
    raise exception 'proposta % não existe', p_proposal_id using errcode = 'P0002';
  end if;
  if proposal.status <> 'draft' then
    raise exception 'só um rascunho pode ser enviado (a proposta está %)', proposal.status using errcode = '55000';
  end if;
  if jsonb_typeof(p_content -> 'totalCents') <> 'number' or jsonb_typeof(p_content -> 'depositCents') <> 'number' then
    raise exception 'conteúdo da proposta sem total ou sinal' using errcode = '22023';
  end if;
  -- The settings row locked: a Pix change saved at this moment lands before or after, never half.
  select * into settings from public.admin_settings where id for share;
  next_number := proposal.current_version + 1;
  update public.proposal_versions set status = 'replaced' where proposal_id = p_proposal_id and status in ('open', 'refused');
  insert into public.proposal_versions (proposal_id, number, token_hash, link_salt, content, content_sha256, total_cents, deposit_cents, valid_until, sent_by,
                                        pix_key, pix_beneficiary, pix_city)
  values (
    p_proposal_id, next_number, public.proposal_token_hash(p_token), p_link_salt, p_content,
    encode(sha256(convert_to(p_content::text, 'UTF8')), 'hex'),
    (p_content ->> 'totalCents')::integer, (p_content ->> 'depositCents')::integer, proposal.valid_until, auth.uid(),
    nullif(settings.pix_key, ''), nullif(settings.pix_beneficiary, ''), nullif(settings.pix_city, '')
  );
  update public.proposals set status = 'sent', current_version = next_number, updated_at = now() where id = p_proposal_id;
  update public."Orcamentos" set status = 'orcamento_enviado' where id = proposal.orcamento_id and status <> 'fechado';
  perform public.audit_write('proposal_sent', 'orcamento:' || proposal.orcamento_id, jsonb_build_object('proposta', p_proposal_id, 'versao', next_number));
  return next_number;
end
$$;

revoke all on function public.admin_proposal_send(bigint, text, text, jsonb) from public, anon;
grant execute on function public.admin_proposal_send(bigint, text, text, jsonb) to authenticated;

-- The editor's view: each version with its link's salt and the hash the derived token must match
-- (no token), and the Pix it was sent with.
create or replace function public.admin_proposal(p_orcamento_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  proposal public.proposals%rowtype;
begin
  perform public.proposal_refuse_unless_admin('admin_proposal');
  select * into proposal from public.proposals where orcamento_id = p_orcamento_id;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'id', proposal.id,
    'orcamentoId', proposal.orcamento_id,
    'status', proposal.status,
    'guests', proposal.guests,
    'eventDate', proposal.event_date,
    'validUntil', proposal.valid_until,
    'depositPercent', proposal.deposit_percent,
    'discountKind', proposal.discount_kind,
    'discountValue', proposal.discount_value,
    'paymentTerms', proposal.payment_terms,
    'conditions', proposal.conditions,
    'currentVersion', proposal.current_version,
    'updatedAt', proposal.updated_at,
    'lines', coalesce((select jsonb_agg(jsonb_build_object('description', l.description, 'unitCents', l.unit_cents, 'quantity', l.quantity) order by l.position)
      from public.proposal_lines l where l.proposal_id = proposal.id), '[]'::jsonb),
    'versions', coalesce((select jsonb_agg(jsonb_build_object(
        'number', v.number, 'linkSalt', v.link_salt, 'tokenSha256', encode(v.token_hash, 'hex'),
        'state', public.proposal_version_state(v.status, v.valid_until), 'sentAt', v.sent_at,
        'totalCents', v.total_cents, 'depositCents', v.deposit_cents, 'validUntil', v.valid_until, 'contentSha256', v.content_sha256,
        'pix', case when v.pix_key is not null then jsonb_build_object('key', v.pix_key, 'beneficiary', v.pix_beneficiary, 'city', v.pix_city) end) order by v.number desc)
      from public.proposal_versions v where v.proposal_id = proposal.id), '[]'::jsonb),
    'acceptance', (select jsonb_build_object('versionNumber', v.number, 'fullName', a.full_name, 'acceptedAt', a.accepted_at, 'clientAddress', a.client_address,
        'userAgent', a.user_agent, 'contentSha256', a.content_sha256)
      from public.proposal_acceptances a join public.proposal_versions v on v.id = a.version_id where a.proposal_id = proposal.id),
    'refusals', coalesce((select jsonb_agg(jsonb_build_object('versionNumber', v.number, 'reason', r.reason, 'refusedAt', r.refused_at) order by r.refused_at desc)
      from public.proposal_refusals r join public.proposal_versions v on v.id = r.version_id where r.proposal_id = proposal.id), '[]'::jsonb),
    'payments', coalesce((select jsonb_agg(jsonb_build_object('amountCents', p.amount_cents, 'paidOn', p.paid_on, 'recordedAt', p.recorded_at, 'recordedByEmail', p.recorded_by_email) order by p.paid_on, p.id)
      from public.proposal_payments p where p.proposal_id = proposal.id), '[]'::jsonb)
  );
end
$$;

-- What the client's link shows. The deposit's Pix is the one this version was sent with.
create or replace function public.proposal_view(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  version public.proposal_versions%rowtype;
  acceptance public.proposal_acceptances%rowtype;
  paid bigint;
begin
  select * into version from public.proposal_versions where token_hash = public.proposal_token_hash(p_token);
  if not found then
    return null;
  end if;
  select * into acceptance from public.proposal_acceptances where version_id = version.id;
  select coalesce(sum(amount_cents), 0) into paid from public.proposal_payments where proposal_id = version.proposal_id;
  return jsonb_build_object(
    'number', version.number,
    'state', public.proposal_version_state(version.status, version.valid_until),
    'content', version.content,
    'contentSha256', version.content_sha256,
    'sentAt', version.sent_at,
    'acceptedAt', acceptance.accepted_at,
    'acceptedName', acceptance.full_name,
    'depositPaid', paid >= version.deposit_cents and version.status = 'accepted',
    'pix', case when version.status = 'accepted' and version.pix_key is not null then
      jsonb_build_object('key', version.pix_key, 'beneficiary', version.pix_beneficiary, 'city', version.pix_city) end
  );
end
$$;

-- A Pix key as the audit log and the e-mail show it: enough to recognise, not enough to use.
create or replace function public.pix_key_masked(p_key text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when nullif(btrim(p_key), '') is null then '(nenhuma)'
    when char_length(btrim(p_key)) <= 6 then '•••'
    else left(btrim(p_key), 3) || '•••' || right(btrim(p_key), 2)
  end;
$$;

revoke all on function public.pix_key_masked(text) from public, anon, authenticated;

-- Any change of the Pix settings, whatever path it took, leaves a row in the audit log.
create or replace function public.admin_settings_pix_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.pix_key, new.pix_beneficiary, new.pix_city) is distinct from (old.pix_key, old.pix_beneficiary, old.pix_city) then
    perform public.audit_write('pix_changed', 'configuracoes:pix', jsonb_build_object(
      'chave_antes', public.pix_key_masked(old.pix_key), 'chave_depois', public.pix_key_masked(new.pix_key),
      'favorecido_antes', old.pix_beneficiary, 'favorecido_depois', new.pix_beneficiary,
      'cidade_antes', old.pix_city, 'cidade_depois', new.pix_city));
  end if;
  return new;
end
$$;

revoke all on function public.admin_settings_pix_audit() from public, anon, authenticated;

drop trigger if exists admin_settings_pix_audit on public.admin_settings;
create trigger admin_settings_pix_audit after update of pix_key, pix_beneficiary, pix_city on public.admin_settings
  for each row execute function public.admin_settings_pix_audit();

-- Saves the deposit and Pix settings (is_admin() first). When the Pix changed, answers what the
-- e-mail to every administrator says: the key before and after (masked), the beneficiary and city,
-- who and when, and the administrators' addresses. Replaces admin_set_proposal_settings.
drop function if exists public.admin_set_proposal_settings(integer, text, text, text);
create or replace function public.admin_proposal_settings_save(p_deposit_percent integer, p_pix_key text, p_pix_beneficiary text, p_pix_city text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

revoke all on function public.admin_proposal_settings_save(integer, text, text, text) from public, anon;
grant execute on function public.admin_proposal_settings_save(integer, text, text, text) to authenticated;
