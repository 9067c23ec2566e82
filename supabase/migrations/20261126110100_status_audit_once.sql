-- Status changes are recorded once, by the function that makes them: public.set_quote_status
-- (migration 20261126130000) writes 'status_changed' with the lost reason, and the proposal
-- functions write 'proposal_sent' / 'proposal_accepted'. The trigger of 20261126110000 recorded
-- each change a second time. Safe to run again.
drop trigger if exists orcamentos_audit_status on public."Orcamentos";
drop function if exists public.orcamentos_audit_status();
