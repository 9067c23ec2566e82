/** The blog list (docs/produto.md, Conteúdo), newest first: the slugs every blog test checks against. */
export const specBlogSlugs = [
  'festa-junina-tradicoes-sabores',
  'festas-condominio-guia-completo',
  'buffet-barraquinhas-festa-completa',
  'tendencias-festas-empresariais-2025',
  'como-escolher-o-buffet-perfeito',
  'tendencias-festas-infantis-2025',
  'aniversarios-tematicos',
  'opcoes-menu-criancas',
  'orcamento-festa-infantil',
  'entretenimento-festa-infantil',
]
