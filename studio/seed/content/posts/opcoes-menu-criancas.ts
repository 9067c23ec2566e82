import { definePost } from './define-post'

export const opcoesMenuCriancas = definePost({
  slug: 'opcoes-menu-criancas',
  title: 'Opções de menu para crianças: o que servir na festa infantil',
  excerpt:
    'Salgados, lanchinhos, frutas, doces e bebidas que as crianças adoram, com dicas de apresentação, quantidades e cuidados com alergias.',
  publishedAt: '2025-01-28',
  author: 'carolina-mendes',
  cover: {
    file: 'blog-menu-criancas.webp',
    alt: 'Ilustração de comidas para crianças numa mesa verde: pipoca, mini hambúrgueres, espetinhos de frutas e copos de suco com canudo.',
  },
  related: ['tendencias-festas-infantis-2025'],
  seo: {
    title: 'Opções de menu para festa infantil',
    description:
      'O que servir na festa infantil: salgados, lanchinhos, frutas, doces e bebidas, com dicas de apresentação e cuidados com alergias.',
  },
  body: `
Quem já organizou uma festa infantil sabe: criança come com os olhos, com as mãos e, muitas vezes, correndo. O cardápio precisa ser gostoso, bonito, fácil de comer e seguro. Ao mesmo tempo, os pais querem uma festa equilibrada, sem exagero de fritura e açúcar. Reunimos aqui o que aprendemos em muitos anos de festas infantis para montar um menu que agrade às crianças e tranquilize os adultos.

## Os princípios de um bom menu infantil

- **Porções pequenas:** tudo que cabe em uma ou duas mordidas. A criança pega, come e volta a brincar.
- **Fácil de segurar:** palitos, copinhos, cones e forminhas dispensam pratos e talheres.
- **Sabores conhecidos:** a festa não é o melhor momento para novidades ousadas. Aposte no que as crianças já amam, com um toque especial.
- **Cores e formatos:** uma apresentação divertida faz até a fruta sumir da mesa.
- **Variedade equilibrada:** salgados, algo mais nutritivo, frutas, doces e bebidas.

## Salgados que nunca falham

Os salgadinhos são o coração da festa infantil. Os clássicos, como coxinha, bolinha de queijo, risole e esfiha, são sempre os primeiros a acabar. Fritos na hora, chegam sequinhos e quentinhos. Veja as opções do nosso cardápio de [salgadinhos](/cardapios/salgadinhos).

### Lanchinhos e mini sanduíches

Mini hambúrgueres, mini cachorros-quentes, pãezinhos recheados e sanduíches naturais agradam em cheio e sustentam mais. Os [mini lanchinhos](/cardapios/lanchinhos) têm muitas opções nesse estilo.

### Opções assadas

Para equilibrar, inclua itens assados, como mini pizzas, empadinhas, pão de queijo e folhados. Eles agradam aos pequenos e aos pais que preferem evitar a fritura.

## Frutas e opções leves

As frutas funcionam melhor quando viram diversão:

- espetinhos de frutas coloridas;
- copinhos de salada de frutas;
- uvas, morangos e mirtilos em potinhos;
- palitos de cenoura e pepino com molhinho, para os mais aventureiros.

Coloque as frutas no começo da festa, quando a fome é maior, e não só ao lado dos doces.

## Uma refeição para festas mais longas

Se a festa acontece na hora do almoço ou do jantar, ou se vai durar a tarde inteira, pense em algo mais substancioso, servido em porções individuais: massas, escondidinhos, arroz de forno, caldinhos nos dias frios. O cardápio de [comidinhas](/cardapios/comidinhas), vendido em combinação com outros cardápios, resolve essa refeição para crianças e adultos.

## Doces e sobremesas

É o momento mais esperado. Além do bolo, algumas opções que fazem sucesso:

- brigadeiros e beijinhos em porções pequenas;
- cupcakes decorados com o tema da festa;
- picolés e sorvete nos dias quentes;
- milk shake, que vira atração quando é batido na frente das crianças, como no [pacote Milk Shake](/pacotes/milk-shake);
- brigadeiro enrolado na hora, com a criança escolhendo a cobertura, como no [pacote Brigadeiro](/pacotes/brigadeiro).

Uma dica: deixe a mesa de doces para depois do parabéns. Assim as crianças chegam ao bolo com vontade, e não agitadas por uma tarde inteira de açúcar.

## Bebidas

Deixe água sempre à vista, em copos ou garrafinhas identificadas. Sucos naturais, água saborizada com frutas e refrigerantes completam a mesa. Prefira copos com tampa e canudo para os menores e evite copos de vidro perto das brincadeiras.

## Alergias, intolerâncias e restrições

Pergunte no convite se algum convidado tem alergia ou restrição alimentar. Com essa informação em mãos:

1. Combine com o buffet opções seguras, preparadas separadamente.
2. Identifique os pratos com plaquinhas simples, como “contém leite” ou “sem glúten”.
3. Avise os pais das crianças com alergia sobre o que será servido.
4. Oriente quem estiver servindo para responder às dúvidas durante a festa.

Atenção especial ao amendoim, ao leite, ao ovo e ao trigo, que aparecem com frequência em receitas de festa.

## Quanto servir

A quantidade depende da idade das crianças, do horário e da duração da festa. Crianças pequenas comem bem menos do que pré-adolescentes, e uma festa na hora do almoço pede mais comida do que um lanche da tarde. Em vez de calcular sozinho, conte ao buffet quantos convidados são crianças, em que faixa de idade, e quanto tempo a festa vai durar. No serviço volante, os garçons repõem conforme o consumo, o que evita tanto a falta quanto o desperdício.

## Não se esqueça dos adultos

Pais, avós e tios também vão comer. Um cardápio paralelo com [saladas e legumes](/cardapios/saladas-e-legumes) e comidinhas mais elaboradas deixa todo mundo satisfeito.

## Um pacote pronto para a criançada

Se você quer praticidade, o [pacote Kids](/pacotes/kids) reúne o que uma festa infantil precisa: sete opções de lanchinhos, dois sanduíches naturais, dois salgados servidos pelos garçons, sobremesa, bebidas e pipoca de lembrança. Ainda é possível incluir adicionais, como mais salgadinhos, saladas e doces especiais.

Monte o cardápio do seu jeito: veja [todos os nossos cardápios](/cardapios) e [peça um orçamento](/orcamento).
`,
})
