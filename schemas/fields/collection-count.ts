import type { DocumentRule } from 'sanity'
import { sanityApiVersion } from '../../lib/config/public-env'
import { collectionCounts, countProblem, type CollectionCount } from '../../lib/content/collection-counts'

const countQuery = `{
  "published": count(*[_type == $type && !(_id in path("drafts.**"))]),
  "self": count(*[_id == $id])
}`

/**
 * A warning on each document of a collection when the site will have another number of them than
 * its page is designed for (lib/content/collection-counts.ts): published ones, plus this one if it
 * is not published yet.
 */
export const collectionCountValidation = (type: CollectionCount['type']) => (rule: DocumentRule) => {
  const count = collectionCounts.find((entry) => entry.type === type)!
  return rule
    .custom(async (_value, context) => {
      const id = context.document?._id.replace(/^drafts\./, '')
      if (!id) return true
      const { published, self } = await context
        .getClient({ apiVersion: sanityApiVersion })
        .fetch<{ published: number; self: number }>(countQuery, { type, id })
      return countProblem(count, published + (self > 0 ? 0 : 1)) ?? true
    })
    .warning()
}
