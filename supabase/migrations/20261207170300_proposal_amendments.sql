-- An amendment (aditivo): a version sent after acceptance that names the accepted version it
-- changes. Its acceptance is a record of its own, so the contract's first acceptance stays as it was.
alter table public.proposal_versions add column if not exists amends integer;
alter table public.proposal_versions drop constraint if exists proposal_versions_amends_check;
alter table public.proposal_versions add constraint proposal_versions_amends_check check (amends >= 1 and amends < number);

create table if not exists public.proposal_amendment_acceptances (
  id bigint generated always as identity primary key,
  version_id bigint not null unique references public.proposal_versions(id),
  proposal_id bigint not null references public.proposals(id),
  full_name text not null check (char_length(btrim(full_name)) between 3 and 120),
  accepted_at timestamp with time zone not null default now(),
  client_address text,
  user_agent text,
  content_sha256 text not null
);
create index if not exists proposal_amendment_acceptances_proposal_idx on public.proposal_amendment_acceptances (proposal_id);
alter table public.proposal_amendment_acceptances enable row level security;
