import { definePost } from './define-post'

export const comoEscolherOBuffetPerfeito = definePost({
  slug: 'como-escolher-o-buffet-perfeito',
  title: 'Como escolher o buffet perfeito para a sua festa',
  excerpt:
    'O buffet costuma representar de 30% a 40% do custo de uma festa. Veja o que avaliar, o que perguntar e como comparar propostas antes de fechar o contrato.',
  publishedAt: '2025-03-11',
  author: 'renata-oliveira',
  cover: {
    file: 'blog-como-escolher-buffet.webp',
    alt: 'Ilustração de uma prancheta com lista de verificação ao lado de um chapéu de chef, um prato de salgadinhos e cupcakes.',
  },
  related: ['orcamento-festa-infantil', 'opcoes-menu-criancas'],
  seo: {
    title: 'Como escolher o buffet perfeito',
    description:
      'Cardápio, equipe, contrato e orçamento: o que avaliar e o que perguntar antes de contratar o buffet da sua festa.',
  },
  body: `
O buffet é uma das decisões mais importantes de qualquer festa. É ele que alimenta os convidados, dita o ritmo do evento e, muitas vezes, é o que as pessoas mais lembram depois. Não por acaso, o buffet costuma representar de 30% a 40% do custo total de uma festa. Com um peso desses no orçamento, vale escolher com calma e com critério.

Reunimos aqui o que aprendemos em {anos} servindo festas em São Paulo: o que observar, o que perguntar e como comparar propostas sem cair em armadilhas.

## Comece pela sua festa, não pelo buffet

Antes de pedir o primeiro orçamento, tenha claro o formato do evento. Isso evita comparar propostas que não se comparam.

- **Tipo de festa:** aniversário infantil, festa de adultos, confraternização de empresa ou festa temática.
- **Número de convidados:** uma estimativa realista, separando adultos e crianças.
- **Local:** casa, salão de festas do condomínio, escritório ou espaço alugado.
- **Data e horário:** um lanche da tarde pede um cardápio diferente de um jantar.
- **Estilo de serviço:** mesa posta, serviço volante (os garçons circulam com as comidinhas), estações ou uma combinação deles.

Com essas respostas em mãos, cada buffet consegue montar uma proposta sob medida, e você consegue colocar as propostas lado a lado.

## O cardápio: variedade, qualidade e flexibilidade

O cardápio é o coração da escolha. Um bom buffet apresenta opções claras, explica o que está incluso e se adapta ao seu público.

### Variedade que conversa com os convidados

Festa infantil pede sabores conhecidos e porções pequenas; festa de adultos aceita mais ousadia. Observe se o buffet tem cardápios pensados para cada ocasião. No nosso caso, por exemplo, os [mini lanchinhos](/cardapios/lanchinhos) e os [salgadinhos](/cardapios/salgadinhos) fazem sucesso com a criançada, enquanto as [comidinhas](/cardapios/comidinhas) e as [saladas e legumes](/cardapios/saladas-e-legumes) completam a festa dos adultos.

### Comida feita na hora

Pergunte onde e quando a comida é preparada. Salgados fritos na hora e pratos finalizados durante a festa chegam à mesa com outra textura e outro sabor. No buffet a domicílio, a equipe leva a estrutura e prepara tudo na sua casa enquanto a festa acontece.

### Restrições alimentares

Hoje é raro uma festa sem algum convidado vegetariano, intolerante à lactose ou com alergia. Pergunte como o buffet lida com isso: se há opções específicas, se os pratos são identificados e se a equipe sabe responder às dúvidas dos convidados.

### Degustação e referências

Sempre que possível, prove. Quando não houver degustação, peça fotos de eventos reais, leia depoimentos e converse com quem já contratou. A nossa [galeria](/galeria) mostra um pouco das festas que já fizemos.

## Estrutura e equipe

Uma comida excelente pode ser prejudicada por um serviço desorganizado. Verifique:

- quantos garçons, cozinheiros e copeiros estarão no evento;
- se a equipe chega com antecedência para montar e só sai depois de organizar a cozinha;
- quem leva louças, talheres, travessas, descartáveis e equipamentos;
- se haverá um responsável pela festa com quem você possa falar no dia.

## Transparência no orçamento e no contrato

Como o buffet responde por uma fatia grande do custo, cada detalhe do contrato conta. Um bom orçamento é fácil de ler e não deixa dúvidas.

### Perguntas que valem ouro

1. O preço é por pessoa ou por pacote? Crianças pagam um valor diferente?
2. Qual é a duração do serviço e quanto custa uma hora extra?
3. As bebidas estão incluídas? Quais?
4. Descartáveis, louças e toalhas fazem parte do pacote?
5. Existe taxa de deslocamento para o seu bairro?
6. Qual é a política para mudar a data ou o número de convidados?
7. Como funciona o pagamento: sinal, parcelas e prazo para quitar?

Desconfie de propostas vagas ou muito abaixo das demais. Muitas vezes o valor baixo esconde itens cobrados à parte ou um cardápio mais enxuto do que parece.

## Compare propostas de forma justa

Ao receber dois ou três orçamentos, monte uma tabela simples com o que cada um inclui: quantidade de itens do cardápio, duração, equipe, bebidas, descartáveis e taxas. Só então compare os preços. Não é raro a proposta um pouco mais cara ser a mais completa, e a diferença desaparece quando você soma o que a outra cobra por fora.

## Quando o buffet a domicílio faz sentido

Levar o buffet para casa, ou para o salão do condomínio, tem vantagens claras: você não paga aluguel de espaço, os convidados ficam à vontade, as crianças brincam em um ambiente conhecido e a festa ganha um clima mais acolhedor. Para quem tem um espaço adequado, costuma ser a forma mais prática de receber bem. Se a festa for no prédio, leia também o nosso [guia completo de festas em condomínio](/blog/festas-condominio-guia-completo).

## Checklist final antes de fechar

- Formato da festa definido: tipo, convidados, local, data e horário.
- Cardápio escolhido, com opções para quem tem restrições.
- Equipe e estrutura descritas na proposta.
- Itens inclusos e cobrados à parte listados por escrito.
- Condições de pagamento e de alteração claras.
- Referências verificadas.

Escolher bem o buffet é garantir tranquilidade no grande dia. Se quiser conhecer as nossas opções, veja [nossos cardápios e pacotes](/cardapios) e [peça um orçamento](/orcamento): respondemos com uma proposta detalhada, sem letras miúdas.
`,
})
