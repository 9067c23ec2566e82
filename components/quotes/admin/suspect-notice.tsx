import Link from 'next/link'

/** Quotes held as suspect, kept out of the list until someone looks at them. */
export function SuspectNotice({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <p role="status" className="rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
      {count === 1 ? '1 pedido chegou' : `${count} pedidos chegaram`} durante um excesso de envios e{' '}
      {count === 1 ? 'ficou retido' : 'ficaram retidos'} como suspeito, sem aviso por e-mail.{' '}
      <Link href="/admin?status=suspeito" className="font-bold underline hover:no-underline">
        Ver os suspeitos
      </Link>
      . Os verdadeiros podem seguir para &quot;Novo&quot; mudando o status.
    </p>
  )
}
