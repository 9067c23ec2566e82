import { seedOf, siteTextSets } from '../../../lib/content/fixed-texts'
import { defaultMessageTemplates } from '../../../lib/content/message-templates'
import { image, type SeedInput } from './helpers'

export const siteSettings: SeedInput = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  businessName: 'Buffet Festa em Casa',
  tagline:
    'Buffet a domicílio em São Paulo desde 2005: festas infantis, eventos corporativos e comemorações com comida feita na hora.',
  foundedYear: 2005,
  location: 'São Paulo, SP - Brasil',
  address: { locality: 'São Paulo', region: 'SP', country: 'BR', areaServed: 'São Paulo e Grande São Paulo' },
  hours: {
    label: 'Segunda a Sexta: 9h às 18h',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  phone: '11 91234-5678',
  whatsappNumber: '5511912345678',
  email: 'contato@buffetfestaemcasa.com.br',
  leadSources: ['Instagram', 'Google', 'Indicação', 'WhatsApp', 'Facebook', 'Outro'],
  googleReviewUrl: 'https://g.page/r/buffetfestaemcasa/review',
  social: {
    facebook: 'https://www.facebook.com/buffetfestaemcasa',
    instagram: 'https://www.instagram.com/buffetfestaemcasa',
  },
  chat: {
    welcome: 'Olá! 👋 Quer tirar uma dúvida ou montar o cardápio da sua festa? Fale com a nossa equipe pelo WhatsApp.',
    greeting: 'Olá! Vim pelo site do Buffet Festa em Casa e gostaria de mais informações.',
    buttonLabel: 'Iniciar conversa',
    note: 'Responderemos em breve!',
  },
  instagramStrip: [
    image('instagram-brigadeiros.webp', 'Brigadeiros gourmet com granulado colorido servidos em forminhas'),
    image('instagram-milk-shake.webp', 'Dois copos de milk shake com chantilly e cereja'),
    image('instagram-cupcakes.webp', 'Três cupcakes decorados com cobertura colorida'),
    image('instagram-baloes.webp', 'Balões coloridos e bandeirinhas de uma festa infantil'),
    image('instagram-mesa-de-doces.webp', 'Mesa de doces com pratos de brigadeiros e um cupcake'),
  ],
  seo: {
    title: 'Buffet Festa em Casa | Buffet a domicílio em São Paulo',
    description:
      'Buffet a domicílio em São Paulo para festas infantis, aniversários e eventos corporativos. Cardápios completos e serviço volante. Peça seu orçamento.',
    image: image('og-padrao.webp', 'Mesa de festa com cupcake, milk shake, brigadeiros e balões'),
  },
  texts: seedOf(siteTextSets),
  messages: defaultMessageTemplates,
  proposalConditions: [
    'Reserva da data: a data fica reservada quando o sinal é pago. Sem o sinal, a data pode ser oferecida a outro cliente.',
    'Pagamento: o restante é pago até 7 dias antes do evento, por Pix ou transferência.',
    'Número de convidados: pode ser ajustado até 10 dias antes do evento; o valor é recalculado, respeitando o mínimo do pacote.',
    'Cancelamento: até 30 dias antes do evento, o sinal é devolvido integralmente; depois disso, o sinal não é devolvido.',
    'Local: o cliente providencia o espaço, pontos de energia e água e acesso para a equipe 2 horas antes do início.',
  ].join('\n\n'),
}
