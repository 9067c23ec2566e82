import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import { getSiteChrome } from '../content/site'

const ogImageSize = { width: 1200, height: 630 }

/** The generated share image's size, type and description (Configurações do site → Textos fixos → Acessibilidade). */
export async function ogImageMetadata() {
  const { settings } = await getSiteChrome()
  return [{ id: 'compartilhar', alt: settings.texts.shareImageAlt, size: ogImageSize, contentType: 'image/png' }]
}

// Satori reads woff (not woff2); the brand's display face comes from the same @fontsource package as the site's.
const fontFile = path.join(process.cwd(), 'node_modules/@fontsource/fredoka/files/fredoka-latin-600-normal.woff')

/** The share card of a page that has no photo of its own: its title on the brand's green, with the business name. */
export async function ogImage(title: string) {
  const [{ settings }, font] = await Promise.all([getSiteChrome(), readFile(/*turbopackIgnore: true*/ fontFile)])
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: 72,
        background: 'linear-gradient(135deg, #1e633c 0%, #17412b 100%)',
        color: '#ffffff',
        fontFamily: 'Fredoka',
      }}
    >
      <div
        style={{
          position: 'absolute',
          top: -120,
          right: -80,
          width: 420,
          height: 420,
          borderRadius: 9999,
          background: 'rgba(52, 153, 93, 0.55)',
        }}
      />
      <div
        style={{
          position: 'absolute',
          bottom: -140,
          right: 260,
          width: 280,
          height: 280,
          borderRadius: 9999,
          background: 'rgba(252, 211, 77, 0.22)',
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 36 }}>
        <div style={{ width: 56, height: 56, borderRadius: 9999, background: '#fcd34d' }} />
        {settings.businessName}
      </div>
      <div style={{ display: 'flex', fontSize: 84, lineHeight: 1.1, maxWidth: 960 }}>{title}</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, fontSize: 30, color: '#dcf3e3' }}>
        <div style={{ width: 96, height: 10, borderRadius: 9999, background: '#fcd34d' }} />
        {settings.location}
      </div>
    </div>,
    { ...ogImageSize, fonts: [{ name: 'Fredoka', data: font, weight: 600, style: 'normal' }] },
  )
}
