import { SortIcon } from '@sanity/icons/Sort'
import { Button, Stack, Text, TextInput } from '@sanity/ui'
import { useState } from 'react'
import { useClient, type DocumentActionComponent } from 'sanity'
import { sanityApiVersion } from '../../lib/config/public-env'
import { ORDER_FIELD, rankAt } from '../../schemas/fields/rank'

type Ranked = { _id: string; rank?: string }

/**
 * "Mudar a posição": puts the open card, photo or testimonial at the position typed (1 = first),
 * at once, without publishing (as the order always was): its published version and its draft get
 * the rank between the new neighbours.
 */
export const MoveAction: DocumentActionComponent = ({ id, type, draft, published }) => {
  const client = useClient({ apiVersion: sanityApiVersion })
  const [open, setOpen] = useState(false)
  const [others, setOthers] = useState<Ranked[] | null>(null)
  const [position, setPosition] = useState('')
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const close = () => {
    setOpen(false)
    setError('')
  }
  const total = others === null ? null : others.length + 1
  async function move() {
    const wanted = Number(position)
    if (!others || !total || !Number.isInteger(wanted) || wanted < 1 || wanted > total)
      return setError(`Digite um número de 1 a ${total ?? '…'}.`)
    setSaving(true)
    try {
      const rank = rankAt(
        others.map(({ rank: other }) => other),
        wanted,
      )
      const transaction = client.transaction()
      for (const document of [published, draft])
        if (document) transaction.patch(document._id, { set: { [ORDER_FIELD]: rank } })
      await transaction.commit({ visibility: 'sync', tag: 'ordem.mover' })
      close()
    } catch (failure) {
      console.error('[ordem] não foi possível mover', failure)
      setError('Não foi possível mudar a posição. Tente de novo.')
    } finally {
      setSaving(false)
    }
  }
  return {
    label: 'Mudar a posição',
    icon: SortIcon,
    disabled: !published && !draft,
    title: !published && !draft ? 'Salve o documento antes de mudar a posição.' : undefined,
    onHandle: () => {
      setOpen(true)
      setPosition('')
      // The others of the type in site order (published ones: the order the visitors see).
      client
        .fetch<Ranked[]>(
          `*[_type == $type && !(_id in path("drafts.**")) && _id != $id] | order(${ORDER_FIELD} asc) { _id, "rank": ${ORDER_FIELD} }`,
          { type, id },
        )
        .then(setOthers, (failure: unknown) => {
          console.error('[ordem] não foi possível ler a lista', failure)
          setError('Não foi possível ler a lista. Feche e tente de novo.')
        })
    },
    dialog: open && {
      type: 'dialog',
      header: 'Mudar a posição na lista',
      onClose: close,
      content: (
        <Stack gap={4}>
          <Text>
            {total === null
              ? 'Lendo a lista…'
              : `Em que posição este item deve aparecer no site? 1 é o primeiro; ${total}, o último.`}
          </Text>
          <TextInput
            aria-label="Nova posição"
            inputMode="numeric"
            value={position}
            onChange={(event) => setPosition(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && void move()}
            disabled={total === null || saving}
          />
          {error && <Text style={{ color: 'var(--card-badge-critical-fg-color, #c00)' }}>{error}</Text>}
          <Button
            text={saving ? 'Movendo…' : 'Mover'}
            tone="primary"
            onClick={() => void move()}
            disabled={total === null || saving}
          />
        </Stack>
      ),
    },
  }
}
MoveAction.displayName = 'MoveAction'
