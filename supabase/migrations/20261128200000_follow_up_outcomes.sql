-- The owner's day, part one: a follow-up is worked in one tap. Each outcome on a card of "Para
-- contatar hoje" ("Sem resposta", "Falei: retornar em…", "Fechado", "Perdido") is one function that
-- records what happened as a note (who and when, by the notes' trigger) and moves the next contact,
-- so the list clears itself. Unanswered attempts are counted in a row; three suggest "Perdido: sem
-- resposta". After the party, the review request and the review received are recorded and counted.
-- Safe to run again.

alter table public."Orcamentos" add column if not exists no_answer_count integer not null default 0;
alter table public."Orcamentos" add column if not exists review_requested_at timestamptz;
alter table public."Orcamentos" add column if not exists review_received_at timestamptz;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'orcamentos_no_answer_count_check' and conrelid = 'public."Orcamentos"'::regclass) then
    alter table public."Orcamentos" add constraint orcamentos_no_answer_count_check check (no_answer_count between 0 and 1000);
  end if;
end
$$;

create index if not exists orcamentos_review_requested_idx on public."Orcamentos" (review_requested_at) where review_requested_at is not null;
create index if not exists orcamentos_review_received_idx on public."Orcamentos" (review_received_at) where review_received_at is not null;

-- "In a row": any change of status starts the count again (the client answered, or the quote closed).
create or replace function public.orcamentos_no_answer_reset()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.no_answer_count := 0;
  end if;
  return new;
end
$$;

revoke all on function public.orcamentos_no_answer_reset() from public, anon, authenticated;

drop trigger if exists orcamentos_no_answer_reset on public."Orcamentos";
create trigger orcamentos_no_answer_reset before update of status on public."Orcamentos"
  for each row execute function public.orcamentos_no_answer_reset();

-- One outcome of a follow-up, under the quote's lock. `p_seen` is the next contact the card showed:
-- when it no longer matches, the outcome was already recorded (a double tap, a second phone) and
-- nothing happens ('stale'). Outcomes:
--   sem_resposta  next contact in 2 days, counted in a row (a Novo quote becomes Em contato);
--   retornar      the client answered: next contact on p_date (today to a year ahead);
--   fechado       Fechado (ganho), through set_quote_status (the event's value when it has none, the
--                 day's room: its refusals reach the caller unchanged);
--   perdido       Perdido with p_lost_reason (any reason but 'outro', which needs its text).
-- Returns 'recorded', 'stale' or 'not_found'.
create or replace function public.admin_follow_up_outcome(
  p_id bigint, p_outcome text, p_seen date, p_date date default null, p_lost_reason text default null, p_value_cents integer default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote public."Orcamentos"%rowtype;
  today constant date := public.sao_paulo_today();
  tries integer;
  body text;
begin
  perform public.admin_quotes_require_admin();
  if p_outcome is null or p_outcome not in ('sem_resposta', 'retornar', 'fechado', 'perdido') then
    raise exception 'admin_follow_up_outcome: resultado desconhecido' using errcode = '22023';
  end if;
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    return 'not_found';
  end if;
  if quote.next_contact is distinct from p_seen then
    return 'stale';
  end if;
  if quote.status not in ('novo', 'em_contato', 'orcamento_enviado') then
    raise exception 'admin_follow_up_outcome: o orçamento não está em aberto' using errcode = '22023';
  end if;
  case p_outcome
    when 'sem_resposta' then
      if quote.status = 'novo' then
        perform public.set_quote_status(p_id, 'em_contato');
      end if;
      update public."Orcamentos" set no_answer_count = no_answer_count + 1, next_contact = today + 2
        where id = p_id returning no_answer_count into tries;
      body := format('Sem resposta (%sª seguida). Próximo contato em %s.', tries, to_char(today + 2, 'DD/MM/YYYY'));
    when 'retornar' then
      if p_date is null or p_date < today or p_date > today + 366 then
        raise exception 'admin_follow_up_outcome: informe o dia do retorno, de hoje a um ano' using errcode = '22023';
      end if;
      if quote.status = 'novo' then
        perform public.set_quote_status(p_id, 'em_contato');
      end if;
      update public."Orcamentos" set no_answer_count = 0, next_contact = p_date where id = p_id;
      body := format('Falei com o cliente: retornar em %s.', to_char(p_date, 'DD/MM/YYYY'));
    when 'fechado' then
      perform public.set_quote_status(p_id, 'fechado', null, null, p_value_cents, null);
      body := 'Fechado (ganho), pelos contatos de hoje.';
    else
      if p_lost_reason is null or p_lost_reason = 'outro' then
        raise exception 'admin_follow_up_outcome: escolha o motivo da perda' using errcode = '22023';
      end if;
      perform public.set_quote_status(p_id, 'perdido', p_lost_reason, null);
      body := 'Perdido, pelos contatos de hoje: ' || case p_lost_reason
        when 'preco' then 'preço' when 'data_indisponivel' then 'data indisponível' when 'sem_resposta' then 'sem resposta'
        when 'outro_buffet' then 'escolheu outro buffet' when 'desistiu' then 'desistiu da festa' else p_lost_reason end || '.';
  end case;
  insert into public.orcamento_notas (orcamento_id, body) values (p_id, body);
  return 'recorded';
end
$$;

revoke all on function public.admin_follow_up_outcome(bigint, text, date, date, text, integer) from public, anon;
grant execute on function public.admin_follow_up_outcome(bigint, text, date, date, text, integer) to authenticated;

-- What each card of the contact list needs to pick its WhatsApp message: the unanswered tries, the
-- current proposal version (state, validity, deposit and what was paid of it), the live booking,
-- and the review's steps.
create or replace function public.admin_contact_situations(p_ids bigint[])
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.admin_quotes_require_admin();
  if cardinality(p_ids) > 500 then
    raise exception 'admin_contact_situations: até 500 orçamentos' using errcode = '22023';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', q.id,
      'noAnswer', q.no_answer_count,
      'reviewRequestedAt', q.review_requested_at,
      'reviewReceivedAt', q.review_received_at,
      'proposal', (
        select jsonb_build_object('status', p.status, 'versionStatus', v.status, 'validUntil', to_char(v.valid_until, 'YYYY-MM-DD'),
                                  'depositCents', v.deposit_cents,
                                  'paidCents', coalesce((select sum(pp.amount_cents) from public.proposal_payments pp where pp.proposal_id = p.id), 0))
        from public.proposals p join public.proposal_versions v on v.proposal_id = p.id and v.number = p.current_version
        where p.orcamento_id = q.id order by p.id desc limit 1),
      'booking', (
        select jsonb_build_object('kind', b.kind, 'day', to_char(b.day, 'YYYY-MM-DD'), 'until', to_char(b.hold_until, 'YYYY-MM-DD'))
        from public.bookings b where b.orcamento_id = q.id and b.released_at is null and b.lapsed_at is null limit 1)
    ) order by q.id), '[]'::jsonb)
    from public."Orcamentos" q where q.id = any(p_ids)
  );
end
$$;

revoke all on function public.admin_contact_situations(bigint[]) from public, anon;
grant execute on function public.admin_contact_situations(bigint[]) to authenticated;

-- "Pedir avaliação": recorded when the owner opens the message (the first time counts), the card
-- leaves today's list. Only for a won quote whose event has passed.
create or replace function public.admin_review_request(p_id bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote public."Orcamentos"%rowtype;
begin
  perform public.admin_quotes_require_admin();
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    return false;
  end if;
  if quote.status <> 'fechado' or quote.date is null or quote.date::date >= public.sao_paulo_today() then
    raise exception 'admin_review_request: só depois da festa de um orçamento fechado' using errcode = '22023';
  end if;
  update public."Orcamentos" set review_requested_at = coalesce(review_requested_at, now()), next_contact = null where id = p_id;
  if quote.review_requested_at is null then
    insert into public.orcamento_notas (orcamento_id, body) values (p_id, 'Avaliação pedida pelo WhatsApp.');
  end if;
  return true;
end
$$;

revoke all on function public.admin_review_request(bigint) from public, anon;
grant execute on function public.admin_review_request(bigint) to authenticated;

-- "Avaliação recebida": the client posted the review (asked or not); once.
create or replace function public.admin_review_received(p_id bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  quote public."Orcamentos"%rowtype;
begin
  perform public.admin_quotes_require_admin();
  select * into quote from public."Orcamentos" where id = p_id for update;
  if not found then
    return false;
  end if;
  if quote.status <> 'fechado' then
    raise exception 'admin_review_received: só para um orçamento fechado' using errcode = '22023';
  end if;
  if quote.review_received_at is null then
    update public."Orcamentos" set review_received_at = now(), next_contact = null where id = p_id;
    insert into public.orcamento_notas (orcamento_id, body) values (p_id, 'Avaliação recebida.');
  end if;
  return true;
end
$$;

revoke all on function public.admin_review_received(bigint) from public, anon;
grant execute on function public.admin_review_received(bigint) to authenticated;

-- The report's reviews: requested and received within the period (São Paulo days), whenever the quote arrived.
create or replace function public.admin_review_counts(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_at constant timestamptz := p_from::timestamp at time zone 'America/Sao_Paulo';
  last_at constant timestamptz := (p_to + 1)::timestamp at time zone 'America/Sao_Paulo';
begin
  perform public.admin_quotes_require_admin();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 3700 then
    raise exception 'admin_review_counts: período inválido' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'requested', (select count(*) from public."Orcamentos" where review_requested_at >= first_at and review_requested_at < last_at),
    'received', (select count(*) from public."Orcamentos" where review_received_at >= first_at and review_received_at < last_at)
  );
end
$$;

revoke all on function public.admin_review_counts(date, date) from public, anon;
grant execute on function public.admin_review_counts(date, date) to authenticated;
