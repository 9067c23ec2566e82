import Link from 'next/link'
import { unstable_rethrow } from 'next/navigation'
import { NewestAndMore } from '@/components/admin/newest-and-more'
import { PhoneFold } from '@/components/admin/phone-fold'
import { markAnswerSeen } from '@/lib/proposals/admin-actions/mark-answer-seen'
import { unseenAnswers } from '@/lib/proposals/admin-proposals'
import { formatDateTimeBR } from '@/lib/dates'
import { describeFailure } from '@/lib/log/describe-failure'

/** At the top of the dashboard: each client's acceptance or refusal, until the owner marks it seen. */
export async function ProposalAnswers() {
  let answers
  try {
    answers = await unseenAnswers()
  } catch (error) {
    unstable_rethrow(error)
    console.error('[admin] falha ao ler as respostas das propostas', describeFailure(error))
    return null
  }
  if (answers.length === 0) return null
  return (
    <PhoneFold
      id="respostas-titulo"
      heading={`Respostas às propostas (${answers.length})`}
      className="space-y-2 rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-200"
      headingClassName="text-lg font-semibold text-sky-950"
    >
      <NewestAndMore
        className="space-y-2"
        more={(count) => `Mais ${count} ${count === 1 ? 'resposta' : 'respostas'}`}
        items={answers.map((answer) => (
          <li
            key={`${answer.orcamento_id}-${answer.answered_at}`}
            className="flex flex-wrap items-center justify-between gap-2"
          >
            <span>
              <Link
                href={`/admin/orcamentos/${answer.orcamento_id}/proposta`}
                className="font-semibold text-sky-900 underline"
              >
                {answer.client_name ?? `Orçamento #${answer.orcamento_id}`}
              </Link>{' '}
              {answer.kind === 'accepted' ? 'aceitou' : 'recusou'} a proposta (versão {answer.version_number}) em{' '}
              {formatDateTimeBR(answer.answered_at)}
              {answer.kind === 'refused' ? (answer.reason ? `: “${answer.reason}”` : ' (sem motivo)') : ''}.
            </span>
            <form action={markAnswerSeen}>
              <input type="hidden" name="orcamentoId" value={answer.orcamento_id} />
              <button
                type="submit"
                className="min-h-11 rounded-full bg-white px-4 text-sm font-semibold text-sky-900 ring-1 ring-sky-300"
              >
                Visto
              </button>
            </form>
          </li>
        ))}
      />
    </PhoneFold>
  )
}
