import { definePost } from './define-post'

export const tendenciasFestasInfantis2025 = definePost({
  slug: 'tendencias-festas-infantis-2025',
  title: 'Tendências para festas infantis em 2025',
  excerpt:
    'Festas mais intimistas, temas escolhidos pela criança, comida divertida e mais equilibrada, decoração sustentável: o que está em alta nas festas infantis.',
  publishedAt: '2025-02-18',
  author: 'renata-oliveira',
  cover: {
    file: 'blog-festas-infantis-2025.webp',
    alt: 'Ilustração de um arco de balões em tons pastel sobre uma mesa de festa infantil com bolo de dois andares, presentes e cupcakes.',
  },
  related: ['aniversarios-tematicos', 'entretenimento-festa-infantil'],
  seo: {
    title: 'Festas infantis: tendências de 2025',
    description:
      'Festas em casa, temas escolhidos pela criança, estações interativas e lembrancinhas úteis: as tendências das festas infantis em 2025.',
  },
  body: `
Festa de criança muda junto com as crianças. Os temas de ontem dão lugar a novas paixões, as famílias repensam o tamanho e o jeito de celebrar, e o cardápio acompanha. Para 2025, as conversas com as famílias que atendemos apontam para festas mais afetivas, mais personalizadas e mais conscientes. Veja as tendências e como trazê-las para a festa do seu filho.

## Festas menores, mais perto de casa

Cada vez mais famílias preferem celebrar com quem realmente faz parte da vida da criança: família, amigos próximos e colegas de turma. A festa em casa ou no salão do condomínio volta com força: é mais acolhedora, as crianças ficam à vontade e os pais aproveitam junto.

Com um buffet a domicílio, essa escolha não significa mais trabalho. A equipe leva a estrutura, prepara a comida no local durante a festa e cuida do serviço, enquanto você recebe os convidados. Se a festa for no prédio, o nosso [guia de festas em condomínio](/blog/festas-condominio-guia-completo) ajuda no planejamento.

## A criança escolhe o tema

Em vez de seguir o personagem do momento, muitas festas partem daquilo que a criança ama de verdade: dinossauros, espaço, fundo do mar, bichos da fazenda, esportes, confeitaria, música, ciência. O resultado é uma festa com personalidade. A tendência é deixar a criança participar das decisões, da cor do bolo ao nome dos docinhos.

Quer ideias para transformar uma paixão em festa? Veja o nosso artigo sobre [aniversários temáticos](/blog/aniversarios-tematicos).

## Decoração mais leve e sustentável

### Menos descartável, mais afeto

Painéis reaproveitáveis, tecidos, plantas, flores e objetos da própria casa entram no lugar de peças que vão para o lixo no dia seguinte. Os arcos de balões em formato orgânico, com tamanhos e tons variados, seguem em alta, muitas vezes em paletas suaves.

### Poucas cores, bem combinadas

Paletas com duas ou três cores principais deixam o ambiente mais harmonioso e as fotos mais bonitas. Tons terrosos, verdes e pastéis dividem espaço com as cores vibrantes de sempre.

## Comida divertida e mais equilibrada

Os pais querem que a festa seja gostosa, mas também estão atentos ao que os filhos comem. A tendência é equilibrar:

- salgadinhos e lanchinhos queridos, em porções pequenas;
- frutas em espetinhos, copinhos e formatos divertidos;
- sanduíches naturais e opções assadas;
- sucos naturais e água saborizada ao lado dos refrigerantes;
- doces em porções individuais.

O [pacote Kids](/pacotes/kids) segue essa lógica: opções de lanchinhos, sanduíches naturais, salgados servidos pelos garçons, sobremesa, bebidas e pipoca de lembrança. Para mais ideias, leia [opções de menu para crianças](/blog/opcoes-menu-criancas).

## Estações interativas

Estações em que a comida é preparada na frente das crianças estão entre as grandes apostas do ano: crepe na chapa, milk shake batido na hora, brigadeiro enrolado e decorado com a cobertura que a criança escolher. Além de deliciosas, elas viram atração. Para que funcionem bem, deixe as estações num lugar em que as crianças consigam enxergar o preparo de perto, mas longe da área de correria, e combine com o buffet um adulto da equipe dedicado a cada uma. Os pacotes [Milk Shake](/pacotes/milk-shake) e [Brigadeiro](/pacotes/brigadeiro) e o cardápio de [crepe francês](/cardapios/crepe-frances) funcionam muito bem nesse formato.

## Uma festa para a família toda

Os adultos também são convidados, e a festa precisa funcionar para eles. Por isso cresce a procura por um cardápio paralelo para os adultos, com [comidinhas](/cardapios/comidinhas) e [saladas e legumes](/cardapios/saladas-e-legumes) servidos enquanto as crianças brincam. Todo mundo come bem e ninguém vai embora cedo.

## Experiências no lugar de excessos

Oficinas de culinária, de pintura ou de ciência, caça ao tesouro e brincadeiras conduzidas por recreadores ocupam o lugar de grandes estruturas alugadas. As crianças participam, criam e levam para casa algo feito por elas. Reunimos ideias por faixa etária no artigo sobre [entretenimento para festa infantil](/blog/entretenimento-festa-infantil).

## Lembrancinhas úteis ou comestíveis

Saquinhos cheios de pequenos brinquedos de plástico estão perdendo espaço para lembranças que serão usadas ou comidas: um livrinho, sementes para plantar, um kit de pintura, um pote de brigadeiro, um saquinho de pipoca ou biscoitos decorados com o tema.

## Como aplicar as tendências sem estourar o orçamento

1. Escolha uma ou duas tendências que combinem com a sua família, não todas.
2. Priorize o que a criança mais vai aproveitar.
3. Invista na comida e na diversão; a decoração pode ser simples.
4. Planeje os gastos desde o início, como mostramos em [orçamento de festa infantil](/blog/orcamento-festa-infantil).

Tendências passam; o que fica é a lembrança de um dia especial. Quer ajuda para montar a festa? Conheça [nossos cardápios](/cardapios) e [peça um orçamento](/orcamento).
`,
})
