import { defineField } from 'sanity'
import { textField } from '../fields/text'

type FixedText = [name: string, title: string, where: string, value: string, max?: number]

// Each text: where it shows, and today's wording as the value a new dataset starts with.
const text = (fieldset: string) => ([name, title, where, value, max = 60]: FixedText) =>
  ({ ...textField({ name, title, description: `${where} Ex.: "${value}".`, max, rows: max > 120 ? 3 : undefined, initialValue: value }), fieldset })

const navigation: FixedText[] = [
  ['navAbout', 'Link "Sobre nós"', 'No menu do topo e no menu do celular, leva a /sobre-nos.', 'Sobre nós'],
  ['navMenus', 'Link "Cardápios"', 'No menu do topo e no menu do celular, leva a /cardapios.', 'Cardápios'],
  ['navGallery', 'Link "Galeria"', 'No menu do topo e no menu do celular, leva a /galeria.', 'Galeria'],
  ['navBlog', 'Link "Blog"', 'No menu do topo e no menu do celular, leva a /blog.', 'Blog'],
  ['navQuote', 'Link "Orçamento"', 'No menu do topo e no menu do celular, leva a /orcamento.', 'Orçamento'],
  ['drawerButton', 'Botão do menu do celular', 'O botão verde no pé do menu do celular, leva a /orcamento.', 'Faça seu orçamento'],
]

const buttons: FixedText[] = [
  ['quoteButton', 'Botão de orçamento', 'Em todo lugar que pede um orçamento: fim dos cardápios e pacotes, fim dos artigos e botão de envio do formulário.', 'Solicitar Orçamento'],
  ['readMore', 'Link dos cartões do blog', 'Em cada cartão de artigo, na lista do blog e em "Artigos relacionados".', 'Ler mais'],
  ['seeDetails', 'Botão dos cartões de cardápio', 'Em cada cartão de /cardapios.', 'Ver detalhes'],
  ['backHome', 'Link da página não encontrada', 'Na página de endereço inexistente (404), leva ao início.', 'Voltar para o início'],
]

const menus: FixedText[] = [
  ['includedHeading', 'Título da lista de itens', 'Acima da lista de itens dos cardápios simples (Lanchinhos, Salgadinhos…).', 'O que está incluso'],
  ['notesHeading', 'Título das observações', 'Acima das observações de cardápios e pacotes.', 'Observações'],
  ['backToMenus', 'Link de volta dos cardápios', 'No fim de cada página de cardápio, leva a /cardapios.', 'Voltar para os cardápios'],
  ['backToPackages', 'Link de volta dos pacotes', 'No fim de cada página de pacote, leva a /pacotes.', 'Voltar para os pacotes'],
]

const quoteSent: FixedText[] = [
  ['sentTitle', 'Título', 'No quadro que substitui o formulário de orçamento depois do envio.', 'Seu orçamento foi enviado com sucesso', 80],
  [
    'sentText',
    'Texto',
    'Abaixo do título do quadro de orçamento enviado.',
    'Obrigado pelo interesse! Nossa equipe entrará em contato em breve. O WhatsApp foi aberto automaticamente com os dados do seu pedido para agilizar o atendimento.',
    240,
  ],
  ['sentWhatsapp', 'Botão do WhatsApp', 'No quadro de orçamento enviado: abre de novo a conversa com o pedido.', 'Abrir WhatsApp manualmente'],
  [
    'sentTextNoScript',
    'Texto (envio sem JavaScript)',
    'Abaixo do título quando o pedido foi enviado antes de o navegador carregar os scripts (conexão lenta): o WhatsApp não abriu sozinho.',
    'Obrigado pelo interesse! Nossa equipe entrará em contato em breve. Para agilizar o atendimento, envie também os dados do seu pedido pelo WhatsApp.',
    240,
  ],
  ['sentWhatsappNoScript', 'Botão do WhatsApp (envio sem JavaScript)', 'No mesmo caso: o link que abre a conversa com o pedido.', 'Abrir WhatsApp'],
  ['sentAnother', 'Botão de novo orçamento', 'No quadro de orçamento enviado: volta ao formulário vazio.', 'Enviar outro orçamento'],
]

const footer: FixedText[] = [
  ['instagramHeading', 'Título do Instagram', 'Acima das fotos do Instagram no rodapé; leva ao perfil.', 'Siga a gente no Instagram'],
  ['footerNavHeading', 'Título da coluna de páginas', 'Rodapé, primeira coluna de links.', 'Navegação'],
  ['footerHome', 'Link "Início"', 'Rodapé, coluna de páginas, leva a /.', 'Início'],
  ['footerAbout', 'Link "Quem Somos"', 'Rodapé, coluna de páginas, leva a /sobre-nos.', 'Quem Somos'],
  ['footerGallery', 'Link "Galeria"', 'Rodapé, coluna de páginas, leva a /galeria.', 'Galeria'],
  ['footerBlog', 'Link "Blog"', 'Rodapé, coluna de páginas, leva a /blog.', 'Blog'],
  ['footerQuote', 'Link "Orçamento"', 'Rodapé, coluna de páginas, leva a /orcamento.', 'Orçamento'],
  ['footerPrivacy', 'Link da política', 'Rodapé, coluna de páginas, leva a /politica-de-privacidade.', 'Política de Privacidade'],
  ['footerMenusHeading', 'Título da coluna de cardápios', 'Rodapé; abaixo dele, um link para cada cardápio.', 'Cardápios'],
  ['footerAllMenus', 'Link "Todos os cardápios"', 'Rodapé, primeiro link da coluna de cardápios, leva a /cardapios.', 'Todos os cardápios'],
  ['footerPackagesHeading', 'Título da coluna de pacotes', 'Rodapé; abaixo dele, um link para cada pacote.', 'Pacotes'],
  ['footerAllPackages', 'Link "Todos os pacotes"', 'Rodapé, primeiro link da coluna de pacotes, leva a /pacotes.', 'Todos os pacotes'],
  ['footerLocation', 'Título da localização', 'Rodapé, acima da localização.', 'Localização'],
  ['footerHours', 'Título do horário', 'Rodapé, acima do horário de atendimento.', 'Horário'],
  ['footerEmail', 'Título do e-mail', 'Rodapé, acima do e-mail.', 'E-mail'],
  ['footerPhone', 'Título do telefone', 'Rodapé, acima do telefone.', 'Telefone'],
  ['copyright', 'Direitos autorais', 'Última linha do rodapé, depois de "© ano Nome do buffet.".', 'Todos os direitos reservados.', 120],
]

/** Labels, headings and buttons that repeat across the site: one place to edit each. */
export const siteTextsField = defineField({
  name: 'texts',
  title: 'Textos fixos',
  description: 'Títulos, botões e links que se repetem pelo site. Cada campo diz onde aparece.',
  type: 'object',
  group: 'texts',
  validation: (rule) => rule.required().error('Preencha os textos fixos.'),
  fieldsets: [
    { name: 'navigation', title: 'Menu do topo', options: { collapsible: true, collapsed: false } },
    { name: 'buttons', title: 'Botões e links', options: { collapsible: true, collapsed: false } },
    { name: 'menus', title: 'Páginas de cardápios e pacotes', options: { collapsible: true, collapsed: true } },
    { name: 'quoteSent', title: 'Orçamento enviado', options: { collapsible: true, collapsed: true } },
    { name: 'footer', title: 'Rodapé', options: { collapsible: true, collapsed: true } },
  ],
  fields: [
    ...navigation.map(text('navigation')),
    ...buttons.map(text('buttons')),
    ...menus.map(text('menus')),
    ...quoteSent.map(text('quoteSent')),
    ...footer.map(text('footer')),
  ],
})

/** Today's wording of every fixed text, the seed value of site settings. */
export const siteTextsSeed = Object.fromEntries([...navigation, ...buttons, ...menus, ...quoteSent, ...footer].map(([name, , , value]) => [name, value]))
