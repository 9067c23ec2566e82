import { definePost } from './define-post'

export const festasCondominioGuiaCompleto = definePost({
  slug: 'festas-condominio-guia-completo',
  title: 'Festas em condomínio: guia completo para organizar sem dor de cabeça',
  excerpt:
    'Reserva do salão, regras internas, vizinhos, portaria e cozinha: tudo o que você precisa saber para fazer uma festa tranquila no condomínio.',
  publishedAt: '2025-05-13',
  author: 'renata-oliveira',
  cover: {
    file: 'blog-festas-condominio.webp',
    alt: 'Ilustração de prédios de um condomínio com o salão de festas iluminado, balões coloridos e um prato de salgadinhos em primeiro plano.',
  },
  related: ['buffet-barraquinhas-festa-completa', 'como-escolher-o-buffet-perfeito'],
  seo: {
    title: 'Festas em condomínio: guia completo',
    description:
      'Regulamento, reserva do salão, portaria, vizinhos, cozinha e cardápio: o passo a passo para uma festa tranquila no condomínio.',
  },
  body: `
O salão de festas do condomínio é uma das melhores opções para quem quer comemorar perto de casa, sem pagar aluguel de espaço e sem precisar receber todo mundo dentro do apartamento. Mas ele tem regras próprias, vizinhos logo ali e uma estrutura que nem sempre está pronta para um evento. Este guia reúne o passo a passo para a sua festa dar certo, do convite à entrega das chaves.

## Antes de tudo: leia o regulamento

Cada condomínio tem a sua convenção e o seu regimento interno, e é ali que estão as regras do salão. Antes de marcar a data, confira:

- como funciona a reserva e com quanta antecedência ela deve ser feita;
- se há taxa de uso ou caução;
- o horário permitido para o evento e para a música;
- a capacidade máxima do salão;
- se é possível usar a churrasqueira, a piscina ou o playground junto com o salão;
- as regras para a entrada de fornecedores e de convidados.

Se alguma regra não estiver clara, fale com o síndico ou com a administradora. É melhor perguntar antes do que descobrir no dia.

## Reserve com antecedência

Datas próximas de feriados, o fim de ano e os fins de semana de junho, época de festa junina, são disputados. Assim que decidir a data, faça a reserva e guarde o comprovante. Se a festa depender de fornecedores, reserve o salão primeiro e contrate depois, para não ter de remarcar tudo.

## Conheça o espaço de perto

Visite o salão com calma, de preferência no mesmo horário da festa, e observe os pontos abaixo.

### Cozinha e equipamentos

- O fogão funciona? Quantas bocas tem? Há forno?
- A geladeira e o freezer estarão livres no dia?
- Quantas tomadas existem e qual é a voltagem?
- Há pia, água corrente e bancada para apoiar as travessas?

Essas informações são fundamentais para o buffet. No serviço a domicílio, a nossa equipe prepara a comida no local durante a festa, então vale enviar fotos da cozinha ou combinar uma visita. Assim levamos exatamente os equipamentos que faltam.

### Mobiliário e circulação

Conte mesas e cadeiras e veja se há espaço para a mesa do bolo, para as crianças brincarem e para os garçons circularem. Observe também banheiros, iluminação e ventilação, e pense em um plano B se a festa usar a área externa e chover.

### Acesso

Descubra por onde entram os fornecedores, se há elevador de serviço, onde a equipe pode estacionar ou descarregar e a partir de que horas a montagem é permitida.

## Portaria e lista de convidados

A maioria dos condomínios pede a lista de convidados com antecedência. Organize tudo em uma planilha com nome completo e, se o condomínio exigir, documento. Inclua a equipe do buffet, o fotógrafo, os recreadores e qualquer outro fornecedor. No dia, deixe o seu telefone com a portaria para resolver imprevistos sem atrasar a entrada de ninguém.

## Boa convivência com os vizinhos

Uma festa tranquila é aquela que os vizinhos nem percebem que aconteceu.

- Respeite o horário de silêncio do regulamento e baixe o som com antecedência.
- Combine com as crianças os limites das brincadeiras nas áreas comuns.
- Avise os vizinhos mais próximos do salão, principalmente se a festa for grande.
- Oriente os convidados sobre onde estacionar.

## Cronograma do dia

Um roteiro simples, combinado com todos os fornecedores, evita correria:

1. **Montagem:** chegada da decoração e da equipe do buffet, dentro do horário permitido.
2. **Recepção:** os convidados chegam e o serviço volante começa com salgadinhos e bebidas.
3. **Momento principal:** refeição, brincadeiras ou atrações.
4. **Parabéns:** bolo e doces.
5. **Encerramento:** despedida dos convidados antes do horário limite.
6. **Desmontagem e limpeza:** o salão é entregue como foi recebido.

## O cardápio ideal para o salão

Salões de condomínio costumam ter cozinhas compactas, então vale escolher um cardápio que funcione bem com preparo no local. Salgadinhos fritos na hora, [mini lanchinhos](/cardapios/lanchinhos), [comidinhas](/cardapios/comidinhas) servidas em porções individuais e estações como a de [crepe francês](/cardapios/crepe-frances) ou a de [milk shake](/pacotes/milk-shake) são ótimas escolhas. Se o condomínio liberar a churrasqueira, o [pacote Churrasco](/pacotes/churrasco) aproveita o espaço.

Para festas grandes em áreas externas, as barraquinhas são uma alternativa divertida; veja quando elas fazem sentido no artigo sobre [buffet de barraquinhas](/blog/buffet-barraquinhas-festa-completa).

## Depois da festa

Confira com o zelador o estado do salão, devolva chaves e controles e verifique se nada ficou para trás. Combine com o buffet a retirada dos equipamentos e do lixo no mesmo dia. Um salão entregue limpo garante a caução de volta e boa vontade na próxima reserva.

## Checklist rápido

- Regulamento lido e reserva confirmada.
- Visita ao salão feita, com fotos da cozinha.
- Lista de convidados e fornecedores entregue à portaria.
- Vizinhos avisados.
- Cronograma combinado com o buffet.
- Limpeza e devolução do salão planejadas.

Com planejamento, a festa no condomínio é prática, econômica e muito gostosa. Quer ajuda com o cardápio? [Peça um orçamento](/orcamento) e conte que a festa será no salão do prédio: adaptamos tudo ao espaço.
`,
})
