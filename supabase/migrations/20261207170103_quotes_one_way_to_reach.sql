-- A quote the owner takes by phone or WhatsApp needs one way to reach the client, not all three,
-- and no message. Each contact keeps its format when given; a row without any is refused. The
-- public form still asks for all of them (its schema), so only the admin's quotes leave some out.
alter table public."Orcamentos"
  drop constraint if exists orcamentos_email_check,
  drop constraint if exists orcamentos_phone_check,
  drop constraint if exists orcamentos_whatsapp_check,
  drop constraint if exists orcamentos_message_check,
  drop constraint if exists orcamentos_reach_check;
alter table public."Orcamentos"
  add constraint orcamentos_email_check check (anonymized_at is not null or email is null
    or (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$')) not valid,
  add constraint orcamentos_phone_check check (anonymized_at is not null or phone is null or phone ~ '^\d{2} \d{8,9}$') not valid,
  add constraint orcamentos_whatsapp_check check (anonymized_at is not null or whatsapp is null or whatsapp ~ '^\d{2} \d{8,9}$') not valid,
  add constraint orcamentos_message_check check (anonymized_at is not null or message is null
    or char_length(btrim(message)) between 1 and 2000) not valid,
  add constraint orcamentos_reach_check check (anonymized_at is not null or email is not null or phone is not null or whatsapp is not null) not valid;
