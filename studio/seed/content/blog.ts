import { image, type SeedInput } from './helpers'
import { aniversariosTematicos } from './posts/aniversarios-tematicos'
import { buffetBarraquinhasFestaCompleta } from './posts/buffet-barraquinhas-festa-completa'
import { comoEscolherOBuffetPerfeito } from './posts/como-escolher-o-buffet-perfeito'
import { authorId, type AuthorSlug } from './posts/define-post'
import { entretenimentoFestaInfantil } from './posts/entretenimento-festa-infantil'
import { festaJuninaTradicoesSabores } from './posts/festa-junina-tradicoes-sabores'
import { festasCondominioGuiaCompleto } from './posts/festas-condominio-guia-completo'
import { opcoesMenuCriancas } from './posts/opcoes-menu-criancas'
import { orcamentoFestaInfantil } from './posts/orcamento-festa-infantil'
import { tendenciasFestasEmpresariais2025 } from './posts/tendencias-festas-empresariais-2025'
import { tendenciasFestasInfantis2025 } from './posts/tendencias-festas-infantis-2025'

const author = (
  current: AuthorSlug,
  fields: { name: string; role: string; bio: string; photoAlt: string },
): SeedInput => ({
  _id: authorId(current),
  _type: 'author',
  name: fields.name,
  role: fields.role,
  bio: fields.bio,
  photo: image(`autor-${current}.webp`, fields.photoAlt),
})

const authors: SeedInput[] = [
  author('carolina-mendes', {
    name: 'Carolina Mendes',
    role: 'Chef de cozinha',
    bio: 'Chef do Buffet Festa em Casa, cuida dos cardápios e da cozinha montada na casa de cada cliente. Gosta de transformar receitas de família em comidinhas de festa.',
    photoAlt: 'Ilustração de Carolina Mendes sorrindo, com dólmã branco e chapéu de chef.',
  }),
  author('renata-oliveira', {
    name: 'Renata Oliveira',
    role: 'Coordenadora de eventos',
    bio: 'Coordena as festas do Buffet Festa em Casa do primeiro contato ao último convidado. Especialista em festas infantis e em eventos em casa e em condomínios.',
    photoAlt: 'Ilustração de Renata Oliveira sorrindo, de cabelo cacheado e blusa rosa.',
  }),
  author('thiago-martins', {
    name: 'Thiago Martins',
    role: 'Consultor de eventos',
    bio: 'Atende empresas e famílias na hora de planejar a festa e montar o orçamento. Acredita que um bom evento começa com uma proposta clara e sem surpresas.',
    photoAlt: 'Ilustração de Thiago Martins sorrindo, de óculos redondos, barba e suéter verde.',
  }),
]

/** Articles, most recent first (the order of the blog list, docs/produto.md). */
const posts: SeedInput[] = [
  festaJuninaTradicoesSabores,
  festasCondominioGuiaCompleto,
  buffetBarraquinhasFestaCompleta,
  tendenciasFestasEmpresariais2025,
  comoEscolherOBuffetPerfeito,
  tendenciasFestasInfantis2025,
  aniversariosTematicos,
  opcoesMenuCriancas,
  orcamentoFestaInfantil,
  entretenimentoFestaInfantil,
]

/** Blog authors and the ten articles. */
export const blogDocuments: SeedInput[] = [...authors, ...posts]
