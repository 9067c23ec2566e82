import { definePost } from './define-post'

export const buffetBarraquinhasFestaCompleta = definePost({
  slug: 'buffet-barraquinhas-festa-completa',
  title: 'Buffet de barraquinhas: como montar uma festa completa e divertida',
  excerpt:
    'Barraquinhas de comida transformam a festa em um passeio. Veja quanto custam a mais, quantas montar, quanto espaço é preciso e como escolher as estações.',
  publishedAt: '2025-04-22',
  author: 'carolina-mendes',
  cover: {
    file: 'blog-barraquinhas.webp',
    alt: 'Ilustração de três barraquinhas de festa com toldos listrados servindo pipoca, milk shakes e brigadeiros, sob bandeirinhas coloridas.',
  },
  related: ['festa-junina-tradicoes-sabores', 'como-escolher-o-buffet-perfeito'],
  seo: {
    title: 'Buffet de barraquinhas: guia completo',
    description:
      'Quanto custa, quantas barraquinhas montar, espaço e tempo de montagem: tudo para planejar um buffet de barraquinhas na sua festa.',
  },
  body: `
Pipoca estourando, crepe saindo da chapa, milk shake batido na hora, brigadeiro enrolado na frente dos convidados. O buffet de barraquinhas transforma a festa em um pequeno passeio: em vez de esperar a comida chegar, as pessoas circulam entre as estações e escolhem o que querem comer. É um formato que diverte as crianças, agrada aos adultos e rende ótimas fotos.

Mas ele também tem particularidades de custo, espaço e logística. Neste guia explicamos como funciona e como planejar o seu.

## O que é um buffet de barraquinhas

Cada barraquinha é uma pequena estação temática, com um tipo de comida ou bebida e alguém preparando e servindo na hora. O convidado chega, escolhe, recebe a porção e segue para a próxima. O clima lembra uma quermesse ou uma feira, por isso o formato combina tanto com festas juninas quanto com aniversários e eventos de empresa.

Algumas estações que fazem sucesso:

- **Pipoca** doce e salgada, em saquinhos ou baldinhos.
- **Crepe francês** montado na chapa, salgado e doce, como no nosso [cardápio de crepe francês](/cardapios/crepe-frances).
- **Cachorro-quente** com molhos e acompanhamentos.
- **Milk shake** com sabores e coberturas à escolha, como no [pacote Milk Shake](/pacotes/milk-shake).
- **Brigadeiro** enrolado na hora, com coberturas variadas, como no [pacote Brigadeiro](/pacotes/brigadeiro).
- **Algodão-doce**, **churros** e **mini pastéis**.
- **Espetinhos** para festas de adultos, no estilo do nosso [pacote Churrasco](/pacotes/churrasco).

## Quanto custa a mais

Como cada estação precisa de equipamento próprio e de alguém dedicado a ela, o buffet de barraquinhas costuma custar cerca de 15% a 25% a mais do que um buffet tradicional para o mesmo número de convidados. A diferença varia conforme a quantidade de estações e o tipo de comida: uma barraquinha de pipoca é bem mais simples de montar do que uma de crepe.

Em troca, você ganha um evento mais dinâmico, com menos fila na mesa principal e uma experiência que vira assunto. Para muita gente, o investimento extra se paga na diversão.

## Quantas barraquinhas montar

A regra prática é de cerca de uma barraquinha para cada 15 a 20 convidados. Assim as filas andam rápido e ninguém fica tempo demais esperando. Na prática:

- festa com 60 convidados: de 3 a 4 barraquinhas;
- festa com 100 convidados: de 5 a 7 barraquinhas;
- festa com 150 convidados: de 8 a 10 barraquinhas.

Equilibre doces e salgados. Uma boa combinação tem mais estações salgadas do que doces e pelo menos uma de bebidas. Se a festa for longa, prefira estações que sustentam, como cachorro-quente, crepe e espetinhos, em vez de muitas opções de beliscar.

## Espaço e montagem

### Área mínima

Barraquinhas ocupam lugar: além da estação em si, é preciso espaço para a fila e para as pessoas circularem com o prato na mão. Recomendamos uma área mínima de 100 metros quadrados. Quintais, áreas de lazer de condomínio, salões de festa e chácaras costumam funcionar bem.

### Tempo de montagem

A montagem leva de 2 a 4 horas, dependendo do número de estações e dos equipamentos. Combine com o local o horário de chegada da equipe e confirme se há tomadas suficientes e pontos de água por perto. Se a festa for em condomínio, reserve o espaço com folga e avise a portaria; o nosso [guia de festas em condomínio](/blog/festas-condominio-guia-completo) tem o passo a passo.

### Distribuição

- Espalhe as estações pelo espaço em vez de enfileirá-las, para evitar aglomeração.
- Deixe as estações mais procuradas, como crepe e cachorro-quente, longe uma da outra.
- Reserve um canto com mesas e cadeiras para quem prefere comer sentado.
- Mantenha a área de brincadeiras das crianças longe das chapas e fritadeiras.

## Para quem o formato é indicado

O buffet de barraquinhas é indicado para festas com 50 convidados ou mais. Abaixo disso, as estações ficam ociosas e o custo por pessoa sobe sem necessidade; um serviço volante ou uma mesa bem montada costumam funcionar melhor. A partir desse tamanho, as barraquinhas brilham em:

- aniversários infantis grandes, com família e amigos da escola;
- festas juninas e arraiás (veja [as tradições e os sabores da festa junina](/blog/festa-junina-tradicoes-sabores));
- confraternizações de empresa e festas de fim de ano;
- festas de condomínio abertas a todos os moradores.

## Como escolher as barraquinhas

Pense no público e no horário. Uma festa infantil à tarde pede pipoca, cachorro-quente, milk shake e brigadeiro. Um evento de adultos à noite combina com crepe, espetinhos e uma estação de drinques. Numa festa junina, é difícil fugir de pipoca, milho, quentão e doces típicos, que estão no nosso [pacote Festa Junina](/pacotes/festa-junina).

Também vale combinar as barraquinhas com o serviço volante: enquanto as estações fazem a festa, os garçons circulam com salgadinhos e bebidas, e ninguém fica com fome entre uma fila e outra.

## Checklist do buffet de barraquinhas

1. Confirme o número de convidados: o formato rende mais a partir de 50 pessoas.
2. Meça o espaço: pelo menos 100 metros quadrados.
3. Defina o número de estações: uma para cada 15 a 20 convidados.
4. Escolha o equilíbrio entre doces, salgados e bebidas.
5. Reserve de 2 a 4 horas para a montagem antes do início da festa.
6. Verifique energia elétrica, água e acesso para a equipe.
7. Preveja no orçamento os 15% a 25% a mais em relação ao buffet tradicional.

Quer montar o seu? Conte para a gente o tamanho da festa e o espaço disponível: [peça um orçamento](/orcamento) e sugerimos a combinação de estações que faz mais sentido para o seu evento.
`,
})
