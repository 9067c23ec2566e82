// What the API roles may do in the database, entry by entry, each with why. Supabase treats the anon
// key as public: whoever reads the site's traffic or guesses the project's URL holds it, so anything
// listed under `anon` is open to the whole internet. tests/integration/least-privilege.test.ts reads
// the catalogs of both engines after every migration and fails on any privilege not listed here
// (and on any entry that no longer exists). A new grant is a choice made here, with its reason.

const job =
  "the server's own call on Supabase (the site holds no service-role key): refuses any key but CRON_SECRET's registered SHA-256"

/** Functions anon may execute. */
export const anonExecutes: Record<string, string> = {
  'auth.jwt()': "Supabase's own, read by the policies and functions: the caller's claims",
  'auth.role()': 'same',
  'auth.uid()': 'same',
  'public.calendar_feed(p_token text)':
    "an administrator's private calendar: the 256-bit token of its URL is the capability (only its hash is kept); null for any other; never a phone or an e-mail",
  'public.job_alerts_pending(p_key text)': `${job}: the Pix alerts to send, with the administrators' addresses`,
  'public.job_bookings_lapse(p_key text)': job,
  'public.job_digest_claim(p_key text, p_day date)': job,
  'public.job_digest_content(p_key text, p_now timestamp with time zone)': job,
  'public.job_digest_finish(p_key text, p_day date, p_sent boolean)': job,
  'public.job_digest_recipients(p_key text)': job,
  'public.job_limit_count(p_key text, p_scope text, p_subject text)': job,
  'public.job_mail_record(p_key text, p_kind text, p_recipients text[], p_ref text)': job,
  'public.job_proposal_acceptance_recipients(p_key text, p_token text)': job,
  'public.job_proposal_unavailable_recipients(p_key text, p_token text)': job,
  'public.job_quote_intake(p_key text, p_quote jsonb, p_client text, p_per_client integer, p_site_per_minute integer, p_proof text, p_can_prove boolean)':
    job,
  'public.job_quote_notification_recipients(p_key text, p_submission_id uuid)': job,
  'public.job_quote_probe(p_key text)': job,
  'public.job_record_quote_notification(p_key text, p_submission_id uuid, p_outcome text)': job,
  'public.job_run_retention(p_key text)': job,
  'public.job_sign_in_attack_report(p_key text, p_email text, p_threshold integer)': job,
  'public.job_sign_in_attempt(p_key text, p_email text, p_client text, p_address text)': job,
  'public.job_site_contact_check(p_key text, p_whatsapp text, p_email text)': job,
  'public.job_proposal_refusal_recipients(p_key text, p_token text)': job,
  'public.proposal_accept(p_token text, p_full_name text, p_cpf text, p_address jsonb, p_client_address text, p_user_agent text)':
    "the client's link: the 128-bit token is the capability (a wrong one answers not_found); one acceptance per version, under a lock, with a valid CPF and the event's address",
  'public.proposal_opened(p_token text)':
    "the client's link counts its own openings (count, first and last time): a wrong token changes nothing",
  'public.proposal_booking(p_token text)':
    "the client's link shows its own booking: the day, the hold's deadline and its state, nothing of any other",
  'public.proposal_refuse(p_token text, p_reason text, p_client_address text, p_user_agent text)':
    'same, for the refusal',
  'public.proposal_view(p_token text)': "the client's link: the frozen version for its token, null for any other",
  'public.quote_intake_unkeyed(p_quote jsonb)':
    "the quote form while the database refuses the server's key (cleared until the next sign-in): quote_intake's own rules as one shared client for the whole site (10 per 10 minutes, no proof), every quote held for review without an e-mail, one alert to the administrators an hour",
  'public.public_full_dates()': 'the quote form says a date is probably booked: dates only, never whose event',
  'public.retention_months()': 'the privacy policy states the retention period: one number',
}

const admin =
  "an administrator's call: the function asks is_admin() first (an open session of an account in public.admins)"
const signedIn = 'the user who has just signed in, on their own session (from their JWT): nothing of anyone else'

/** Functions authenticated may execute: everything anon may, and these. */
export const authenticatedExecutes: Record<string, string> = {
  ...anonExecutes,
  'public.admin_agenda(p_from date, p_to date, p_per_day integer)': admin,
  'public.admin_audit_log(p_limit integer, p_before bigint, p_action text)': admin,
  'public.admin_booking_hold(p_id bigint, p_day date, p_until date, p_override_reason text)': `${admin}; books through booking_place under the day's lock, an override audited`,
  'public.admin_booking_release(p_id bigint)': admin,
  'public.admin_calendar_feed_created()': admin,
  'public.admin_calendar_feed_renew(p_token text)': `${admin}; stores the hash of the caller's own new feed token, the old URL stops answering`,
  'public.admin_capacity()': admin,
  'public.admin_contact_situations(p_ids bigint[])': admin,
  'public.admin_contacts_due(p_limit integer)': admin,
  'public.admin_event_sheet(p_id bigint)': admin,
  'public.admin_event_sheet_save(p_id bigint, p_team_notes text, p_checklist text[])': admin,
  'public.admin_follow_up_outcome(p_id bigint, p_outcome text, p_seen date, p_date date, p_lost_reason text, p_value_cents integer)': `${admin}; one tap, under the quote's lock, refused when the card was stale`,
  'public.admin_full_dates(p_days date[])': admin,
  'public.admin_hold_days()': admin,
  'public.admin_notify_recipients()': admin,
  'public.admin_proposal(p_orcamento_id bigint)': admin,
  'public.admin_proposal_record_payment(p_proposal_id bigint, p_amount_cents integer, p_paid_on date, p_method text, p_override_reason text)': `${admin}; under the proposal's lock, never past what remains; the deposit paid confirms the booking under the day's lock`,
  'public.admin_next_installment(p_orcamento_id bigint)': admin,
  'public.admin_installments_due(p_days integer)': admin,
  'public.admin_holds_to_decide()': admin,
  'public.admin_proposal_reverse_payment(p_proposal_id bigint, p_payment_id bigint, p_reason text)': `${admin}; under the proposal's lock, once per payment: a counter-entry, never an edit`,
  'public.admin_proposal_record_refund(p_proposal_id bigint, p_amount_cents integer, p_paid_on date, p_method text, p_reason text)': `${admin}; under the proposal's lock, never more than what was received and not given back`,
  'public.admin_party_cancellation_terms(p_orcamento_id bigint)': admin,
  'public.admin_party_cancel(p_orcamento_id bigint, p_reason text)': `${admin}; under the proposal's lock; frees the day through the booking rule; audited`,
  'public.admin_party_reopen(p_orcamento_id bigint, p_reason text)': `${admin}; under the proposal's lock; audited`,
  'public.admin_cancellation_tiers()': admin,
  'public.admin_set_cancellation_tiers(p_tiers jsonb)': `${admin}; tiers checked in SQL; audited`,
  'public.admin_business_identity()': admin,
  'public.admin_set_business_identity(p_legal_name text, p_document text, p_address text, p_city text)': `${admin}; the CNPJ's or CPF's check digits verified in SQL; audited`,
  'public.admin_proposal_answers()': admin,
  'public.admin_proposal_answer_seen(p_orcamento_id bigint)': admin,
  'public.admin_schedule_settings()': admin,
  'public.admin_set_schedule_settings(p_installments integer, p_days_before integer)': admin,
  'public.admin_proposal_save(p_orcamento_id bigint, p_draft jsonb)': admin,
  'public.admin_proposal_amend(p_proposal_id bigint, p_token text, p_link_salt text, p_content jsonb)': admin,
  'public.admin_proposal_send(p_proposal_id bigint, p_token text, p_link_salt text, p_content jsonb)': admin,
  'public.admin_proposal_settings()': admin,
  'public.admin_proposal_settings_save(p_deposit_percent integer, p_pix_key text, p_pix_beneficiary text, p_pix_city text)': `${admin}; a Pix change needs the password confirmed in that session, is audited and writes the administrators' alert`,
  'public.admin_proposal_summaries(p_orcamento_ids bigint[])': admin,
  'public.admin_quote(p_id bigint)': admin,
  'public.admin_quote_booking(p_id bigint)': admin,
  'public.admin_quote_create(p_submission_id uuid, p_name text, p_email text, p_phone text, p_whatsapp text, p_neighborhood text, p_party_type text, p_guests integer, p_date date, p_event_time time without time zone, p_message text, p_lead_source text)': `${admin}: a quote taken by phone, WhatsApp or in person, recorded as the administrator's`,
  'public.admin_quote_event(p_id bigint)': admin,
  'public.admin_quote_history(p_id bigint)': admin,
  'public.admin_quote_note_add(p_orcamento_id bigint, p_body text)': admin,
  'public.admin_quote_notes(p_orcamento_id bigint)': admin,
  'public.admin_quote_update(p_id bigint, p_changes jsonb, p_override_reason text)': `${admin}; each change kept in the quote's history and the audit log`,
  'public.admin_quotes(p_search text, p_status text, p_party_type text, p_event_from date, p_event_to date, p_received_from timestamp with time zone, p_received_before timestamp with time zone, p_after_created_at timestamp with time zone, p_after_id bigint, p_oldest_first boolean, p_limit integer, p_offset integer, p_lead_source text)':
    admin,
  'public.admin_quotes_count(p_search text, p_status text, p_party_type text, p_event_from date, p_event_to date, p_received_from timestamp with time zone, p_received_before timestamp with time zone, p_lead_source text)':
    admin,
  'public.admin_quotes_on_full_days(p_ids bigint[])': admin,
  'public.admin_report(p_from date, p_to date)': admin,
  'public.admin_review_counts(p_from date, p_to date)': admin,
  'public.admin_review_received(p_id bigint)': admin,
  'public.admin_review_request(p_id bigint)': admin,
  'public.admin_review_url_save(p_url text)': admin,
  'public.admin_session_end(p_id uuid, p_job_key_sha256 text)': `${admin}; the session's account loses its calendar feeds and the job key goes back to the server's`,
  'public.admin_sessions_list()': admin,
  'public.admin_alerts_pending()': admin,
  'public.admin_reauth_record(p_user uuid, p_session uuid)': `${signedIn}: only a session Supabase Auth opened for the password within 2 minutes, for another session of the same administrator`,
  'public.admin_set_capacity(p_events_per_day integer)': admin,
  'public.admin_set_hold_days(p_days integer)': admin,
  'public.admin_set_job_key(p_sha256 text)': `${admin}: the sign-in registers CRON_SECRET's hash`,
  'public.admin_set_next_contact(p_id bigint, p_date date)': admin,
  'public.admin_set_notify_recipients(p_recipients text[])': admin,
  'public.admin_sign_in_alerts()': admin,
  'public.admin_week_sheets(p_from date, p_to date)': admin,
  'public.admin_whatsapp_settings()': admin,
  'public.admin_whatsapp_template_save(p_name text, p_body text)': admin,
  'public.anonymize_person(p_key text)': admin,
  'public.audit_record(p_action text, p_subject text, p_detail jsonb)': admin,
  'public.block_date(p_date date, p_note text)': admin,
  'public.correct_quote_contact(p_id bigint, p_name text, p_email text, p_phone text, p_whatsapp text, p_neighborhood text)':
    admin,
  'public.is_admin()': 'the guard asks it; it says only whether the caller is an administrator with an open session',
  'public.mail_record(p_kind text, p_recipients text[], p_ref text)': `${admin} for the e-mails an administrator sends (proposta, teste); the server's kinds refuse anyone else`,
  'public.person_data(p_key text, p_purpose text)': admin,
  'public.session_check()': `${signedIn}: the limits are the database's`,
  'public.session_end(p_scope text, p_job_key_sha256 text)': signedIn,
  'public.session_open(p_user_agent text)': `${signedIn}: needs the session the token names`,
  'public.set_quote_status(p_id bigint, p_status text, p_lost_reason text, p_lost_detail text, p_value_cents integer, p_override_reason text)': `${admin}; a win books through booking_place under the day's lock`,
  'public.set_retention_months(p_months integer)': admin,
  'public.sign_in_succeeded(p_client text)': `${signedIn}: clears the failures of their own e-mail only`,
  'public.unblock_date(p_date date)': admin,
}

/**
 * Table, view, column and sequence privileges of anon and authenticated: none. Every read and every
 * write is a function above, so PostgREST's table endpoints answer "permission denied" to both.
 */
export const tablePrivileges: Record<string, string> = {}
