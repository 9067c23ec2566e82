-- The alert "the daily jobs' key is missing" (quote_intake_unkeyed writes it, at most once an hour):
-- one more kind of admin alert, and of the e-mail that delivers it.
alter table public.admin_alerts drop constraint if exists admin_alerts_kind_check;
alter table public.admin_alerts add constraint admin_alerts_kind_check
  check (kind in ('pix_alterado', 'tarefas_sem_chave'));
alter table public.mail_log drop constraint if exists mail_log_kind_check;
alter table public.mail_log add constraint mail_log_kind_check
  check (kind = any (array['novo_orcamento', 'alerta_acesso', 'resumo', 'proposta', 'aceite', 'copia_aceite', 'teste',
    'pix_alterado', 'contato_alterado', 'data_indisponivel', 'recusa', 'recibo', 'tarefas_sem_chave']));
