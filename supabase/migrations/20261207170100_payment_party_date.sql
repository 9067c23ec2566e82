-- The party's date as it stood when each payment was recorded: a receipt names that day, so a
-- party moved later shows its new date on new receipts while the earlier ones keep theirs.
alter table public.proposal_payments add column if not exists party_date date;
