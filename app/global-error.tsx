'use client'

// Replaces the root layout when it fails itself, so it carries its own <html> and inline styles.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          display: 'grid',
          placeItems: 'center',
          minHeight: '100vh',
          margin: 0,
          textAlign: 'center',
          color: '#1f2a24',
        }}
      >
        <main>
          <h1 style={{ color: '#1b4f33' }}>Algo deu errado</h1>
          <p>Não foi possível carregar o site agora. Tente novamente em instantes.</p>
          <button
            type="button"
            onClick={reset}
            style={{
              marginTop: 16,
              padding: '12px 24px',
              borderRadius: 999,
              border: 0,
              background: '#237c49',
              color: '#fff',
              fontWeight: 700,
              cursor: 'pointer',
            }}
          >
            Tentar novamente
          </button>
        </main>
      </body>
    </html>
  )
}
