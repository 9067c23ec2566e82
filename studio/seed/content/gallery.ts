import { image, orderRank, type SeedInput } from './helpers'

const photos: Array<[caption: string, alt: string]> = [
  ['Mesa de doces de festa infantil', 'Mesa de doces com bolo de aniversário e brigadeiros'],
  ['Salgadinhos fritos na hora', 'Bandeja com coxinhas, kibes e bolinhas de queijo'],
  ['Milk shake gourmet', 'Copos de milk shake com chantilly e coberturas'],
  ['Arraiá no quintal', 'Quintal decorado com bandeirinhas e uma pequena fogueira'],
  ['Crepe feito na hora', 'Crepe sendo preparado na chapa'],
  ['Churrasco com espetinhos', 'Churrasqueira com espetinhos de carne e legumes'],
  ['Arco de balões', 'Arco de balões coloridos na decoração da festa'],
  ['Brigadeiros gourmet', 'Brigadeiros gourmet em forminhas de papel'],
  ['Confraternização de empresa', 'Mesa de confraternização com taças e canapés'],
  ['Festa de Halloween', 'Decoração de Halloween com abóboras e morcegos'],
  ['Dia das Crianças', 'Festa de Dia das Crianças com cata-ventos, brinquedos e balões'],
  ['Mini sanduíches naturais', 'Mini sanduíches naturais em uma travessa'],
  ['Salada colorida', 'Tigela de salada colorida com folhas e legumes'],
  ['Pipoca de presente', 'Saquinhos de pipoca para os convidados levarem'],
  ['Brunch de domingo', 'Mesa de brunch com croissants e café'],
  ['Boteco em casa', 'Petiscos e bebidas de um boteco montado em casa'],
  ['Bolo com velinhas', 'Bolo de aniversário com velas acesas'],
  ['Cupcakes decorados', 'Cupcakes com coberturas coloridas'],
  ['Jantar para adultos', 'Mesa posta elegante para um jantar'],
  ['Doces juninos', 'Paçoca, pé de moleque e milho em uma mesa junina'],
  ['Serviço volante', 'Garçom servindo os convidados com uma bandeja'],
  ['Lembrancinhas', 'Caixinhas de lembrancinhas da festa'],
]

/** The 22 photos of /galeria. */
export const galleryPhotos: SeedInput[] = photos.map(([caption, alt], index) => {
  const number = String(index + 1).padStart(2, '0')
  return {
    _id: `gallery-${number}`,
    _type: 'galleryPhoto',
    caption,
    image: image(`galeria-${number}.webp`, alt),
    orderRank: orderRank(index),
  }
})
