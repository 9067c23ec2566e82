-- A hold with money received is never lapsed by the daily job: once its deadline passes, the owner
-- decides (extends it, or releases it with a refund); the job notes it once, when this is set.
alter table public.bookings add column if not exists overdue_noted_at timestamp with time zone;

-- Corrections and refunds are entries of their own, never edits: a reversal ("estorno") is the
-- negative twin of one payment, with its reason; a refund ("devolução") is money given back, with
-- its reason (the functions require it; anonymization may blank it). A sum over the table is what
-- the business holds.
alter table public.proposal_payments add column if not exists kind text not null default 'payment';
alter table public.proposal_payments add column if not exists reverses_id bigint references public.proposal_payments (id);
alter table public.proposal_payments add column if not exists reason text;
alter table public.proposal_payments drop constraint if exists proposal_payments_amount_cents_check;
alter table public.proposal_payments drop constraint if exists proposal_payments_kind_check;
alter table public.proposal_payments add constraint proposal_payments_kind_check check (
  (kind = 'payment' and reverses_id is null and reason is null and amount_cents between 1 and 1000000000)
  or (kind in ('reversal', 'refund') and (kind = 'reversal') = (reverses_id is not null)
      and (reason is null or char_length(btrim(reason)) between 3 and 500) and amount_cents between -1000000000 and -1));
create unique index if not exists proposal_payments_reversed_once on public.proposal_payments (reverses_id) where reverses_id is not null;
