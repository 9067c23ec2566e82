import { definePost } from './define-post'

export const entretenimentoFestaInfantil = definePost({
  slug: 'entretenimento-festa-infantil',
  title: 'Entretenimento para festa infantil: ideias de brincadeiras por idade',
  excerpt:
    'Brincadeiras, oficinas e atrações para cada faixa de idade, um roteiro para a festa fluir e dicas de segurança para a diversão acontecer em casa.',
  publishedAt: '2025-01-14',
  author: 'renata-oliveira',
  cover: {
    file: 'blog-entretenimento-infantil.webp',
    alt: 'Ilustração de brincadeiras de festa infantil: cartola de mágico com varinha e estrelas, bolhas de sabão, pipa, balões, cata-ventos e pipoca.',
  },
  seo: {
    title: 'Entretenimento para festa infantil',
    description:
      'Ideias de brincadeiras, oficinas e atrações para cada idade, com roteiro da festa e dicas de segurança para festas em casa.',
  },
  body: `
Uma festa infantil pode ter a comida mais gostosa e a decoração mais linda, mas o que as crianças vão contar no dia seguinte é do que brincaram. Planejar o entretenimento garante que a criançada se divirta e que os adultos consigam conversar e aproveitar. A melhor escolha depende da idade, do espaço e do perfil dos convidados. Aqui vão ideias para cada fase e dicas para organizar a diversão.

## Pense primeiro na idade

### De 1 a 3 anos

Nessa fase, as crianças brincam perto dos pais e se cansam rápido. Menos é mais:

- um cantinho com tapetes, almofadas e brinquedos macios;
- bolhas de sabão, que encantam todas as idades;
- música e instrumentos de brinquedo;
- livros de pano e blocos de montar.

Evite atrações barulhentas e personagens com fantasias grandes, que podem assustar os menores. Prefira festas mais curtas, respeitando o horário da soneca.

### De 4 a 6 anos

É a idade da imaginação e das brincadeiras de roda. Funcionam bem:

- pintura facial e tatuagens temporárias;
- teatro de fantoches ou contação de histórias;
- brincadeiras de roda, estátua e dança das cadeiras;
- massinha de modelar e desenhos para colorir com o tema da festa;
- caça ao tesouro simples, com pistas em desenho.

### De 7 a 10 anos

Eles querem desafios, competição e autonomia:

- gincanas com equipes;
- caça ao tesouro com pistas escritas;
- oficinas de culinária, como decorar cupcakes ou enrolar brigadeiros;
- show de mágica com a participação das crianças;
- corrida de saco, ovo na colher e cabo de guerra, se houver espaço.

### A partir de 11 anos

Os pré-adolescentes não querem parecer “crianças”. Aposte em:

- karaokê ou pista de dança com a playlist escolhida por eles;
- sessão de cinema com pipoca;
- jogos de tabuleiro e videogame em grupo;
- oficina de milk shake ou de pizza, em que eles montam o próprio lanche.

## Recreadores: vale a pena?

Recreadores profissionais conduzem as brincadeiras, mediam conflitos, incluem as crianças mais tímidas e mantêm o ritmo da festa. Para festas com muitas crianças ou idades variadas, são um grande alívio para os pais. Ao contratar, pergunte quantos recreadores virão para o número de crianças esperado, quais atividades estão incluídas, de que materiais eles precisam e quanto espaço ocupam.

## A comida também diverte

Estações em que a comida é feita na hora viram atração. As crianças acompanham o milk shake sendo batido, escolhem a cobertura do brigadeiro e esperam o crepe sair da chapa. Os pacotes [Milk Shake](/pacotes/milk-shake) e [Brigadeiro](/pacotes/brigadeiro) e o cardápio de [crepe francês](/cardapios/crepe-frances) unem lanche e diversão. Para festas grandes, um [buffet de barraquinhas](/blog/buffet-barraquinhas-festa-completa) transforma o evento numa pequena quermesse.

## Um roteiro para a festa fluir

Alternar momentos agitados e calmos evita crianças exaustas e choro no fim da festa. Um roteiro que funciona para uma tarde de festa:

1. **Chegada:** atividades livres e tranquilas, como desenho, massinha e bolhas, enquanto os convidados chegam e os salgadinhos começam a circular.
2. **Aquecimento:** brincadeiras de roda ou de música para integrar a turma.
3. **Atração principal:** mágico, teatro, gincana ou oficina.
4. **Lanche:** uma pausa para comer com calma.
5. **Brincadeiras livres:** tempo para as crianças brincarem do jeito delas.
6. **Parabéns:** bolo, fotos e doces.
7. **Despedida:** entrega das lembrancinhas.

## Diversão em casa ou no condomínio

Festa em casa não precisa de grandes estruturas. Algumas adaptações:

- separe um cômodo ou um canto só para as brincadeiras, longe da cozinha e da mesa do bolo;
- retire objetos frágeis e proteja as quinas;
- use o quintal ou a área de lazer do condomínio para as atividades mais agitadas, conferindo as regras no nosso [guia de festas em condomínio](/blog/festas-condominio-guia-completo);
- ajuste o volume da música aos horários do prédio.

## Segurança em primeiro lugar

- Brinquedos infláveis e camas elásticas só com monitor e dentro das orientações do fornecedor.
- Piscina apenas com um adulto responsável olhando o tempo todo.
- Material das oficinas adequado à idade, sem peças pequenas para os menores.
- Área de brincadeira longe de equipamentos quentes e do caminho dos garçons.
- Um adulto de referência para cada grupo de crianças.

## Brincadeiras clássicas que sempre funcionam

Batata quente, estátua, dança das cadeiras, morto-vivo, esconde-esconde, passa-anel e telefone sem fio não custam nada e continuam fazendo sucesso. Muitas vezes, a brincadeira que os pais aprenderam na infância vira a preferida da tarde.

Você planeja a diversão e nós cuidamos da comida. Veja [nossos cardápios](/cardapios) e [peça um orçamento](/orcamento) para a próxima festa da sua família.
`,
})
