-- Receipts as quitação: the business's legal name, CNPJ or CPF, address and the city where it
-- receives (settings), stamped on each version sent and each payment or refund recorded, so a
-- later change of the settings never rewrites a document already issued.
alter table public.admin_settings add column if not exists legal_name text;
alter table public.admin_settings add column if not exists legal_document text;
alter table public.admin_settings add column if not exists legal_address text;
alter table public.admin_settings add column if not exists legal_city text;
alter table public.proposal_versions add column if not exists issuer jsonb;
alter table public.proposal_payments add column if not exists issuer jsonb;
