import { definePost } from './define-post'

export const festaJuninaTradicoesSabores = definePost({
  slug: 'festa-junina-tradicoes-sabores',
  title: 'Festa junina: tradições e sabores para celebrar em casa',
  excerpt:
    'De onde vêm as bandeirinhas, a fogueira e a quadrilha, quais comidas não podem faltar no arraiá e como levar a festa junina para a sua casa ou condomínio.',
  publishedAt: '2025-06-03',
  author: 'carolina-mendes',
  cover: {
    file: 'blog-festa-junina.webp',
    alt: 'Ilustração de festa junina à noite: bandeirinhas coloridas sobre uma fogueira, um balde de pipoca, espigas de milho e canecas de quentão.',
  },
  related: ['buffet-barraquinhas-festa-completa', 'festas-condominio-guia-completo'],
  seo: {
    title: 'Festa junina: tradições e sabores',
    description:
      'A história, os símbolos e as comidas típicas da festa junina, com dicas para fazer um arraiá em casa ou no condomínio.',
  },
  body: `
Junho chega e São Paulo inteira entra no clima: bandeirinhas coloridas, cheiro de milho cozido, quentão fumegando e quadrilha ensaiada na escola. A festa junina é uma das celebrações mais queridas do Brasil e, para muitas famílias, a melhor desculpa do ano para reunir amigos e vizinhos. Neste artigo contamos um pouco das tradições e dos sabores do arraiá e damos dicas para fazer o seu em casa.

## Um pouco de história

As festas juninas chegaram ao Brasil com os portugueses, ligadas às celebrações europeias do meio do ano. Por aqui, elas se misturaram aos costumes do campo e à época da colheita do milho e ganharam um jeito bem brasileiro. Três santos são homenageados no mês:

- **Santo Antônio**, no dia 13 de junho, conhecido como santo casamenteiro;
- **São João**, no dia 24, o mais festejado, que dá nome às festas;
- **São Pedro**, no dia 29, que fecha o ciclo.

No Nordeste, as festas de São João são enormes e movimentam cidades inteiras. No Sudeste, a tradição vive nas escolas, nas igrejas, nos clubes e, cada vez mais, nas festas em casa e nos condomínios. E como a animação costuma se estender pelo mês seguinte, muita gente aproveita para fazer também a festa julina.

## Símbolos que não podem faltar

### Bandeirinhas e balões

Os varais de bandeirinhas coloridas são a marca registrada do arraiá. Já os balões de papel ficam só na decoração: soltar balão é proibido e perigoso. Lanternas de papel e luzinhas fazem o mesmo efeito com segurança.

### Fogueira

Símbolo de São João, a fogueira reúne as pessoas em volta. Em casa ou no condomínio, uma fogueira cenográfica, feita com lenha, papel celofane e luzes de LED, traz o mesmo clima sem risco.

### Quadrilha, correio elegante e brincadeiras

A quadrilha, com o casamento caipira e os comandos de “anarriê” e “olha a chuva”, é a dança mais esperada. Completam a festa o correio elegante, a pescaria, a boca do palhaço, a argola e o bingo.

## Os sabores do arraiá

A comida é metade da graça da festa junina. Quase tudo gira em torno do milho, do amendoim, do coco e da mandioca, ingredientes fartos nesta época do ano.

### Salgados

- Milho cozido na espiga, com manteiga e sal.
- Pamonha salgada.
- Pipoca, claro, em saquinhos de papel.
- Cachorro-quente e espetinhos, favoritos das festas paulistas.
- Pinhão cozido, típico dos meses frios no Sul e em São Paulo.
- Caldos quentes, como caldo verde e caldo de feijão.

### Doces

- Pé de moleque e paçoca, de amendoim.
- Cocada branca e cocada queimada.
- Canjica com milho branco, leite e amendoim (no Nordeste, chamada de mungunzá).
- Curau de milho verde e pamonha doce.
- Arroz-doce com canela.
- Bolo de fubá, bolo de milho e bolo de mandioca.
- Maçã do amor.

### Bebidas

O **quentão**, feito com cachaça, gengibre, cravo e canela, e o **vinho quente** são os clássicos dos adultos. Para as crianças e para quem não bebe, vale oferecer quentão sem álcool, preparado com suco de uva ou de maçã e as mesmas especiarias, além de chocolate quente e sucos.

## Como fazer um arraiá em casa

Não é preciso um pátio de escola para ter uma festa junina animada. Com alguns cuidados, a sala, o quintal ou o salão do condomínio viram arraial.

1. **Decore com o básico bem feito:** varal de bandeirinhas, toalhas xadrez, chita, lanternas e palha.
2. **Proponha o traje:** camisa xadrez, vestido de chita, chapéu de palha. Os convidados adoram entrar no clima.
3. **Monte brincadeiras simples:** pescaria, boca do palhaço e argola funcionam em espaços pequenos e divertem todas as idades.
4. **Prepare a trilha sonora:** forró, baião e as músicas de São João que todo mundo sabe cantar.
5. **Capriche na mesa:** separe doces e salgados, identifique os pratos com plaquinhas divertidas e mantenha as bebidas quentes aquecidas.

### Deixe a cozinha com a gente

A parte mais trabalhosa de uma festa junina é a cozinha: são muitos pratos diferentes, alguns servidos quentes, outros que pedem horas de preparo. O nosso [pacote Festa Junina](/pacotes/festa-junina) reúne salgados, doces típicos e bebidas quentes, preparados e servidos na sua casa enquanto a festa acontece. Você cuida da decoração e dos convidados; nós cuidamos do resto.

Para festas maiores, uma boa ideia é transformar as comidas em barraquinhas, como numa quermesse de verdade. Explicamos como planejar no artigo sobre [buffet de barraquinhas](/blog/buffet-barraquinhas-festa-completa).

## Festa junina para as crianças

Para os pequenos, a festa junina é pura diversão. Algumas dicas para que tudo corra bem:

- prefira doces macios, como paçoca, curau e bolo de milho, para os menores;
- sirva as bebidas quentes sem álcool e mornas, em copos com tampa;
- dê às brincadeiras prêmios simples, como pirulitos e saquinhos de pipoca;
- ensaie os passos da quadrilha antes e deixe as crianças puxarem a dança.

Com bandeirinhas, boa comida e gente querida por perto, qualquer casa vira arraiá. Quer celebrar o São João com a gente? Veja [nossos cardápios](/cardapios), [peça um orçamento](/orcamento) e conte como imagina a sua festa. Anarriê!
`,
})
