-- "Cancelar festa": the business's policy (tiers: more than `daysBefore` days before the party,
-- `percent` of what was paid goes back), a cancelled proposal (which takes no payment until the
-- owner reopens it) and when it was cancelled.
alter table public.admin_settings add column if not exists cancellation_tiers jsonb not null default '[]'::jsonb;
alter table public.admin_settings drop constraint if exists admin_settings_cancellation_tiers_check;
alter table public.admin_settings add constraint admin_settings_cancellation_tiers_check
  check (jsonb_typeof(cancellation_tiers) = 'array' and jsonb_array_length(cancellation_tiers) <= 10);
alter table public.proposals drop constraint if exists proposals_status_check;
alter table public.proposals add constraint proposals_status_check check (status = any (array['draft', 'sent', 'accepted', 'refused', 'cancelled']));
alter table public.proposals add column if not exists cancelled_at timestamp with time zone;
