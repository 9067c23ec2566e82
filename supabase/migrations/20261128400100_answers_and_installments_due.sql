-- The owner follows her proposals from the dashboard:
--   * each client's answer (an acceptance or a refusal) stays at the top until she marks it seen;
--   * the installments due in the next days, and the overdue ones, each with what remains of it.
-- Safe to run again.

alter table public.proposals add column if not exists answer_seen_at timestamptz;

-- The answers not yet seen, newest first: the quote, who, accepted or refused, when, and the reason of a refusal.
create or replace function public.admin_proposal_answers()
returns table (orcamento_id bigint, client_name text, kind text, answered_at timestamptz, version_number integer, reason text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_answers');
  return query
    select p.orcamento_id, coalesce(a.full_name, q.name), answer.kind, answer.at, answer.version_number, answer.reason
    from public.proposals p
    join public."Orcamentos" q on q.id = p.orcamento_id
    left join public.proposal_acceptances a on a.proposal_id = p.id
    cross join lateral (
      select x.kind, x.at, x.version_number, x.reason from (
        select 'accepted'::text as kind, a2.accepted_at as at, v.number as version_number, null::text as reason
          from public.proposal_acceptances a2 join public.proposal_versions v on v.id = a2.version_id where a2.proposal_id = p.id
        union all
        select 'refused', r.refused_at, v.number, r.reason
          from public.proposal_refusals r join public.proposal_versions v on v.id = r.version_id where r.proposal_id = p.id
      ) x order by x.at desc limit 1
    ) answer
    where q.anonymized_at is null and answer.at > coalesce(p.answer_seen_at, '-infinity'::timestamptz)
    order by answer.at desc
    limit 50;
end
$$;

-- "Visto": the quote's latest answer leaves the dashboard (a later one comes back).
create or replace function public.admin_proposal_answer_seen(p_orcamento_id bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.proposal_refuse_unless_admin('admin_proposal_answer_seen');
  update public.proposals set answer_seen_at = now() where orcamento_id = p_orcamento_id;
  return found;
end
$$;

-- The accepted proposals whose next open installment is due within `p_days` days or overdue (the
-- deposit's due date is its hold's deadline): the quote, whom to call, the party's day, the
-- installment and what remains of it.
create or replace function public.admin_installments_due(p_days integer default 3)
returns table (orcamento_id bigint, client_name text, whatsapp text, event_date date, label text, remaining_cents bigint, due date)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.proposal_refuse_unless_admin('admin_installments_due');
  if p_days is null or p_days not between 0 and 60 then
    raise exception 'admin_installments_due: de 0 a 60 dias' using errcode = '22023';
  end if;
  return query
    select p.orcamento_id, coalesce(a.full_name, q.name), coalesce(nullif(q.whatsapp, ''), q.phone), q.date::date, n.next ->> 'label', (n.next ->> 'remainingCents')::bigint,
           coalesce(nullif(n.next ->> 'due', '')::date, b.hold_until) as due
    from public.proposals p
    join public."Orcamentos" q on q.id = p.orcamento_id
    join public.proposal_versions v on v.proposal_id = p.id and v.status = 'accepted'
    left join public.proposal_acceptances a on a.proposal_id = p.id
    cross join lateral (select public.proposal_next_installment(p.id) as next) n
    left join lateral (select b2.hold_until from public.bookings b2 where b2.orcamento_id = p.orcamento_id and b2.kind = 'hold'
                         and b2.released_at is null and b2.lapsed_at is null order by b2.id desc limit 1) b on true
    where p.status = 'accepted' and n.next is not null and q.anonymized_at is null
      and coalesce(nullif(n.next ->> 'due', '')::date, b.hold_until) <= public.sao_paulo_today() + p_days
    order by due, p.orcamento_id
    limit 100;
end
$$;

revoke all on function public.admin_proposal_answers() from public, anon;
revoke all on function public.admin_proposal_answer_seen(bigint) from public, anon;
revoke all on function public.admin_installments_due(integer) from public, anon;
grant execute on function public.admin_proposal_answers() to authenticated;
grant execute on function public.admin_proposal_answer_seen(bigint) to authenticated;
grant execute on function public.admin_installments_due(integer) to authenticated;
