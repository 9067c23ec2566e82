// Every text of the site's frame that staff edit in the Studio: where it shows and today's wording.
// The schema builds its fields from these tables (schemas/objects/fixed-texts.ts), the seed dataset
// starts with these values, and lib/content fills a text a dataset does not have yet (one created
// before the field existed) with the same value, so a new field never leaves a hole on a page.

/** One text: field name, field title, where it shows (the field's description), today's wording, longest length. */
export type FixedText = readonly [name: string, title: string, where: string, value: string, max?: number]

/** Texts shown together, one collapsible box of the form. */
export type TextSet = { name: string; title: string; collapsed?: boolean; texts: readonly FixedText[] }

const navigation = {
  name: 'navigation',
  title: 'Menu do topo e trilha',
  texts: [
    ['navAbout', 'Link "Sobre nós"', 'No menu do topo e no menu do celular, leva a /sobre-nos.', 'Sobre nós'],
    ['navMenus', 'Link "Cardápios"', 'No menu do topo e no menu do celular, leva a /cardapios.', 'Cardápios'],
    ['navGallery', 'Link "Galeria"', 'No menu do topo e no menu do celular, leva a /galeria.', 'Galeria'],
    ['navBlog', 'Link "Blog"', 'No menu do topo e no menu do celular, leva a /blog.', 'Blog'],
    ['navQuote', 'Link "Orçamento"', 'No menu do topo e no menu do celular, leva a /orcamento.', 'Orçamento'],
    [
      'drawerButton',
      'Botão do menu do celular',
      'O botão verde no pé do menu do celular, leva a /orcamento.',
      'Faça seu orçamento',
    ],
    [
      'breadcrumbHome',
      'Início da trilha',
      'Primeiro link da trilha acima do título dos cardápios, pacotes e artigos; leva a /.',
      'Início',
      30,
    ],
  ],
} as const satisfies TextSet

const buttons = {
  name: 'buttons',
  title: 'Botões e links',
  texts: [
    [
      'quoteButton',
      'Botão de orçamento',
      'Em todo lugar que pede um orçamento: fim dos cardápios e pacotes, fim dos artigos e botão de envio do formulário.',
      'Solicitar Orçamento',
    ],
    [
      'readMore',
      'Link dos cartões do blog',
      'Em cada cartão de artigo, na lista do blog e em "Artigos relacionados".',
      'Ler mais',
    ],
    ['seeDetails', 'Botão dos cartões de cardápio', 'Em cada cartão de /cardapios.', 'Ver detalhes'],
    [
      'backHome',
      'Link da página não encontrada',
      'Na página de endereço inexistente (404), leva ao início.',
      'Voltar para o início',
    ],
    [
      'imageUnavailable',
      'Foto que não carregou',
      'No lugar de uma foto que o navegador não conseguiu carregar.',
      'Imagem não disponível',
    ],
  ],
} as const satisfies TextSet

const menus = {
  name: 'menus',
  title: 'Páginas de cardápios e pacotes',
  collapsed: true,
  texts: [
    [
      'includedHeading',
      'Título da lista de itens',
      'Acima da lista de itens dos cardápios simples (Lanchinhos, Salgadinhos…).',
      'O que está incluso',
    ],
    ['notesHeading', 'Título das observações', 'Acima das observações de cardápios e pacotes.', 'Observações'],
    [
      'backToMenus',
      'Link de volta dos cardápios',
      'No fim de cada página de cardápio, leva a /cardapios.',
      'Voltar para os cardápios',
    ],
    [
      'backToPackages',
      'Link de volta dos pacotes',
      'No fim de cada página de pacote, leva a /pacotes.',
      'Voltar para os pacotes',
    ],
    [
      'priceFrom',
      'Antes do preço',
      'Nos cardápios e pacotes com preço por convidado: "A partir de R$ 89,90 por convidado".',
      'A partir de',
      30,
    ],
    ['pricePerGuest', 'Depois do preço', 'Na mesma frase, depois do valor.', 'por convidado', 30],
  ],
} as const satisfies TextSet

const quoteSent = {
  name: 'quoteSent',
  title: 'Orçamento enviado',
  collapsed: true,
  texts: [
    [
      'sentTitle',
      'Título',
      'No quadro que substitui o formulário de orçamento depois do envio.',
      'Seu orçamento foi enviado com sucesso',
      80,
    ],
    [
      'sentText',
      'Texto',
      'Abaixo do título do quadro de orçamento enviado.',
      'Obrigado pelo interesse! Nossa equipe entrará em contato em breve. O WhatsApp foi aberto automaticamente com os dados do seu pedido para agilizar o atendimento.',
      240,
    ],
    [
      'sentWhatsapp',
      'Botão do WhatsApp',
      'No quadro de orçamento enviado: abre de novo a conversa com o pedido.',
      'Abrir WhatsApp manualmente',
    ],
    [
      'sentTextNoScript',
      'Texto (envio sem JavaScript)',
      'Abaixo do título quando o pedido foi enviado antes de o navegador carregar os scripts (conexão lenta): o WhatsApp não abriu sozinho.',
      'Obrigado pelo interesse! Nossa equipe entrará em contato em breve. Para agilizar o atendimento, envie também os dados do seu pedido pelo WhatsApp.',
      240,
    ],
    [
      'sentWhatsappNoScript',
      'Botão do WhatsApp (envio sem JavaScript)',
      'No mesmo caso: o link que abre a conversa com o pedido.',
      'Abrir WhatsApp',
    ],
    [
      'sentAnother',
      'Botão de novo orçamento',
      'No quadro de orçamento enviado: volta ao formulário vazio.',
      'Enviar outro orçamento',
    ],
  ],
} as const satisfies TextSet

const footer = {
  name: 'footer',
  title: 'Rodapé',
  collapsed: true,
  texts: [
    [
      'instagramHeading',
      'Título do Instagram',
      'Acima das fotos do Instagram no rodapé; leva ao perfil.',
      'Siga a gente no Instagram',
    ],
    ['footerNavHeading', 'Título da coluna de páginas', 'Rodapé, primeira coluna de links.', 'Navegação'],
    ['footerHome', 'Link "Início"', 'Rodapé, coluna de páginas, leva a /.', 'Início'],
    ['footerAbout', 'Link "Quem Somos"', 'Rodapé, coluna de páginas, leva a /sobre-nos.', 'Quem Somos'],
    ['footerGallery', 'Link "Galeria"', 'Rodapé, coluna de páginas, leva a /galeria.', 'Galeria'],
    ['footerBlog', 'Link "Blog"', 'Rodapé, coluna de páginas, leva a /blog.', 'Blog'],
    ['footerQuote', 'Link "Orçamento"', 'Rodapé, coluna de páginas, leva a /orcamento.', 'Orçamento'],
    [
      'footerPrivacy',
      'Link da política',
      'Rodapé, coluna de páginas, leva a /politica-de-privacidade.',
      'Política de Privacidade',
    ],
    [
      'footerMenusHeading',
      'Título da coluna de cardápios',
      'Rodapé; abaixo dele, um link para cada cardápio.',
      'Cardápios',
    ],
    [
      'footerAllMenus',
      'Link "Todos os cardápios"',
      'Rodapé, primeiro link da coluna de cardápios, leva a /cardapios.',
      'Todos os cardápios',
    ],
    [
      'footerPackagesHeading',
      'Título da coluna de pacotes',
      'Rodapé; abaixo dele, um link para cada pacote.',
      'Pacotes',
    ],
    [
      'footerAllPackages',
      'Link "Todos os pacotes"',
      'Rodapé, primeiro link da coluna de pacotes, leva a /pacotes.',
      'Todos os pacotes',
    ],
    ['footerLocation', 'Título da localização', 'Rodapé, acima da localização.', 'Localização'],
    ['footerHours', 'Título do horário', 'Rodapé, acima do horário de atendimento.', 'Horário'],
    ['footerEmail', 'Título do e-mail', 'Rodapé, acima do e-mail.', 'E-mail'],
    ['footerPhone', 'Título do telefone', 'Rodapé, acima do telefone.', 'Telefone'],
    [
      'copyright',
      'Direitos autorais',
      'Última linha do rodapé, depois de "© ano Nome do buffet.".',
      'Todos os direitos reservados.',
      120,
    ],
  ],
} as const satisfies TextSet

const notFound = {
  name: 'notFound',
  title: 'Página não encontrada (404)',
  collapsed: true,
  texts: [
    [
      'notFoundTitle',
      'Título',
      'Título da página de um endereço que não existe, também na aba do navegador. O link de volta é "Link da página não encontrada" (Botões e links).',
      'Página não encontrada',
      80,
    ],
    [
      'notFoundText',
      'Texto',
      'Abaixo do título da página não encontrada.',
      'Desculpe, a página que você está procurando não existe ou foi movida.',
      200,
    ],
  ],
} as const satisfies TextSet

const errorPage = {
  name: 'errorPage',
  title: 'Página de erro',
  collapsed: true,
  texts: [
    [
      'errorTitle',
      'Título',
      'Quando uma página falha ao carregar (erro inesperado do servidor).',
      'Algo deu errado',
      80,
    ],
    [
      'errorText',
      'Texto',
      'Abaixo do título da página de erro.',
      'Não foi possível carregar esta página agora. Tente novamente em instantes.',
      200,
    ],
    [
      'errorCode',
      'Antes do código do erro',
      'Na página de erro, antes do código que ajuda o suporte a achar o problema.',
      'Código do erro:',
      40,
    ],
    ['errorRetry', 'Botão de tentar de novo', 'Na página de erro: carrega a página outra vez.', 'Tentar novamente', 40],
  ],
} as const satisfies TextSet

// Read aloud by screen readers (and by voice assistants), never shown on screen.
const accessibility = {
  name: 'accessibility',
  title: 'Acessibilidade (textos lidos por leitores de tela)',
  collapsed: true,
  texts: [
    [
      'skipToContent',
      'Pular para o conteúdo',
      'Primeiro link de cada página, aparece só ao navegar pelo teclado (Tab): pula o menu.',
      'Pular para o conteúdo',
    ],
    ['phonePrefix', 'Antes do telefone do topo', 'Lido antes do número na faixa verde do topo.', 'Telefone:', 30],
    [
      'logoLabel',
      'Logotipo',
      'Lido depois do nome do buffet no logotipo, que leva ao início: "Nome do buffet: página inicial".',
      'página inicial',
      40,
    ],
    ['mainNavLabel', 'Nome do menu do topo', 'Nome do menu de links do topo (computador).', 'Principal', 40],
    [
      'openMenu',
      'Botão que abre o menu do celular',
      'O botão com três linhas, no topo em telas pequenas.',
      'Abrir menu',
      40,
    ],
    ['closeMenu', 'Botão que fecha o menu do celular', 'O X no alto do menu do celular.', 'Fechar menu', 40],
    ['mobileMenuLabel', 'Nome do menu do celular', 'Nome da janela do menu do celular.', 'Menu', 40],
    [
      'mobileNavLabel',
      'Nome da lista de links do celular',
      'Nome da lista de links dentro do menu do celular.',
      'Menu móvel',
      40,
    ],
    ['breadcrumbLabel', 'Nome da trilha', 'Nome da trilha de navegação acima dos títulos.', 'Trilha de navegação', 40],
    [
      'newTab',
      'Link que abre outra aba',
      'Lido depois dos links de redes sociais e do Instagram.',
      '(abre em nova aba)',
      60,
    ],
    [
      'whatsappNewTab',
      'Link do WhatsApp',
      'Lido depois dos links que abrem o WhatsApp (chat e quadro de contato).',
      '(abre o WhatsApp em nova aba)',
      60,
    ],
    ['socialLabel', 'Nome da lista de redes sociais', 'Rodapé, os ícones das redes sociais.', 'Redes sociais', 40],
    ['facebookLabel', 'Ícone do Facebook', 'Rodapé, nome do ícone do Facebook.', 'Facebook', 40],
    ['instagramLabel', 'Ícone do Instagram', 'Rodapé, nome do ícone do Instagram.', 'Instagram', 40],
    ['whatsappLabel', 'Ícone do WhatsApp', 'Rodapé, nome do ícone do WhatsApp.', 'WhatsApp', 40],
    [
      'instagramStripLabel',
      'Carrossel do Instagram',
      'Nome do carrossel de fotos do rodapé.',
      'Fotos do Instagram',
      60,
    ],
    ['chatButton', 'Botão do chat', 'O botão redondo e verde do canto da tela.', 'Conversar pelo WhatsApp', 60],
    ['chatPanel', 'Janela do chat', 'Nome da janela que o botão do chat abre.', 'Chat pelo WhatsApp', 60],
    [
      'carouselName',
      'Tipo "carrossel"',
      'Como o leitor de tela chama um carrossel de fotos (no celular).',
      'carrossel',
      30,
    ],
    ['previousSlide', 'Seta para trás', 'Botão de seta dos carrosséis.', 'Slide anterior', 40],
    ['nextSlide', 'Seta para a frente', 'Botão de seta dos carrosséis.', 'Próximo slide', 40],
    [
      'goToSlide',
      'Bolinhas do carrossel',
      'Cada bolinha abaixo de um carrossel, seguida do número: "Ir para o slide 3".',
      'Ir para o slide',
      40,
    ],
    [
      'seeDetailsOf',
      'Complemento de "Ver detalhes"',
      'Lido depois de "Ver detalhes" em cada cartão de /cardapios, antes do nome do cardápio: "Ver detalhes de Salgadinhos".',
      'de',
      20,
    ],
    [
      'shareImageAlt',
      'Imagem de compartilhamento',
      'Descrição da imagem com o título da página que aparece ao compartilhar o blog, os cardápios, o orçamento ou a política de privacidade (quando a página não tem imagem própria no SEO).',
      'O título da página em letras brancas sobre fundo verde, com o nome do buffet',
      160,
    ],
    [
      'closeToast',
      'Fechar aviso',
      'O X dos avisos que aparecem no alto da tela (orçamento, link copiado).',
      'Fechar aviso',
      40,
    ],
    [
      'menuGalleryLabel',
      'Seção de pratos',
      'Página inicial, nome da seção com as 8 fotos de pratos.',
      'Galeria de pratos',
      60,
    ],
    [
      'menuGalleryCarousel',
      'Carrossel de pratos',
      'Página inicial, nome do carrossel das 8 fotos de pratos.',
      'Pratos dos nossos cardápios',
      60,
    ],
    [
      'testimonialsLabel',
      'Carrossel de depoimentos',
      'Página inicial, nome do carrossel de depoimentos.',
      'Depoimentos de clientes',
      60,
    ],
    ['galleryLabel', 'Carrossel da galeria', '/galeria, nome do carrossel de fotos.', 'Fotos da galeria', 60],
    ['postsLabel', 'Lista de artigos', '/blog, nome da lista de artigos.', 'Artigos', 60],
    [
      'authorLabel',
      'Quadro do autor',
      'Fim de cada artigo, nome do quadro com a foto e a biografia de quem escreveu.',
      'Sobre quem escreveu',
      60,
    ],
    [
      'quoteFormLabel',
      'Formulário de orçamento',
      '/orcamento, nome da seção do formulário.',
      'Formulário de orçamento',
      60,
    ],
    [
      'honeypotLabel',
      'Campo escondido do formulário',
      'Um campo invisível que só robôs preenchem (os pedidos que o preenchem são descartados).',
      'Não preencha este campo',
      60,
    ],
    [
      'sendingStatus',
      'Enviando',
      'Lido enquanto o pedido de orçamento é enviado.',
      'Enviando seu pedido de orçamento.',
      80,
    ],
  ],
} as const satisfies TextSet

/** Site settings → Textos fixos. */
export const siteTextSets = [navigation, buttons, menus, quoteSent, footer, notFound, errorPage, accessibility] as const

/** Página de orçamento → Textos do formulário: used by the form on /orcamento and on the home page. */
export const quoteFormTextSets = [
  {
    name: 'labels',
    title: 'Nomes dos campos',
    texts: [
      ['nameLabel', 'Nome', 'Acima do campo do nome. O * avisa que é obrigatório.', 'Nome *'],
      ['phoneLabel', 'Telefone', 'Acima do campo do telefone.', 'Telefone *'],
      ['whatsappLabel', 'WhatsApp', 'Acima do campo do WhatsApp.', 'WhatsApp *'],
      ['emailLabel', 'E-mail', 'Acima do campo do e-mail.', 'Email *'],
      ['neighborhoodLabel', 'Bairro', 'Acima do campo do bairro.', 'Bairro *'],
      [
        'partyTypesLabel',
        'Tipos de festa',
        'Acima das opções de tipo de festa (os nomes das opções ficam em "Tipos de festa", logo abaixo).',
        'Deseja maiores informações sobre: *',
        80,
      ],
      ['guestsLabel', 'Convidados', 'Acima do campo da quantidade de convidados.', 'Quantidade de convidados *'],
      ['dateLabel', 'Data', 'Acima do campo da data do evento.', 'Data do evento *'],
      ['timeLabel', 'Horário', 'Acima do campo do horário do evento.', 'Horário do evento *'],
      ['messageLabel', 'Mensagem', 'Acima do campo da mensagem.', 'Mensagem *'],
      [
        'leadSourceLabel',
        'Como nos conheceu',
        'Acima da pergunta opcional sobre como o visitante conheceu o buffet (as opções ficam em Configurações do site → Pedidos de orçamento).',
        'Como nos conheceu?',
      ],
      [
        'optionalNote',
        'Aviso de campo opcional',
        'Ao lado do nome de um campo que pode ficar vazio.',
        '(opcional)',
        30,
      ],
      [
        'leadSourceNone',
        'Resposta "não dizer"',
        'A primeira resposta da pergunta "Como nos conheceu?", que a deixa sem resposta.',
        'Prefiro não dizer',
        40,
      ],
    ],
  },
  {
    name: 'partyTypes',
    title: 'Tipos de festa',
    collapsed: true,
    texts: [
      [
        'partyChildren',
        'Festa infantil',
        'Opção do formulário e o nome que vai na mensagem do WhatsApp. O site guarda o tipo, não o nome: mudar o nome não muda os pedidos já feitos.',
        'Festa Infantil',
        40,
      ],
      ['partyCorporate', 'Festa corporativa', 'Opção do formulário, como a de cima.', 'Festa Corporativa', 40],
      ['partyAdult', 'Festa de adulto', 'Opção do formulário, como a de cima.', 'Festa Adulto', 40],
      ['partyJunina', 'Festa junina', 'Opção do formulário, como a de cima.', 'Festa Junina', 40],
      ['partyOther', 'Outro tipo', 'Opção do formulário, como a de cima.', 'Outro tipo de evento', 40],
    ],
  },
  {
    name: 'placeholders',
    title: 'Exemplos dentro dos campos',
    collapsed: true,
    texts: [
      [
        'phonePlaceholder',
        'Exemplo de telefone',
        'Em cinza dentro dos campos de telefone e WhatsApp vazios.',
        '11 987654321',
        30,
      ],
      ['emailPlaceholder', 'Exemplo de e-mail', 'Em cinza dentro do campo de e-mail vazio.', 'nome@exemplo.com', 60],
      ['guestsPlaceholder', 'Exemplo de convidados', 'Em cinza dentro do campo de convidados vazio.', 'Ex.: 50', 30],
    ],
  },
  {
    name: 'sending',
    title: 'Envio e privacidade',
    collapsed: true,
    texts: [
      [
        'sendingButton',
        'Botão enquanto envia',
        'Texto do botão de envio enquanto o pedido é enviado (o texto normal é o "Botão de orçamento" das Configurações do site).',
        'Enviando...',
        40,
      ],
      [
        'privacyNote',
        'Aviso de privacidade',
        'Abaixo do botão de envio, antes do link para a política.',
        'Usamos seus dados só para responder a este pedido de orçamento. Saiba mais na nossa',
        200,
      ],
      [
        'privacyLink',
        'Link da política',
        'No fim do aviso de privacidade, leva a /politica-de-privacidade.',
        'Política de Privacidade',
      ],
    ],
  },
  {
    name: 'toasts',
    title: 'Avisos no alto da tela',
    collapsed: true,
    texts: [
      [
        'successTitle',
        'Enviado: título',
        'Aviso verde depois de um envio que deu certo.',
        'Orçamento solicitado com sucesso!',
        80,
      ],
      [
        'successText',
        'Enviado: texto',
        'Abaixo do título do aviso verde.',
        'Entraremos em contato em breve. O WhatsApp será aberto automaticamente para facilitar o contato.',
        200,
      ],
      [
        'validationTitle',
        'Campos com erro: título',
        'Aviso vermelho quando um campo está vazio ou errado.',
        'Erro de validação',
        80,
      ],
      [
        'validationText',
        'Campos com erro: texto',
        'Abaixo do título desse aviso.',
        'Por favor, corrija os erros no formulário antes de enviar.',
        200,
      ],
      [
        'sendErrorTitle',
        'Falha no envio: título',
        'Aviso vermelho quando o envio falha (nada do que foi digitado se perde).',
        'Erro ao enviar solicitação',
        80,
      ],
      [
        'sendErrorText',
        'Falha no envio: texto',
        'Abaixo do título desse aviso.',
        'Ocorreu um erro ao enviar seu orçamento. Por favor, tente novamente.',
        200,
      ],
      [
        'configurationTitle',
        'Site mal configurado: título',
        'Aviso vermelho quando o site não consegue guardar pedidos por um problema de instalação (avise quem cuida do site). Escreva para o visitante, sem termos técnicos.',
        'Formulário indisponível',
        80,
      ],
      [
        'configurationText',
        'Site mal configurado: texto',
        'Abaixo do título desse aviso.',
        'Não conseguimos registrar pedidos pelo site agora. Envie o mesmo pedido pelo WhatsApp: nada do que você escreveu foi perdido.',
        200,
      ],
      [
        'connectionTitle',
        'Sem conexão: título',
        'Aviso vermelho quando o site não consegue falar com o banco de dados.',
        'Erro de conexão',
        80,
      ],
      [
        'connectionText',
        'Sem conexão: texto',
        'Abaixo do título desse aviso.',
        'Não foi possível conectar ao serviço de banco de dados. Por favor, tente novamente mais tarde.',
        200,
      ],
    ],
  },
  {
    name: 'banners',
    title: 'Quadros acima e abaixo do formulário',
    collapsed: true,
    texts: [
      [
        'fullDateNote',
        'Data provavelmente ocupada',
        'Abaixo do campo da data quando aquele dia já está quase lotado (o visitante ainda pode enviar).',
        'Esta data provavelmente já está reservada. Envie o pedido mesmo assim: confirmamos a disponibilidade com você.',
        200,
      ],
      [
        'errorsHeading',
        'Lista de erros',
        'Título da lista de erros acima do formulário, depois de um envio com campos errados.',
        'Por favor, corrija os seguintes erros:',
        80,
      ],
      [
        'unconfiguredBanner',
        'Site mal configurado',
        'Quadro amarelo acima do formulário quando o site não consegue guardar pedidos por um problema de instalação (avise quem cuida do site), antes do link do WhatsApp. Escreva para o visitante, sem termos técnicos.',
        'O formulário de orçamento está fora do ar no momento.',
        200,
      ],
      [
        'connectionBanner',
        'Sem conexão',
        'Quadro vermelho acima do formulário quando o banco de dados não responde.',
        'Erro de conexão com o banco de dados. Por favor, tente novamente mais tarde.',
        200,
      ],
      [
        'connectionHandoff',
        'Sem conexão: alternativa',
        'No mesmo quadro, antes do link do WhatsApp.',
        'Enquanto isso, você pode enviar o mesmo pedido pelo WhatsApp:',
        200,
      ],
      [
        'connectionHandoffLink',
        'Sem conexão: link do WhatsApp',
        'O link do quadro: abre o WhatsApp com o pedido digitado.',
        'Enviar pelo WhatsApp',
      ],
      [
        'sendProblem',
        'Falha no envio',
        'Quadro abaixo do botão quando o envio falhou, antes do link do WhatsApp.',
        'Não conseguimos enviar agora, mas nada do que você escreveu foi perdido. Tente de novo ou',
        200,
      ],
      [
        'sendProblemLink',
        'Falha no envio: link do WhatsApp',
        'O link do quadro: abre o WhatsApp com o pedido digitado.',
        'envie o mesmo pedido pelo WhatsApp',
        80,
      ],
      [
        'limitedReason',
        'Limite de envios: motivo',
        'Aviso e quadro quando este visitante já enviou muitos pedidos em pouco tempo. {minutos} vira o tempo de espera ("10 minutos", "1 minuto").',
        'Você já enviou vários pedidos pelo site nos últimos minutos, então este não foi registrado. Envie este mesmo pedido pelo WhatsApp agora (nada do que você escreveu foi perdido) ou aguarde {minutos} para enviar de novo pelo site.',
        300,
      ],
      [
        'limitedProblem',
        'Limite de envios',
        'Quadro abaixo do botão quando este visitante já enviou muitos pedidos em pouco tempo, depois do motivo e antes do mesmo link do WhatsApp.',
        'Este pedido não foi registrado pelo site, mas nada do que você escreveu foi perdido:',
        200,
      ],
    ],
  },
] as const satisfies readonly TextSet[]

/** Página do blog → Textos dos artigos. */
export const articleTextSets = [
  {
    name: 'article',
    title: 'Topo do artigo',
    texts: [
      [
        'byline',
        'Antes do autor',
        'No topo de cada artigo, antes do nome de quem escreveu: "Por Carolina Mendes".',
        'Por',
        20,
      ],
      [
        'readingTime',
        'Tempo de leitura',
        'Depois dos minutos, nos artigos e nos cartões do blog: "5 min de leitura".',
        'min de leitura',
        30,
      ],
      [
        'share',
        'Botão de compartilhar',
        'No topo de cada artigo: abre o compartilhamento do celular ou a lista de opções abaixo.',
        'Compartilhar',
        30,
      ],
      [
        'shareWhatsapp',
        'Opção WhatsApp',
        'Na lista que o botão de compartilhar abre: envia o artigo pelo WhatsApp.',
        'WhatsApp',
        30,
      ],
      ['shareEmail', 'Opção e-mail', 'Na mesma lista: envia o artigo por e-mail.', 'E-mail', 30],
      [
        'copyLink',
        'Opção copiar link',
        'Na mesma lista (depois que a página carrega): copia o endereço do artigo.',
        'Copiar link',
        30,
      ],
      [
        'sharePanelLabel',
        'Nome da lista (leitores de tela)',
        'Lido por leitores de tela ao abrir a lista de opções de compartilhar.',
        'Compartilhar o artigo',
        60,
      ],
    ],
  },
  {
    name: 'shareToasts',
    title: 'Avisos do botão de compartilhar',
    collapsed: true,
    texts: [
      [
        'copiedTitle',
        'Link copiado: título',
        'Aviso quando o link do artigo foi copiado (computador sem compartilhamento).',
        'Link copiado!',
        60,
      ],
      [
        'copiedText',
        'Link copiado: texto',
        'Abaixo do título desse aviso.',
        'Agora é só colar onde você quiser compartilhar.',
        120,
      ],
      [
        'copyFailedTitle',
        'Não copiou: título',
        'Aviso quando o navegador não deixou copiar o link.',
        'Não foi possível copiar o link',
        60,
      ],
      [
        'copyFailedText',
        'Não copiou: texto',
        'Abaixo do título desse aviso, seguido do endereço do artigo.',
        'Copie o endereço da página:',
        120,
      ],
    ],
  },
] as const satisfies readonly TextSet[]

/** Página inicial → Orçamento: the contact panel beside the form. */
export const homeContactTexts = [
  ['phoneLabel', 'Título do telefone', 'No quadro verde de contato, acima do telefone.', 'Telefone', 30],
  ['whatsappLabel', 'Título do WhatsApp', 'No quadro verde de contato, acima do link do WhatsApp.', 'WhatsApp', 30],
  [
    'whatsappLink',
    'Link do WhatsApp',
    'No quadro verde de contato: abre a conversa com a mensagem pronta do chat.',
    'Conversar agora',
    40,
  ],
  ['emailLabel', 'Título do e-mail', 'No quadro verde de contato, acima do e-mail.', 'E-mail', 30],
] as const satisfies readonly FixedText[]

type Names<S extends readonly TextSet[]> = S[number]['texts'][number][0]

/** Today's wording of each text of the sets: the seed values and the stand-in for a missing field. */
export function seedOf<const S extends readonly TextSet[]>(sets: S): Record<Names<S>, string> {
  return Object.fromEntries(sets.flatMap((set) => set.texts.map(([name, , , value]) => [name, value]))) as Record<
    Names<S>,
    string
  >
}

export const seedOfTexts = <const T extends readonly FixedText[]>(texts: T) =>
  seedOf([{ name: '', title: '', texts }]) as Record<T[number][0], string>

/** The texts as published, each missing one (a dataset older than its field) filled with today's wording. */
export function withDefaults<T extends Record<string, string>>(
  defaults: T,
  published: { [K in keyof T]?: string | null } | null | undefined,
): T {
  const filled = { ...defaults }
  for (const key of Object.keys(defaults) as Array<keyof T>) {
    const value = published?.[key]
    if (typeof value === 'string' && value !== '') filled[key] = value as T[keyof T]
  }
  return filled
}
