import { expect } from 'vitest'

/** The rows of the Markdown table whose header row starts with `| first |`, each as its cells. */
export function tableRows(markdown: string, first: string) {
  const lines = markdown.split('\n')
  const header = lines.findIndex((line) => line.startsWith(`| ${first} |`))
  expect(header, `tabela "${first}"`).toBeGreaterThan(-1)
  const rows: string[][] = []
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    )
  }
  return rows
}

/** Markdown without its fenced code blocks (a tree drawn in a fence names no file to check). */
export const withoutFences = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '')

/** The text of each `code span`, outside fenced blocks. */
export const codeSpans = (text: string) => [...withoutFences(text).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!)
