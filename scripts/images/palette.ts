/** Brand palette shared by the illustrations (mirrors the theme tokens in app/globals.css). */
export const palette = {
  green900: '#17412b',
  green700: '#1e633c',
  green600: '#237c49',
  green500: '#34995d',
  green300: '#8dd1a6',
  green100: '#dcf3e3',
  cream: '#fdf8ef',
  sand: '#f3e6cf',
  orange: '#f28c28',
  peach: '#f8c49a',
  pink: '#f49ab8',
  rose: '#e5617f',
  yellow: '#fcd34d',
  chocolate: '#5a3424',
  cocoa: '#7b4a32',
  white: '#ffffff',
  ink: '#1f2a24',
} as const

export type Color = (typeof palette)[keyof typeof palette]
