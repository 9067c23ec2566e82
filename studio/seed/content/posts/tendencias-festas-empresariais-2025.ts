import { definePost } from './define-post'

export const tendenciasFestasEmpresariais2025 = definePost({
  slug: 'tendencias-festas-empresariais-2025',
  title: 'Tendências para festas empresariais em 2025',
  excerpt:
    'Eventos mais leves, cardápios com sotaque brasileiro, opções para todas as dietas e menos desperdício: o que está em alta nas festas de empresa em 2025.',
  publishedAt: '2025-04-01',
  author: 'thiago-martins',
  cover: {
    file: 'blog-festas-empresariais.webp',
    alt: 'Ilustração de confraternização de empresa ao anoitecer: mesas bistrô com taças e canapés diante de prédios iluminados, sob um varal de luzes.',
  },
  seo: {
    title: 'Festas empresariais: tendências 2025',
    description:
      'Serviço volante, encontros menores, cardápio brasileiro, opções para todas as dietas e menos desperdício nas festas de empresa.',
  },
  body: `
Festas de empresa deixaram de ser apenas um compromisso de fim de ano. Hoje elas fazem parte da cultura das equipes: celebram metas, recebem novos colegas, aproximam times que trabalham à distância e ajudam a criar vínculos. Em 2025, o que ouvimos dos nossos clientes corporativos é a busca por eventos mais leves, mais humanos e com a cara de quem participa. Reunimos as principais tendências e como aplicá-las na sua próxima confraternização.

## 1. Experiência acima da formalidade

O jantar sentado com discurso longo está dando lugar a formatos em que as pessoas circulam e conversam. O serviço volante, com garçons passando com comidinhas e bebidas, favorece o networking e integra quem não se conhece. Estações de comida preparada na hora, como crepe, espetinhos ou milk shake, viram pontos de encontro e puxam conversa.

### Como aplicar

- Troque a mesa posta pelo serviço volante nas primeiras horas.
- Inclua uma ou duas estações interativas.
- Faça os discursos curtos e no início, antes de o evento engrenar.

## 2. Encontros menores e mais frequentes

Em vez de uma única grande festa por ano, muitas empresas passaram a fazer encontros menores ao longo do ano: um café da manhã para receber novos colaboradores, um happy hour ao fechar um projeto, um almoço por equipe. São eventos mais simples de organizar e que mantêm o time conectado.

O próprio escritório virou um bom lugar para isso. Com um buffet a domicílio, a equipe leva a estrutura e prepara tudo no local, sem que ninguém precise se deslocar depois do expediente.

## 3. Cardápios com sotaque brasileiro

Ingredientes e receitas regionais estão em alta. Mandioca, milho, queijos artesanais, frutas brasileiras, doces de tacho e releituras da comida de boteco aparecem em versões pequenas, fáceis de comer em pé. Um [pacote Boteco](/pacotes/boteco) no happy hour ou uma [festa junina](/pacotes/festa-junina) da empresa em junho são formas de trazer esse clima para o evento.

## 4. Comida para todas as dietas

Vegetarianos, veganos, intolerantes à lactose, celíacos e pessoas com alergias estão em todas as equipes. Oferecer alternativas deixou de ser um diferencial e passou a ser o mínimo esperado.

- Pergunte as restrições no convite ou no formulário de inscrição.
- Garanta que as opções especiais sejam tão caprichadas quanto as demais.
- Identifique os pratos com plaquinhas claras.
- Combine com o buffet como evitar a contaminação cruzada.

Os cardápios de [saladas e legumes](/cardapios/saladas-e-legumes) e de [comidinhas](/cardapios/comidinhas) ajudam a montar um menu variado, com opções leves.

## 5. Menos desperdício, mais consciência

A sustentabilidade entrou de vez na pauta. As escolhas mais comuns:

- louça e copos reutilizáveis no lugar de descartáveis sempre que possível;
- quantidades calculadas para o número real de convidados;
- confirmação de presença para evitar sobras;
- decoração que pode ser reaproveitada ou doada.

A comida preparada na hora também ajuda: o buffet produz conforme o consumo, em vez de deixar travessas cheias esfriando na mesa.

## 6. Café da manhã e brunch corporativo

Nem todo evento precisa ser à noite. Cafés da manhã e brunches funcionam muito bem para lançamentos internos, reuniões de planejamento e boas-vindas, e respeitam quem tem compromissos depois do trabalho. O [pacote Brunch](/pacotes/brunch) combina mesa posta, serviço volante e bebidas.

## 7. A identidade da empresa nos detalhes

Pequenos detalhes fazem o evento parecer pensado para aquele time: as cores da marca na decoração, o nome dos projetos nos drinques, um bolo comemorativo, lembranças úteis. Não precisa ser caro; precisa ser intencional.

## 8. Fim de ano com a família

As confraternizações de dezembro estão cada vez mais abertas às famílias dos colaboradores, com área para as crianças, comida para todas as idades e horário mais cedo. Um [churrasco](/pacotes/churrasco) com churrasqueiros profissionais para os adultos e o [pacote Kids](/pacotes/kids) para os pequenos são um caminho prático.

## Checklist para o seu evento corporativo

1. Defina o objetivo: celebrar, integrar, agradecer ou apresentar algo.
2. Escolha o formato e o horário que combinam com o time.
3. Faça uma lista de presença com as restrições alimentares.
4. Escolha o local, o cardápio e o estilo de serviço.
5. Planeje um roteiro leve, com pouco tempo de fala.
6. Peça ao buffet uma proposta detalhada, com equipe, estrutura e itens inclusos.

Se você está organizando a próxima festa da sua empresa, conte com a gente, do café da manhã ao happy hour. Veja [nossos cardápios](/cardapios) e [peça um orçamento](/orcamento) para eventos corporativos.
`,
})
