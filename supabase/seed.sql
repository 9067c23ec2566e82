-- Sample quote requests for a local `supabase start` (never applied to a hosted project).
-- Create the first administrator with: npm run user:add -- --email voce@exemplo.com --admin
insert into public."Orcamentos" (name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, submission_id)
values
  ('Mariana Alves', 'mariana@exemplo.com', '11 987654321', '11 987654321', 'Moema', 'festa-infantil', 40, current_date + 30, '15:00', 'Aniversário de 5 anos com tema de dinossauros.', gen_random_uuid()),
  ('Ricardo Nunes', 'ricardo@empresa.com.br', '11 34567890', '11 912345678', 'Itaim Bibi', 'Corporativo', 120, current_date + 45, '19:30', 'Confraternização de fim de ano da equipe.', gen_random_uuid()),
  ('Patrícia Gomes', 'patricia@exemplo.com', '11 998877665', '11 998877665', 'Tatuapé', 'festa-junina, festa-infantil', 80, current_date + 60, '16:00', 'Arraiá no salão do condomínio.', gen_random_uuid())
on conflict do nothing;
