import Link from 'next/link'

/** Shown on /studio when no Sanity project is configured: how to connect one. */
export function ConnectSanity() {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16 font-sans text-ink">
      <h1 className="text-3xl font-semibold text-brand-800">Conecte um projeto Sanity para editar o conteúdo</h1>
      <p className="mt-4 text-lg leading-relaxed">
        O site está usando o conteúdo de exemplo que vem com o projeto (pasta <code>studio/seed</code>). Para editar
        textos e fotos pelo Studio, conecte um projeto Sanity:
      </p>
      <ol className="mt-6 list-decimal space-y-3 pl-6 leading-relaxed">
        <li>
          Crie um projeto gratuito em <strong>sanity.io/manage</strong> e anote o <em>Project ID</em>.
        </li>
        <li>
          No arquivo <code>.env.local</code>, defina <code>NEXT_PUBLIC_SANITY_PROJECT_ID</code> e{' '}
          <code>NEXT_PUBLIC_SANITY_DATASET</code> (por exemplo, <code>production</code>).
        </li>
        <li>
          Importe o conteúdo de exemplo com <code>npm run content:import</code>.
        </li>
        <li>
          Em <strong>sanity.io/manage</strong> → API → CORS origins, adicione o endereço deste site com credenciais
          permitidas.
        </li>
        <li>Reinicie o servidor e abra esta página de novo.</li>
      </ol>
      <p className="mt-6 leading-relaxed">
        O passo a passo completo está em <code>docs/conteudo.md</code>, no repositório do projeto.
      </p>
      <Link
        href="/"
        className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
      >
        Voltar ao site
      </Link>
    </main>
  )
}
