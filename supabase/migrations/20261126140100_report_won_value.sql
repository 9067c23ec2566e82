-- The report's "Valor médio por evento fechado", left empty until proposals existed: the
-- average total, in centavos, of the accepted proposal of each won quote received in the period
-- (São Paulo months, as the other counts). It starts from the acceptances, a few per week, and
-- reaches each quote by its key: its cost follows the accepted proposals, not the quotes.
create or replace function public.admin_report(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_month date := date_trunc('month', p_from)::date;
  last_month date := date_trunc('month', p_to)::date;
  won_value integer;
begin
  perform public.admin_quotes_require_admin();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 3700 then
    raise exception 'admin_report: período inválido' using errcode = '22023';
  end if;
  select round(avg(v.total_cents))::integer into won_value
  from public.proposal_acceptances a
  join public.proposal_versions v on v.id = a.version_id
  join public.proposals p on p.id = a.proposal_id
  join public."Orcamentos" o on o.id = p.orcamento_id
  where o.status = 'fechado'
    and date_trunc('month', o.created_at at time zone 'America/Sao_Paulo')::date between first_month and last_month;
  return (
    with q as materialized (
      select * from public.quote_stats
      where month between first_month and last_month and quotes > 0
    ),
    counted as (
      select 'month' as dimension, to_char(month, 'YYYY-MM') as key, sum(quotes) as quotes, sum(quotes) filter (where status = 'fechado') as won,
             sum(quotes) filter (where status = 'perdido') as lost, round(sum(guests_sum) / nullif(sum(guests_count), 0))::integer as guests
      from q group by month
      union all
      select 'party_type', type, sum(quotes), sum(quotes) filter (where status = 'fechado'), sum(quotes) filter (where status = 'perdido'),
             round(sum(guests_sum) / nullif(sum(guests_count), 0))::integer
      from q, lateral unnest(string_to_array(nullif(q.party_type, ''), ', ')) as type group by type
      union all
      select 'source', lead_source, sum(quotes), sum(quotes) filter (where status = 'fechado'), sum(quotes) filter (where status = 'perdido'),
             round(sum(guests_sum) / nullif(sum(guests_count), 0))::integer
      from q group by lead_source
      union all
      select 'lost_reason', lost_reason, sum(quotes), 0, sum(quotes), round(sum(guests_sum) / nullif(sum(guests_count), 0))::integer
      from q where status = 'perdido' group by lost_reason
    )
    select jsonb_build_object(
      'rows', coalesce((select jsonb_agg(jsonb_build_object('dimension', dimension, 'key', key, 'quotes', quotes, 'won', coalesce(won, 0), 'lost', coalesce(lost, 0), 'guests', guests)
        order by dimension, key) from counted), '[]'::jsonb),
      'totals', (select jsonb_build_object(
        'quotes', coalesce(sum(quotes), 0), 'won', coalesce(sum(quotes) filter (where status = 'fechado'), 0), 'lost', coalesce(sum(quotes) filter (where status = 'perdido'), 0),
        'guests', round(sum(guests_sum) / nullif(sum(guests_count), 0))::integer,
        'wonGuests', round(sum(guests_sum) filter (where status = 'fechado') / nullif(sum(guests_count) filter (where status = 'fechado'), 0))::integer,
        'wonValueCents', won_value) from q)
    )
  );
end
$$;

revoke all on function public.admin_report(date, date) from public, anon;
grant execute on function public.admin_report(date, date) to authenticated;
