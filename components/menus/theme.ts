import type { MenuQueryResult } from '@/lib/content/sanity.types'

export type Theme = NonNullable<MenuQueryResult>['theme']

type ThemeClasses = {
  /** Light background of the detail page's top and of its card in /cardapios. */
  surface: string
  /** The strong stripe that marks the theme on cards and panels. */
  stripe: string
}

// Text stays ink/brand on every theme, so the editor's colour choice can never break contrast.
const themes: Record<Theme, ThemeClasses> = {
  green: { surface: 'bg-brand-50', stripe: 'bg-brand-500' },
  cream: { surface: 'bg-cream', stripe: 'bg-brand-300' },
  orange: { surface: 'bg-accent-orange/10', stripe: 'bg-accent-orange' },
  pink: { surface: 'bg-accent-pink/15', stripe: 'bg-accent-pink' },
  yellow: { surface: 'bg-accent-yellow/20', stripe: 'bg-accent-yellow' },
}

/** The Tailwind classes of a menu's or package's theme; an unknown value falls back to green. */
export const themeClasses = (theme: Theme | null | undefined): ThemeClasses => (theme && themes[theme]) || themes.green
