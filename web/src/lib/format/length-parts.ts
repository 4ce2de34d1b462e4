// A line such as 'No movement since 17:21 — 15 h 10 min ago' in parts, its lengths marked, so that a narrow
// card (a phone, large text) breaks the line between words but never inside a length: '— 15' at the end of one
// line and 'h 10 min ago' on the next was read as 15 at a glance.
import { LENGTH_PATTERN } from '@contracts/duration'

const LENGTH = new RegExp(LENGTH_PATTERN, 'g')

export interface TextPart {
  text: string
  isLength: boolean
}

/** The text in order, each length a part of its own; the parts joined give the text back */
export function lengthParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  let from = 0
  for (const match of text.matchAll(LENGTH)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), isLength: false })
    parts.push({ text: match[0], isLength: true })
    from = match.index + match[0].length
  }
  if (from < text.length) parts.push({ text: text.slice(from), isLength: false })
  return parts
}
