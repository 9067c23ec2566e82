import { Mutation as Mutator } from '@sanity/mutator'
import { evaluate, parse } from 'groq-js'
import type { QueryParams } from '@/lib/content/seed/evaluate'
import type { SeedDocument } from '@/lib/content/seed/load-seed'

type Patch = { id: string; ifRevisionID?: string; [operation: string]: unknown }
export type Mutation =
  | { create: SeedDocument }
  | { createOrReplace: SeedDocument }
  | { createIfNotExists: SeedDocument }
  | { patch: Patch }
  | { delete: { id?: string; query?: string; params?: QueryParams } }

/** The Actions API's document actions the Studio sends (https://www.sanity.io/docs/http-reference/actions). */
export type Action =
  | {
      actionType: 'sanity.action.document.create'
      publishedId: string
      attributes: SeedDocument
      ifExists?: 'fail' | 'ignore'
    }
  | { actionType: 'sanity.action.document.replaceDraft'; publishedId: string; attributes: SeedDocument }
  | { actionType: 'sanity.action.document.edit'; draftId: string; publishedId: string; patch: Omit<Patch, 'id'> }
  | {
      actionType: 'sanity.action.document.publish'
      draftId: string
      publishedId: string
      ifDraftRevisionId?: string
      ifPublishedRevisionId?: string
    }
  | { actionType: 'sanity.action.document.unpublish'; draftId: string; publishedId: string }
  | { actionType: 'sanity.action.document.discard'; draftId: string }
  | { actionType: 'sanity.action.document.delete'; publishedId: string; includeDrafts?: string[] }

/** What a listener hears of one document in a transaction (https://www.sanity.io/docs/http-reference/listen). */
export type MutationEvent = {
  documentId: string
  eventId: string
  transactionId: string
  identity: string
  timestamp: string
  mutations: Mutation[]
  previousRev?: string
  resultRev: string
  transition: 'appear' | 'update' | 'disappear'
  visibility: 'query'
  /** Mendoza patches from the document before to after and back; a literal value (op 0) is a valid one. */
  effects: { apply: unknown[]; revert: unknown[] }
  transactionTotalEvents: number
  transactionCurrentEvent: number
  before: SeedDocument | null
  after: SeedDocument | null
}

export class TransactionError extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly type = 'mutationError',
  ) {
    super(description)
  }
}

export const isDraft = (id: string) => id.startsWith('drafts.')
/** Neither a draft nor a release's version: what visitors see. */
export const isPublished = (id: string) => !isDraft(id) && !id.startsWith('versions.')
const withoutRev = (doc: SeedDocument | null) => {
  if (!doc) return null
  const { _rev, ...rest } = doc
  void _rev
  return rest
}

/**
 * One transaction over the dataset, all or nothing: each document's mutations are applied in order
 * by @sanity/mutator (the Studio's own patch semantics: set, unset, setIfMissing, insert, inc, dec,
 * diffMatchPatch on any path), every changed document gets the transaction id as its revision, and
 * the events the listeners hear are returned. A conflict throws and leaves the dataset untouched.
 */
export class Transaction {
  private readonly working = new Map<string, SeedDocument | null>()
  private readonly applied = new Map<string, Mutation[]>()
  readonly results: { id: string; operation: 'create' | 'update' | 'delete' }[] = []

  constructor(
    private readonly documents: SeedDocument[],
    readonly id: string = crypto.randomUUID(),
    private readonly identity = '',
  ) {}

  current(id: string): SeedDocument | null {
    if (this.working.has(id)) return this.working.get(id)!
    return this.documents.find(({ _id }) => _id === id) ?? null
  }

  private apply(id: string, mutation: Mutation, operation: 'create' | 'update' | 'delete') {
    const before = this.current(id)
    // The mutator's types ask a delete for a query; it only needs the id here.
    const after = new Mutator({ mutations: [structuredClone(mutation) as never] }).apply(
      before ? structuredClone(before) : null,
    ) as SeedDocument | null
    this.working.set(id, after)
    this.applied.set(id, [...(this.applied.get(id) ?? []), mutation])
    this.results.push({ id, operation })
  }

  async mutate(mutation: Mutation) {
    if ('createIfNotExists' in mutation) {
      if (!this.current(mutation.createIfNotExists._id)) this.apply(mutation.createIfNotExists._id, mutation, 'create')
    } else if ('create' in mutation) {
      if (this.current(mutation.create._id))
        throw new TransactionError(409, `Document by ID "${mutation.create._id}" already exists`)
      this.apply(mutation.create._id, mutation, 'create')
    } else if ('createOrReplace' in mutation) {
      const { _id } = mutation.createOrReplace
      this.apply(_id, mutation, this.current(_id) ? 'update' : 'create')
    } else if ('patch' in mutation) {
      const doc = this.current(mutation.patch.id)
      if (!doc) throw new TransactionError(409, `Document by ID "${mutation.patch.id}" not found`)
      const { ifRevisionID } = mutation.patch
      if (ifRevisionID !== undefined && doc._rev !== ifRevisionID)
        throw new TransactionError(
          409,
          `Document by ID "${doc._id}" has unexpected revision ID ("${String(doc._rev)}"), expected "${ifRevisionID}"`,
        )
      this.apply(doc._id, mutation, 'update')
    } else {
      const { id, query: groq = '', params = {} } = mutation.delete
      const ids = id
        ? [id]
        : (
            (await (
              await evaluate(parse(groq, { params }), { dataset: this.documents, params })
            ).get()) as SeedDocument[]
          ).map(({ _id }) => _id)
      for (const gone of ids) if (this.current(gone)) this.apply(gone, { delete: { id: gone } }, 'delete')
    }
  }

  /** The Actions API: each action as the mutations it stands for, with its preconditions. */
  async act(action: Action) {
    const draftOf = (publishedId: string) => `drafts.${publishedId}`
    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const { _id } = action.attributes
        if (this.current(_id)) {
          if (action.ifExists === 'ignore') return
          throw new TransactionError(409, `Document by ID "${_id}" already exists`)
        }
        return this.mutate({ create: action.attributes })
      }
      case 'sanity.action.document.replaceDraft':
        return this.mutate({ createOrReplace: { ...action.attributes, _id: draftOf(action.publishedId) } })
      case 'sanity.action.document.edit': {
        // Editing a published document without a draft starts the draft from it.
        if (!this.current(action.draftId)) {
          const published = this.current(action.publishedId)
          if (!published) throw new TransactionError(409, `Document by ID "${action.draftId}" not found`)
          await this.mutate({ createIfNotExists: { ...withoutRev(published)!, _id: action.draftId } })
        }
        return this.mutate({ patch: { ...action.patch, id: action.draftId } })
      }
      case 'sanity.action.document.publish': {
        const draft = this.current(action.draftId)
        if (!draft) throw new TransactionError(409, `Draft "${action.draftId}" not found`)
        if (action.ifDraftRevisionId && draft._rev !== action.ifDraftRevisionId)
          throw new TransactionError(409, `Draft "${action.draftId}" has changed since ${action.ifDraftRevisionId}`)
        const published = this.current(action.publishedId)
        if (action.ifPublishedRevisionId && published?._rev !== action.ifPublishedRevisionId)
          throw new TransactionError(
            409,
            `Document "${action.publishedId}" has changed since ${action.ifPublishedRevisionId}`,
          )
        await this.mutate({ createOrReplace: { ...withoutRev(draft)!, _id: action.publishedId } })
        return this.mutate({ delete: { id: action.draftId } })
      }
      case 'sanity.action.document.unpublish': {
        const published = this.current(action.publishedId)
        if (!published) throw new TransactionError(409, `Document "${action.publishedId}" is not published`)
        await this.mutate({ createIfNotExists: { ...withoutRev(published)!, _id: action.draftId } })
        return this.mutate({ delete: { id: action.publishedId } })
      }
      case 'sanity.action.document.discard':
        if (!this.current(action.draftId)) throw new TransactionError(409, `Draft "${action.draftId}" not found`)
        return this.mutate({ delete: { id: action.draftId } })
      case 'sanity.action.document.delete':
        for (const id of [action.publishedId, ...(action.includeDrafts ?? [])])
          if (this.current(id)) await this.mutate({ delete: { id } })
        return
      default:
        throw new TransactionError(
          400,
          `Unknown action "${(action as { actionType: string }).actionType}"`,
          'validationError',
        )
    }
  }

  /** Writes the transaction into the dataset and returns what each listener hears, in order. */
  commit(): MutationEvent[] {
    const timestamp = new Date().toISOString()
    const changed = [...this.working]
    return changed.map(([documentId, result], index) => {
      const at = this.documents.findIndex(({ _id }) => _id === documentId)
      const before = at >= 0 ? this.documents[at]! : null
      const after = result
        ? { ...result, _rev: this.id, _updatedAt: timestamp, _createdAt: result._createdAt ?? timestamp }
        : null
      if (after && at >= 0) this.documents[at] = after
      else if (after) this.documents.push(after)
      else if (at >= 0) this.documents.splice(at, 1)
      return {
        documentId,
        eventId: `${this.id}#${documentId}`,
        transactionId: this.id,
        identity: this.identity,
        timestamp,
        mutations: this.applied.get(documentId)!,
        previousRev: before?._rev as string | undefined,
        resultRev: this.id,
        transition: before ? (after ? 'update' : 'disappear') : 'appear',
        visibility: 'query',
        effects: { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] },
        transactionTotalEvents: changed.length,
        transactionCurrentEvent: index + 1,
        before,
        after,
      }
    })
  }
}

const typesOf = (events: MutationEvent[]) =>
  events.flatMap(({ before, after }) => [before?._type, after?._type]).filter((type): type is string => Boolean(type))

/** The types a transaction published (a published document changed): what visitors' pages hear of. */
export const publishedTypes = (events: MutationEvent[]) =>
  typesOf(events.filter(({ documentId }) => isPublished(documentId)))

/** The types whose drafts changed: what only a listener with a token that asked for drafts hears of. */
export const draftTypes = (events: MutationEvent[]) =>
  typesOf(events.filter(({ documentId }) => !isPublished(documentId)))
