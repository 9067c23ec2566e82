import { image, orderRank, type SeedInput } from './helpers'

const people: Array<[name: string, role: string, content: string, alt: string]> = [
  [
    'Juliana Ferreira',
    'Mãe do Theo, 5 anos',
    'A festa do Theo foi perfeita! Os salgadinhos chegavam quentinhos o tempo todo e a equipe cuidou de tudo. Eu consegui aproveitar a festa do meu filho de verdade.',
    'Retrato de Juliana, mulher de cabelos escuros e cacheados',
  ],
  [
    'Rodrigo Almeida',
    'Pai da Helena, 7 anos',
    'Contratamos o pacote Kids e o bar de milk shake. As crianças adoraram, os adultos também. Pontualidade e capricho do início ao fim.',
    'Retrato de Rodrigo, homem de barba',
  ],
  [
    'Patrícia Moura',
    'Gerente de RH',
    'Fizemos a confraternização de fim de ano da empresa com o churrasco e o boteco. Organização impecável e comida excelente. Já reservamos o próximo ano.',
    'Retrato de Patrícia, mulher de óculos e blazer',
  ],
  [
    'Dona Cida Rocha',
    'Avó da Manuela',
    'Comemoramos meus 70 anos com o crepe francês. Todo mundo elogiou! Gente educada, cuidadosa, que deixou a cozinha limpinha no final.',
    'Retrato de Dona Cida, senhora de cabelos grisalhos',
  ],
  [
    'Lucas Pereira',
    'Aniversário de 25 anos',
    'O arraiá no salão do prédio foi um sucesso. Quentão, pastel e doces juninos na medida certa. Recomendo para qualquer festa!',
    'Retrato de Lucas, homem jovem',
  ],
]

/** The 5 testimonials of the home page carousel. */
export const testimonials: SeedInput[] = people.map(([name, role, content, alt], index) => ({
  _id: `testimonial-${index + 1}`,
  _type: 'testimonial',
  name,
  role,
  content,
  photo: image(`depoimento-${index + 1}.webp`, alt),
  orderRank: orderRank(index),
}))
