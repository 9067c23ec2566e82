/**
 * English an editor could meet in the Studio when a plugin or a screen misses the Portuguese
 * locale: the strings of the ordering plugin the Studio used before its own ("Mudar a posição"),
 * and the Studio's own English for what staff see in every list and document. Whole words, case
 * as shown; none of them is a Portuguese word or a term the site's content uses ("Open Graph",
 * "Preview" and "Pix" are, so they are not here).
 */
export const studioEnglish = [
  // The orderable-document-list plugin.
  'Reset Order',
  'Toggle Increments',
  'Create new',
  'documents reordered',
  'No documents of this type',
  // Lists, documents and their menus.
  'Untitled',
  'Publish',
  'Unpublish',
  'Published',
  'Discard changes',
  'Duplicate',
  'Delete',
  'Loading',
  'Search list',
  'Sort by',
  'Last edited',
  'No items',
  'Add item',
  'Review changes',
  'Edited',
  'Inspect',
  'History',
  'Cancel',
  'Upload',
  'Browse',
  'Select',
  'Remove',
  'Replace',
  'Show more',
  'Copy document URL',
  'Compare',
  'minutes ago',
  'hours ago',
  'days ago',
]

/** The entries of the list found in a text, as whole words. */
export const englishIn = (text: string) =>
  studioEnglish.filter((phrase) => new RegExp(`(^|[^\\p{L}])${phrase}([^\\p{L}]|$)`, 'u').test(text))
