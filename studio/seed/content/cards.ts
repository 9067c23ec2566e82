import type { IconName } from '../../../lib/icons'
import { image, orderRank, ref, type SeedInput } from './helpers'

// [id, icon, description, photo, alt, target]: the title comes from the target page (the card leaves it empty).
const cards: Array<[id: string, icon: IconName, description: string, file: string, alt: string, target: string]> = [
  [
    'lanchinhos',
    'utensils',
    'Mini hambúrgueres, sanduíches naturais, pizzas e croissants em tamanho de uma mordida.',
    'cardapio-lanchinhos.webp',
    'Bandeja com mini sanduíches e mini cachorros-quentes',
    'menu-lanchinhos',
  ],
  [
    'salgadinhos',
    'utensils',
    'Coxinhas, kibes, risoles, empadinhas e outros clássicos fritos na hora.',
    'cardapio-salgadinhos.webp',
    'Travessa com coxinhas, kibes e risoles',
    'menu-salgadinhos',
  ],
  [
    'comidinhas',
    'utensils',
    'Massas, escondidinhos, risotos e caldos servidos em mini porções.',
    'cardapio-comidinhas.webp',
    'Mini porções de massa e escondidinho em cumbucas',
    'menu-comidinhas',
  ],
  [
    'saladas-e-legumes',
    'leaf',
    'Saladas frescas e legumes grelhados para deixar o cardápio leve e colorido.',
    'cardapio-saladas.webp',
    'Tigelas de saladas e legumes coloridos',
    'menu-saladas-e-legumes',
  ],
  [
    'kids',
    'cake',
    'O pacote completo da festa infantil: lanches, sobremesa, bebidas e pipoca de brinde.',
    'pacote-kids.webp',
    'Mesa de festa infantil com pipoca, suco e mini hambúrgueres',
    'package-kids',
  ],
  [
    'milk-shake',
    'cup',
    'Bar de milk shake gourmet com sabores e coberturas à escolha.',
    'pacote-milk-shake.webp',
    'Bar de milk shake com vários copos e coberturas',
    'package-milk-shake',
  ],
  [
    'brunch',
    'coffee',
    'Mesa posta de café da manhã e almoço leve, com serviço volante.',
    'pacote-brunch.webp',
    'Mesa de brunch com croissants, frutas e café',
    'package-brunch',
  ],
  [
    'boteco',
    'mug',
    'Petiscos de bar servidos quentinhos para festas de adultos.',
    'pacote-boteco.webp',
    'Petiscos de boteco com pastéis e porções',
    'package-boteco',
  ],
  [
    'churrasco',
    'flame',
    'Espetinhos, acompanhamentos e churrasqueiros profissionais no seu evento.',
    'pacote-churrasco.webp',
    'Churrasqueira com espetinhos',
    'package-churrasco',
  ],
  [
    'brigadeiro',
    'candy',
    'Estação de brigadeiro gourmet com 15 massas e 13 coberturas.',
    'pacote-brigadeiro.webp',
    'Estação de brigadeiros com coberturas',
    'package-brigadeiro',
  ],
  [
    'festa-junina',
    'flag',
    'Arraiá completo com comidas típicas, doces de São João e bebidas quentes.',
    'pacote-festa-junina.webp',
    'Mesa de festa junina com milho e doces típicos',
    'package-festa-junina',
  ],
  [
    'crepe-frances',
    'sparkle',
    'Estação de crepe feito na hora, com três cardápios de salgados e doces.',
    'cardapio-crepe.webp',
    'Estação de crepe com chapa e crepes dobrados',
    'menu-crepe-frances',
  ],
]

/** The 12 cards of /cardapios, in their fixed order (docs/produto.md, Conteúdo). */
export const menuCards: SeedInput[] = cards.map(([id, icon, description, file, alt, target], index) => ({
  _id: `card-${id}`,
  _type: 'menuCard',
  icon,
  description,
  image: image(file, alt),
  target: ref(target),
  orderRank: orderRank(index),
}))
