import { image, slug, type SeedInput } from './helpers'

const OBSERVATION =
  'Todos os itens podem ser personalizados livremente: troque, inclua ou retire opções de acordo com o seu evento.'
const CLOSING =
  'Gostou deste pacote? Fale com a gente pelo WhatsApp ou peça um orçamento: respondemos rapidinho e montamos tudo do seu jeito.'

type List = { title?: string; note?: string; items: string[] }
type Section = { title: string; description?: string; lists: List[] }

const sections = (list: Section[]) =>
  list.map(({ lists, ...section }) => ({
    _type: 'menuSection',
    ...section,
    lists: lists.map((items) => ({ _type: 'itemList', ...items })),
  }))

function partyPackage(
  id: string,
  fields: {
    title: string
    description: string
    image: ReturnType<typeof image>
    theme: string
    sections: Section[]
    notes?: string[]
  },
): SeedInput {
  return {
    _id: `package-${id}`,
    _type: 'partyPackage',
    title: fields.title,
    slug: slug(id),
    description: fields.description,
    image: fields.image,
    theme: fields.theme,
    sections: sections(fields.sections),
    ...(fields.notes ? { notes: fields.notes } : {}),
    observation: OBSERVATION,
    closing: CLOSING,
  }
}

const drinks = ['Refrigerantes comuns e zero', 'Sucos naturais', 'Água mineral com e sem gás']

/** The seven packages of /pacotes/<slug>. */
export const packages: SeedInput[] = [
  partyPackage('kids', {
    title: 'Kids',
    description:
      'O pacote completo para festas infantis: lanches que as crianças adoram, opções naturais para os pais, sobremesa, bebidas e um brinde para levar para casa.',
    image: image('pacote-kids.webp', 'Mesa de festa infantil com pipoca, suco, mini hambúrgueres e balões'),
    theme: 'green',
    sections: [
      {
        title: 'O pacote inclui',
        lists: [
          {
            title: 'Lanches (7 opções)',
            items: [
              'Mini hambúrguer',
              'Mini cachorro-quente',
              'Mini pizza',
              'Pão de queijo',
              'Coxinha',
              'Bolinha de queijo',
              'Enroladinho de salsicha',
            ],
          },
          { title: 'Sanduíches naturais (2 opções)', items: ['Frango com cenoura', 'Peito de peru com queijo branco'] },
          { title: 'Lanches volantes (2 opções)', items: ['Batata frita no cone', 'Mini churros com doce de leite'] },
          { title: 'Sobremesa', items: ['Sorvete no copinho com cobertura'] },
          { title: 'Bebidas', items: drinks },
          { title: 'Brinde', items: ['Saquinho de pipoca para cada criança levar para casa'] },
        ],
      },
      {
        title: 'Adicionais opcionais',
        description: 'Para ampliar o cardápio, principalmente quando há muitos adultos.',
        lists: [
          {
            title: 'Finger food',
            items: ['Mini quiche de queijo', 'Bruschetta de tomate e manjericão', 'Dadinho de tapioca'],
          },
          {
            title: 'Mais finger food',
            items: ['Mini escondidinho de carne-seca', 'Espetinho de frango com molho barbecue', 'Camarão empanado'],
          },
          { title: 'Saladas', items: ['Salada caprese', 'Salpicão de frango', 'Salada de macarrão com legumes'] },
          {
            title: 'Doces especiais',
            items: ['Brigadeiros gourmet', 'Mini cupcakes decorados', 'Pão de mel', 'Bombom de morango'],
          },
        ],
      },
    ],
  }),
  partyPackage('milk-shake', {
    title: 'Milk Shake',
    description:
      'Um bar de milk shake gourmet montado na sua festa, com sorvete cremoso batido na hora e coberturas para cada convidado montar o seu.',
    image: image('pacote-milk-shake.webp', 'Bar de milk shake com vários copos e potes de coberturas'),
    theme: 'pink',
    sections: [
      {
        title: 'Tradicional',
        description: 'Dois sabores e duas coberturas à escolha.',
        lists: [
          {
            title: 'Sabores (escolha 2)',
            items: ['Chocolate', 'Morango', 'Baunilha', 'Ovomaltine', 'Doce de leite', 'Coco'],
          },
          {
            title: 'Coberturas (escolha 2)',
            items: ['Calda de chocolate', 'Calda de morango', 'Granulado colorido', 'Chantilly'],
          },
          { title: 'Brinde', items: ['Canudo de papel personalizado com o nome do aniversariante'] },
        ],
      },
      {
        title: 'Premium',
        description: 'Quatro sabores e cinco coberturas, com opções especiais.',
        lists: [
          {
            title: 'Sabores (escolha 4)',
            items: [
              'Chocolate',
              'Morango',
              'Baunilha',
              'Ovomaltine',
              'Doce de leite',
              'Coco',
              'Creme de avelã',
              'Pistache',
              'Paçoca',
              'Biscoito de chocolate com creme',
            ],
          },
          {
            title: 'Coberturas (escolha 5)',
            items: [
              'Calda de chocolate',
              'Calda de morango',
              'Calda de caramelo',
              'Granulado colorido',
              'Chantilly',
              'Marshmallow',
              'Farofa de biscoito',
              'Confeitos de chocolate',
            ],
          },
          { title: 'Brinde', items: ['Copo personalizado com o tema da festa para cada convidado'] },
        ],
      },
    ],
  }),
  partyPackage('brunch', {
    title: 'Brunch',
    description:
      'Mesa farta de café da manhã e almoço leve para comemorações de fim de semana, chás de bebê e encontros de família.',
    image: image('pacote-brunch.webp', 'Mesa de brunch com croissants, frutas, café e suco'),
    theme: 'cream',
    sections: [
      {
        title: 'Mesa posta',
        lists: [
          {
            title: 'Pães e acompanhamentos',
            items: ['Pães artesanais variados', 'Mini croissants', 'Manteiga, geleias e requeijão'],
          },
          { title: 'Frios', items: ['Queijo branco', 'Queijo prato', 'Peito de peru', 'Presunto'] },
          {
            title: 'Frutas e doces',
            items: ['Salada de frutas', 'Bolo de laranja', 'Bolo de chocolate', 'Iogurte com granola'],
          },
        ],
      },
      {
        title: 'Serviço volante',
        lists: [
          {
            items: [
              'Ovos mexidos no copinho',
              'Mini panquecas com mel',
              'Quiche de alho-poró',
              'Tapioca de queijo coalho',
            ],
          },
        ],
      },
      {
        title: 'Bebidas',
        lists: [
          { items: ['Café coado', 'Leite e chocolate quente', 'Chás', 'Sucos naturais', 'Água mineral com e sem gás'] },
        ],
      },
    ],
  }),
  partyPackage('boteco', {
    title: 'Boteco',
    description:
      'O clima de bar de esquina dentro de casa: petiscos clássicos servidos quentinhos para aniversários de adultos, chás-bar e happy hours.',
    image: image('pacote-boteco.webp', 'Petiscos de boteco com pastéis, porções e copos de chope'),
    theme: 'yellow',
    sections: [
      {
        title: 'Petiscos',
        lists: [
          {
            items: [
              'Pastel de carne e de queijo',
              'Bolinho de mandioca com carne-seca',
              'Frango a passarinho',
              'Calabresa acebolada',
              'Batata frita',
              'Torresmo',
              'Dadinho de tapioca com geleia de pimenta',
              'Caldinho de feijão',
            ],
          },
        ],
      },
      { title: 'Bebidas', lists: [{ items: drinks }] },
    ],
    notes: ['Bebidas alcoólicas e bartender sob consulta, com custo adicional.'],
  }),
  partyPackage('churrasco', {
    title: 'Churrasco',
    description:
      'Churrasco completo no seu quintal ou salão de festas, com churrasqueiros profissionais que cuidam da grelha enquanto você aproveita os convidados.',
    image: image('pacote-churrasco.webp', 'Churrasqueira com espetinhos e acompanhamentos'),
    theme: 'orange',
    sections: [
      {
        title: 'Espetinhos',
        lists: [
          {
            items: [
              'Picanha',
              'Fraldinha',
              'Linguiça toscana',
              'Frango com bacon',
              'Coração de frango',
              'Queijo coalho',
              'Legumes',
            ],
          },
        ],
      },
      {
        title: 'Acompanhamentos',
        lists: [
          {
            items: ['Arroz branco', 'Farofa da casa', 'Vinagrete', 'Pão de alho', 'Salada verde', 'Maionese de batata'],
          },
        ],
      },
      { title: 'Bebidas', lists: [{ items: drinks }] },
      { title: 'Descartáveis inclusos', lists: [{ items: ['Pratos, talheres, copos e guardanapos'] }] },
    ],
    notes: ['Churrasqueiros profissionais preparam tudo na hora, no local da festa.'],
  }),
  partyPackage('brigadeiro', {
    title: 'Brigadeiro',
    description:
      'Uma estação de brigadeiro gourmet: escolha as massas e as coberturas e monte a mesa de doces mais desejada da festa.',
    image: image('pacote-brigadeiro.webp', 'Estação de brigadeiros com potes de coberturas'),
    theme: 'pink',
    sections: [
      {
        title: 'Massas',
        lists: [
          {
            title: '15 opções',
            items: [
              'Chocolate ao leite',
              'Chocolate meio amargo',
              'Chocolate branco',
              'Ninho',
              'Ninho com Nutella',
              'Morango',
              'Maracujá',
              'Limão',
              'Coco',
              'Paçoca',
              'Pistache',
              'Café',
              'Doce de leite',
              'Churros',
              'Cereja',
            ],
          },
        ],
      },
      {
        title: 'Coberturas',
        lists: [
          {
            title: '13 opções',
            items: [
              'Granulado belga',
              'Granulado colorido',
              'Chocolate em raspas',
              'Coco ralado',
              'Castanha de caju',
              'Amendoim triturado',
              'Açúcar cristal',
              'Açúcar e canela',
              'Pistache triturado',
              'Confeitos coloridos',
              'Farofa de biscoito',
              'Flocos de arroz',
              'Pó de ouro comestível',
            ],
          },
        ],
      },
    ],
  }),
  partyPackage('festa-junina', {
    title: 'Festa Junina',
    description:
      'Arraiá completo em casa, no condomínio ou na empresa, com comidas típicas, doces de São João e bebidas quentes para as noites de junho.',
    image: image(
      'pacote-festa-junina.webp',
      'Mesa de festa junina com milho, paçoca, pé de moleque e canecas de quentão',
    ),
    theme: 'orange',
    sections: [
      {
        title: 'Salgados e comidas típicas',
        lists: [
          {
            items: [
              'Cachorro-quente',
              'Pastel de feira',
              'Milho cozido',
              'Pamonha',
              'Caldo verde',
              'Pipoca salgada',
              'Espetinho de carne',
            ],
          },
        ],
      },
      {
        title: 'Doces típicos',
        lists: [
          { items: ['Paçoca', 'Pé de moleque', 'Cocada', 'Canjica', 'Arroz-doce', 'Bolo de milho', 'Maçã do amor'] },
        ],
      },
      {
        title: 'Bebidas quentes',
        lists: [{ items: ['Quentão sem álcool', 'Chocolate quente', 'Vinho quente (sob consulta)'] }],
      },
    ],
  }),
]
