import { image, slug, type SeedInput } from './helpers'

const COMBINED = 'Este cardápio é vendido combinado com outros cardápios'

const savouryCrepes = [
  'Frango com catupiry',
  'Presunto e queijo',
  'Calabresa com mussarela',
  'Quatro queijos',
  'Carne-seca com requeijão',
  'Palmito com mussarela',
  'Escarola com bacon',
  'Atum com cebola roxa',
  'Peito de peru com cream cheese',
  'Estrogonofe de carne',
  'Camarão com catupiry',
  'Bacalhau com azeitonas',
]

const sweetCrepes = [
  'Chocolate ao leite',
  'Doce de leite',
  'Banana com canela',
  'Romeu e julieta (goiabada com queijo)',
  'Prestígio (chocolate com coco)',
  'Morango com chocolate',
  'Brigadeiro',
  'Creme de avelã com morango',
  'Doce de leite com nozes',
  'Frutas vermelhas com chocolate branco',
]

const SAUCES = 'Acompanham molho sugo, molho branco e parmesão ralado'

function crepeOption(
  title: string,
  description: string,
  entrada: string[],
  salads: string[],
  savoury: number,
  sweet: number,
) {
  return {
    _type: 'menuSection',
    title,
    description,
    lists: [
      { _type: 'itemList', title: 'Entrada', items: entrada },
      { _type: 'itemList', title: 'Saladas', items: salads },
      {
        _type: 'itemList',
        title: `Crepes salgados (${savoury} sabores)`,
        note: SAUCES,
        items: savouryCrepes.slice(0, savoury),
      },
      { _type: 'itemList', title: `Crepes doces (${sweet} sabores)`, items: sweetCrepes.slice(0, sweet) },
    ],
  }
}

/** The five menus of /cardapios/<slug>. */
export const menus: SeedInput[] = [
  {
    _id: 'menu-lanchinhos',
    _type: 'menu',
    title: 'Mini Lanchinhos',
    slug: slug('lanchinhos'),
    description:
      'Lanchinhos em tamanho de uma mordida, montados e aquecidos na sua casa durante a festa. Perfeitos para crianças e adultos comerem em pé, conversando, sem sujar as mãos.',
    image: image('cardapio-lanchinhos.webp', 'Bandeja com mini sanduíches e mini cachorros-quentes'),
    theme: 'orange',
    items: [
      'Mini hambúrguer',
      'Mini cachorro-quente',
      'Mini pizza de mussarela',
      'Mini pizza de calabresa',
      'Mini beirute de peito de peru',
      'Misto quente',
      'Mini croissant de presunto e queijo',
      'Mini croissant de frango com catupiry',
      'Sanduíche natural de frango com cenoura',
      'Sanduíche natural de atum',
      'Mini wrap de frango com cream cheese',
      'Pão de queijo',
      'Pão de batata com requeijão',
      'Mini esfiha de carne',
      'Mini esfiha de queijo',
      'Enroladinho de salsicha',
      'Torta salgada de frango',
      'Quiche de alho-poró',
      'Bruschetta de tomate e manjericão',
      'Mini baguete de salame',
      'Crostini de queijo brie com geleia de pimenta',
      'Mini bauru',
      'Mini sanduíche de rosbife com mostarda',
    ],
    notes: [
      'Servido no sistema volante: nossa equipe circula com as bandejas durante toda a festa.',
      'A quantidade de opções e de unidades por convidado é definida no orçamento.',
    ],
  },
  {
    _id: 'menu-salgadinhos',
    _type: 'menu',
    title: 'Salgadinhos',
    slug: slug('salgadinhos'),
    description:
      'Os clássicos das festas brasileiras, fritos ou assados na hora, no local do evento. Chegam às mesas quentinhos e crocantes, do primeiro ao último convidado.',
    image: image('cardapio-salgadinhos.webp', 'Travessa com coxinhas, kibes e risoles'),
    theme: 'yellow',
    items: [
      'Coxinha de frango',
      'Coxinha de frango com catupiry',
      'Kibe',
      'Bolinha de queijo',
      'Risoles de presunto e queijo',
      'Risoles de camarão',
      'Croquete de carne',
      'Pastelzinho de carne',
      'Pastelzinho de queijo',
      'Empadinha de frango',
      'Empadinha de palmito',
      'Bolinho de bacalhau',
      'Cigarrete de presunto e queijo',
      'Trouxinha de queijo',
    ],
    notes: ['Fritos na hora por nossa equipe, com equipamento próprio.', 'Opções assadas e sem lactose sob consulta.'],
  },
  {
    _id: 'menu-comidinhas',
    _type: 'menu',
    title: 'Comidinhas',
    slug: slug('comidinhas'),
    description:
      'Pratos quentes em mini porções, servidos em cumbucas e copinhos. Deixam a festa mais substanciosa e ficam ótimos em eventos à noite e comemorações de adultos.',
    image: image('cardapio-comidinhas.webp', 'Mini porções de massa e escondidinho em cumbucas'),
    theme: 'pink',
    highlightInfo: COMBINED,
    items: [
      'Escondidinho de carne-seca',
      'Escondidinho de frango com requeijão',
      'Penne ao molho sugo',
      'Penne ao molho quatro queijos',
      'Nhoque à bolonhesa',
      'Risoto de cogumelos',
      'Estrogonofe de frango com arroz e batata palha',
      'Yakisoba de legumes',
      'Feijoada em cumbuca',
      'Caldinho de feijão',
      'Creme de mandioquinha com carne-seca',
      'Sopa de abóbora com gengibre',
      'Arroz carreteiro',
      'Polenta cremosa com ragu de linguiça',
    ],
    notes: ['Servidas em porções individuais, com talheres descartáveis inclusos.'],
  },
  {
    _id: 'menu-saladas-e-legumes',
    _type: 'menu',
    title: 'Saladas e Legumes',
    slug: slug('saladas-e-legumes'),
    description:
      'Opções frescas e coloridas para equilibrar o cardápio, preparadas no dia com ingredientes selecionados. Agradam quem prefere comer leve e quem tem restrições alimentares.',
    image: image('cardapio-saladas.webp', 'Tigelas de saladas e legumes coloridos'),
    theme: 'green',
    highlightInfo: COMBINED,
    items: [
      'Salada verde com molho de mostarda e mel',
      'Salada caprese',
      'Salada de macarrão com legumes',
      'Salpicão de frango',
      'Salada de batata com ervas',
      'Tabule',
      'Salada de grão-de-bico',
      'Legumes grelhados (abobrinha, berinjela e pimentões)',
      'Palmito com tomate-cereja',
      'Salada Caesar',
      'Cenoura e beterraba raladas',
      'Batata rústica assada com alecrim',
    ],
    notes: ['Molhos servidos à parte.', 'Opções veganas sob consulta.'],
  },
  {
    _id: 'menu-crepe-frances',
    _type: 'menu',
    title: 'Crepe Francês',
    slug: slug('crepe-frances'),
    description:
      'Uma estação de crepe montada na sua festa: a massa é feita na hora, na chapa, e recheada na frente dos convidados. Escolha entre três cardápios, com crepes salgados e doces.',
    image: image('cardapio-crepe.webp', 'Estação de crepe com chapa e crepes dobrados'),
    theme: 'cream',
    sections: [
      crepeOption(
        'Tradicional',
        'O essencial do crepe francês, com os sabores preferidos da criançada.',
        ['Torradinhas com patê de ervas'],
        ['Salada verde com tomate-cereja'],
        6,
        5,
      ),
      crepeOption(
        'Cabana',
        'Mais variedade de recheios para quem quer agradar todos os gostos.',
        ['Torradinhas com patês variados', 'Bruschetta de tomate e manjericão'],
        ['Salada verde com tomate-cereja', 'Salada caprese'],
        11,
        7,
      ),
      crepeOption(
        'Premium',
        'O cardápio completo, com recheios especiais como camarão e bacalhau.',
        [
          'Antepasto de berinjela com torradas',
          'Bruschetta de tomate e manjericão',
          'Dadinho de tapioca com geleia de pimenta',
        ],
        ['Salada verde com tomate-cereja', 'Salada caprese', 'Folhas com manga e castanhas'],
        12,
        10,
      ),
      {
        _type: 'menuSection',
        title: 'Bebidas e Finalização',
        lists: [
          {
            _type: 'itemList',
            title: 'Bebidas',
            items: ['Refrigerantes comuns e zero', 'Sucos naturais', 'Água mineral com e sem gás'],
          },
          { _type: 'itemList', title: 'Finalização', items: ['Café expresso', 'Chá'] },
        ],
      },
      {
        _type: 'menuSection',
        title: 'Adicionais',
        description: 'Para deixar os crepes doces ainda mais gostosos.',
        lists: [
          {
            _type: 'itemList',
            items: [
              'Sorvete de creme para acompanhar os crepes doces',
              'Sorvete de chocolate',
              'Calda quente de chocolate',
            ],
          },
        ],
      },
    ],
    notes: [
      'A equipe leva a chapa, os utensílios e prepara tudo no local.',
      'Os três cardápios incluem a entrada, as saladas e a finalização.',
    ],
  },
]
