import {
  articleTextSets,
  homeContactTexts,
  quoteFormTextSets,
  seedOf,
  seedOfTexts,
} from '../../../lib/content/fixed-texts'
import { image, portableText, type SeedInput } from './helpers'

export const homePage: SeedInput = {
  _id: 'homePage',
  _type: 'homePage',
  hero: {
    heading: 'O melhor buffet especializado em festas infantis',
    buttonLabel: 'Faça um orçamento',
    image: image('home-hero.webp', 'Mesa de festa infantil com bolo, doces, balões e bandeirinhas'),
  },
  service: {
    heading: 'Buffet a Domicílio',
    body: portableText(`
Levamos o buffet até você: nossa equipe chega com equipamentos e ingredientes, prepara tudo na sua casa **durante a festa** e serve os convidados no sistema volante, passando com as bandejas do começo ao fim. Você só escolhe o cardápio e aproveita.

Atendemos festas infantis, aniversários de adultos, eventos corporativos e festas temáticas como festa junina, Halloween e Dia das Crianças. Os cardápios vão de **finger food** e **salgadinhos fritos na hora** a **massas**, **saladas**, **crepe francês** (o crepe suíço que todo mundo adora), **caldos e sopas**, **churrasco**, **milk shake gourmet** e **brigadeiro gourmet**.
`),
    image: image('home-servico.webp', 'Cozinheira de avental preparando finger food em uma bancada'),
  },
  menusBlock: {
    heading: 'Cardápios e Pacotes',
    text: 'Monte a festa do seu jeito: combine cardápios avulsos ou escolha um pacote pronto, com tudo o que você precisa para receber bem.',
    menusLabel: 'Ver Cardápios e Pacotes',
    quoteLabel: 'Solicitar Orçamento',
  },
  menuGallery: [
    'Mini sanduíches em uma travessa',
    'Salgadinhos variados: coxinhas, kibes e bolinhas de queijo',
    'Mini porções de massa',
    'Salada colorida em uma tigela',
    'Crepe francês dobrado com recheio',
    'Espetinhos de churrasco',
    'Milk shake gourmet com chantilly',
    'Brigadeiros gourmet em forminhas',
  ].map((_, index) => image(`menu-item-${index + 1}.webp`, `Menu item ${index + 1}`)),
  testimonials: {
    heading: 'O que Nossos Clientes Dizem',
    subtitle: 'A satisfação de nossos clientes é nossa maior recompensa',
  },
  quote: {
    heading: 'Faça seu orçamento',
    subtitle:
      'Conte como você imagina o momento mais bonito da sua família e a gente transforma em uma festa para lembrar para sempre.',
    contactHeading: 'Fale conosco',
    contactText: 'Prefere conversar? Estamos por aqui.',
    ...seedOfTexts(homeContactTexts),
  },
  seo: {
    title: 'Buffet infantil a domicílio em SP',
    description:
      'Buffet a domicílio em São Paulo para festas infantis, aniversários e eventos corporativos. Comida feita na hora e serviço volante. Peça seu orçamento.',
  },
}

export const aboutPage: SeedInput = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  title: 'Sobre Nós',
  intro: 'Há {anos} levando comida feita na hora e cuidado de família para as festas de São Paulo.',
  image: image('sobre-equipe.webp', 'Equipe do buffet de avental atrás de uma mesa de festa'),
  historyHeading: 'Nossa História',
  history: portableText(`
O Buffet Festa em Casa nasceu em **2005**, na cozinha da nossa fundadora, Lúcia Andrade, na Vila Mariana. Tudo começou com pequenas festas infantis de vizinhos e amigos: salgadinhos fritos na hora, bolo caseiro e uma atenção que fazia os pais se sentirem convidados da própria festa.

A notícia correu de boca em boca pelo bairro e, em poucos anos, a equipe cresceu. Vieram os aniversários de adultos, os chás, as festas juninas de condomínio e, depois, os **eventos corporativos** e **sociais** de empresas de toda a cidade.

Hoje atendemos toda São Paulo com cardápios completos e uma equipe treinada, mas o jeito de trabalhar continua o mesmo: comida preparada no local, durante a festa, e cuidado com cada detalhe, do primeiro salgadinho à cozinha limpa no final.
`),
  missionHeading: 'Missão',
  mission:
    'Levar às casas e aos eventos de São Paulo comida saborosa, feita na hora, com um serviço atencioso que deixa os anfitriões livres para aproveitar a festa.',
  visionHeading: 'Visão',
  vision:
    'Ser o buffet a domicílio mais lembrado e recomendado de São Paulo pelas famílias e empresas que recebem com carinho.',
  valuesHeading: 'Nossos Valores',
  values: [
    ['Qualidade', 'Ingredientes selecionados e receitas testadas, preparadas na hora.'],
    ['Carinho', 'Cada festa é tratada como se fosse da nossa própria família.'],
    ['Pontualidade', 'Chegamos antes, montamos com calma e servimos no horário combinado.'],
    ['Higiene e segurança', 'Boas práticas de manipulação de alimentos do início ao fim.'],
    ['Flexibilidade', 'Cardápios personalizáveis para cada gosto, restrição e orçamento.'],
    ['Transparência', 'Orçamentos claros, sem surpresas na hora de pagar.'],
  ].map(([title, description]) => ({ _type: 'value', title, description })),
  seo: {
    title: 'Quem somos',
    description:
      'Conheça a história do Buffet Festa em Casa: desde 2005 levando comida feita na hora a festas infantis, eventos corporativos e sociais em São Paulo.',
  },
}

export const menusPage: SeedInput = {
  _id: 'menusPage',
  _type: 'menusPage',
  title: 'Nossos Cardápios',
  intro: 'Cardápios avulsos e pacotes completos, preparados na hora na sua casa. Escolha, combine e personalize.',
  buttonLabel: 'Ver cardápios',
  gridHeading: 'Escolha seu cardápio ou pacote',
  shortTitle: 'Cardápios',
  seo: {
    title: 'Cardápios e pacotes',
    description:
      'Mini lanchinhos, salgadinhos, comidinhas, saladas, crepe francês e pacotes Kids, Milk Shake, Brunch, Boteco, Churrasco, Brigadeiro e Festa Junina.',
  },
}

export const galleryPage: SeedInput = {
  _id: 'galleryPage',
  _type: 'galleryPage',
  title: 'Nossa Galeria',
  intro: 'Um pouco das festas que tivemos o prazer de servir.',
  sectionHeading: 'Momentos Especiais',
  seo: {
    title: 'Galeria de festas',
    description:
      'Fotos de festas infantis, eventos corporativos e festas temáticas servidas pelo Buffet Festa em Casa em São Paulo.',
  },
}

export const blogPage: SeedInput = {
  _id: 'blogPage',
  _type: 'blogPage',
  title: 'Blog',
  intro: 'Dicas, tendências e ideias para organizar festas inesquecíveis.',
  relatedHeading: 'Artigos relacionados',
  backLabel: 'Voltar para o blog',
  ctaHeading: 'Vamos planejar a sua festa?',
  ctaText: 'Conte um pouco sobre a sua festa. Respondemos em até um dia útil, por e-mail ou WhatsApp.',
  articleTexts: seedOf(articleTextSets),
  seo: {
    title: 'Blog',
    description:
      'Dicas para organizar festas infantis, festas juninas, eventos corporativos e comemorações em casa, com ideias de cardápio e orçamento.',
  },
}

export const quotePage: SeedInput = {
  _id: 'quotePage',
  _type: 'quotePage',
  title: 'Solicite seu Orçamento',
  intro: 'Conte um pouco sobre a sua festa. Respondemos em até um dia útil, por e-mail ou WhatsApp.',
  form: seedOf(quoteFormTextSets),
  seo: {
    title: 'Solicite seu orçamento',
    description:
      'Peça um orçamento de buffet a domicílio em São Paulo para festa infantil, evento corporativo ou comemoração. Resposta em até um dia útil.',
  },
}
