// A surname longer than a line of large text (Featherstonehaugh at 200 % on a 390 px phone) must break inside; the
// browser's hyphenation has no dictionary here (hyphens: auto breaks it as wrap-anywhere does, 'Featherstonehau|gh's'
// with no sign of the cut). Soft hyphens give it places to break, shown as a hyphen only when used (decision 0104).

/** A soft hyphen: invisible unless the line breaks at it, then a hyphen */
export const SHY = '\u00AD'

/** words shorter than this fit a line of a dialog's title at 200 % on a phone: left whole */
const LONG_WORD = 13
/** the pieces a long word is cut into, so no line ends or starts with a letter or two */
const PIECE = 6

/**
 * The text with soft hyphens in each word of LONG_WORD letters or more, every PIECE letters, the last piece at
 * least 4 long ('Feathe·rstone·haugh's'); words break first at spaces and at their own hyphens, so a double-barrelled
 * name's parts are counted apart. Short words, and so most names, are unchanged.
 */
export function softHyphens(text: string): string {
  return text.replace(/[^\s-]+/g, (word) => {
    if (word.length < LONG_WORD) return word
    const pieces: string[] = []
    let at = 0
    while (word.length - at > PIECE + 3) {
      pieces.push(word.slice(at, at + PIECE))
      at += PIECE
    }
    pieces.push(word.slice(at))
    return pieces.join(SHY)
  })
}
