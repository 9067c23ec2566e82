import { definePost } from './define-post'

export const orcamentoFestaInfantil = definePost({
  slug: 'orcamento-festa-infantil',
  title: 'Orçamento de festa infantil: como planejar os gastos sem sustos',
  excerpt:
    'Passo a passo para montar o orçamento da festa infantil: lista de convidados, divisão dos gastos, onde economizar sem perder a graça e como pedir cotações.',
  publishedAt: '2025-01-21',
  author: 'thiago-martins',
  cover: {
    file: 'blog-orcamento-festa-infantil.webp',
    alt: 'Ilustração de um cofrinho de porquinho entre um caderno de anotações com lápis, pilhas de moedas, uma calculadora e um cupcake.',
  },
  related: ['como-escolher-o-buffet-perfeito', 'opcoes-menu-criancas'],
  seo: {
    title: 'Orçamento de festa infantil',
    description:
      'Como definir o valor da festa infantil, dividir os gastos por categoria, economizar sem perder a graça e pedir orçamentos detalhados.',
  },
  body: `
Festa de criança é alegria, mas também é planejamento. Sem um orçamento definido, é fácil se empolgar com a decoração, somar pequenos gastos e chegar ao fim com uma conta bem maior do que o esperado. A boa notícia: com um pouco de organização, dá para fazer uma festa linda e gostosa dentro do valor que você escolheu. Veja o passo a passo.

## 1. Defina quanto quer gastar

Parece óbvio, mas muita gente começa pelos fornecedores e só depois olha para o total. Faça o contrário: estabeleça um valor máximo e distribua entre as categorias. Esse número vai guiar todas as decisões seguintes.

## 2. Faça a lista de convidados

O número de convidados é o que mais mexe no orçamento, porque multiplica quase tudo: comida, bebida, lembrancinhas, cadeiras e espaço. Separe:

- crianças e adultos;
- a faixa de idade das crianças, dos bebês aos maiores;
- convidados certos e prováveis.

Uma dica: festas menores, só com família e amigos próximos, costumam ser mais aconchegantes e liberam verba para caprichar na comida e na diversão.

## 3. Escolha data, horário e local

### Horário

Uma festa no meio da tarde pede lanchinhos e doces; uma festa na hora do almoço ou do jantar pede uma refeição completa. O horário muda o cardápio e, com ele, o valor.

### Local

Fazer a festa em casa ou no salão do condomínio elimina o aluguel de espaço, que costuma pesar bastante nas festas em casas de festa. Com o buffet a domicílio, a comida é preparada no local e a equipe cuida do serviço. Se for o seu caso, confira o nosso [guia de festas em condomínio](/blog/festas-condominio-guia-completo).

## 4. Divida o orçamento por categorias

Cada festa é única, mas as categorias se repetem. Liste todas antes de começar a gastar:

- **Buffet, com comida, bebida e serviço:** normalmente a maior fatia, de 30% a 40% do custo total da festa.
- **Bolo e doces.**
- **Decoração:** mesa principal, painel, balões e centros de mesa.
- **Entretenimento:** recreadores, brinquedos e atrações.
- **Convites e lembrancinhas.**
- **Fotografia e vídeo.**
- **Aluguel de espaço ou de mobiliário,** quando necessário.
- **Reserva para imprevistos:** separe uma parte do valor para o que sempre aparece de última hora.

## 5. Peça orçamentos detalhados

Peça pelo menos duas ou três cotações de cada fornecedor importante e compare o que está incluso, não só o preço. Para o buffet, uma boa proposta informa o cardápio, a duração, a equipe, as bebidas, os descartáveis e eventuais taxas. No artigo [como escolher o buffet perfeito](/blog/como-escolher-o-buffet-perfeito) listamos as perguntas que valem a pena fazer.

### O que informar ao pedir um orçamento de buffet

Quanto mais completa a informação, mais precisa a proposta:

1. Nome e formas de contato: telefone, WhatsApp e e-mail.
2. Bairro onde será a festa.
3. Tipo de festa: infantil, adulto, corporativa, junina ou outra.
4. Número de convidados, dizendo quantos são crianças.
5. Data e horário.
6. O que você imagina: cardápios de interesse, restrições alimentares, tema.

São exatamente os campos do nosso formulário de [orçamento](/orcamento), que leva poucos minutos para preencher.

## 6. Onde economizar sem perder a graça

- **Convites digitais:** bonitos, rápidos e sem custo de impressão e entrega.
- **Decoração enxuta:** uma mesa principal bem feita vale mais do que muitos itens espalhados. Use o que você já tem em casa.
- **Cardápio focado:** menos variedades, bem executadas, em vez de dezenas de opções.
- **Pacotes fechados:** costumam sair mais em conta do que itens avulsos. O [pacote Kids](/pacotes/kids), por exemplo, já reúne lanchinhos, salgados, sobremesa, bebidas e lembrança.
- **Lembrancinhas comestíveis:** um saquinho de pipoca ou um pote de brigadeiro encantam e custam pouco.
- **Brincadeiras clássicas:** muitas das melhores diversões não custam nada; veja ideias em [entretenimento para festa infantil](/blog/entretenimento-festa-infantil).

## 7. Onde não vale economizar

- **Quantidade de comida:** faltar comida é o que mais marca uma festa de forma negativa.
- **Segurança:** brinquedos em bom estado, área de brincadeira longe da cozinha e copos adequados para as crianças.
- **Equipe:** garçons em número suficiente fazem a festa fluir e deixam você aproveitar.

## 8. Acompanhe os gastos

Monte uma planilha simples com o valor previsto e o valor real de cada categoria, além das datas de pagamento. Assim você percebe cedo quando uma categoria estourou e pode compensar em outra.

## Resumo

1. Defina o valor máximo.
2. Feche a lista de convidados.
3. Escolha data, horário e local.
4. Distribua o valor por categorias, com uma reserva para imprevistos.
5. Peça e compare orçamentos detalhados.
6. Economize no que é acessório e invista no que as crianças e os convidados vão lembrar.

Pronto para começar? Veja [nossos cardápios](/cardapios) e [peça um orçamento](/orcamento) sem compromisso.
`,
})
