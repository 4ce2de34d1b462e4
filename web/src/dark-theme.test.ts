// The dark theme turns Tailwind's palette over (dark-theme.css, decision 0062) instead of giving each
// component a dark twin. Its promise, checked against every colour class the web code uses: no colour
// stays light in the dark, and no text reads worse in the dark than in the light, nor below WCAG AA.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const WEB_SRC = path.dirname(fileURLToPath(import.meta.url))
const read = (file: string) => fs.readFileSync(file, 'utf8')

/** `--color-x: value;` declarations, the last one winning */
function colourVariables(css: string) {
  return new Map([...css.matchAll(/--color-([a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]))
}

const tailwindPalette = colourVariables(read(path.join(WEB_SRC, '../../node_modules/tailwindcss/theme.css')))
const indexCss = read(path.join(WEB_SRC, 'index.css'))
const themeBlock = indexCss.slice(indexCss.indexOf('@theme'), indexCss.indexOf('@layer base'))
const LIGHT = new Map([...tailwindPalette, ...colourVariables(themeBlock)])
const DARK_OVERRIDES = colourVariables(read(path.join(WEB_SRC, 'dark-theme.css')))
const DARK = new Map([...LIGHT, ...DARK_OVERRIDES])

/** Linear sRGB, clipped to the screen's gamut, from the two ways the theme writes a colour: #hex and oklch() */
function linearRgb(value: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!
    const [r, g, b] = digits.map((d) => {
      const c = parseInt(d, 16) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return [r!, g!, b!]
  }
  const ok = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(value)
  if (!ok) throw new Error(`cannot read the colour ${value}`)
  const [lightness, chroma, hue] = [Number(ok[1]) / 100, Number(ok[2]), (Number(ok[3]) * Math.PI) / 180]
  const [a, b] = [chroma * Math.cos(hue), chroma * Math.sin(hue)]
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3
  const clip = (c: number) => Math.min(1, Math.max(0, c))
  return [
    clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ]
}

const luminance = (value: string) => {
  const [r, g, b] = linearRgb(value)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG's contrast ratio of two theme colours ('slate-600', 'white', 'muted-foreground') in one theme */
function contrast(theme: Map<string, string>, one: string, other: string) {
  const [a, b] = [one, other].map((name) => {
    const value = theme.get(name)
    if (!value) throw new Error(`no colour --color-${name}`)
    return luminance(value)
  })
  return (Math.max(a!, b!) + 0.05) / (Math.min(a!, b!) + 0.05)
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const COLOUR = '(white|black|[a-z]+-(?:50|[1-9]00|950)|[a-z]+(?:-[a-z]+)*)'
const UTILITY = new RegExp(`^(bg|text|border|ring|from|to|via|fill|stroke|outline|divide|accent|caret|decoration|placeholder)-${COLOUR}(?:/\\d+)?$`)

/** Every quoted string in the web code with its colour classes, variants (hover:, dark:…) left aside */
const STRINGS = sourceFiles(WEB_SRC).flatMap((file) =>
  [...read(file).matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map((m) => {
    const classes = m[2]!.split(/\s+/).flatMap((token) => {
      const utility = UTILITY.exec(token)
      return utility && LIGHT.has(utility[2]!) ? [{ kind: utility[1]!, colour: utility[2]! }] : []
    })
    return { file: path.relative(WEB_SRC, file), text: m[2]!, classes }
  }),
)
const used = new Set(STRINGS.flatMap((s) => s.classes.map((c) => c.colour)))
// utilities anywhere in a string, variants included (hover:bg-red-700), for the coverage check
const usedWithVariants = new Set(
  STRINGS.flatMap((s) => s.text.split(/\s+/).flatMap((t) => (UTILITY.exec(t.split(':').pop()!)?.[2] ? [UTILITY.exec(t.split(':').pop()!)![2]!] : []))),
)

describe('the dark theme', () => {
  it('turns over every palette colour the code uses, but for the hues’ middle step and black', () => {
    const staysTheSame = [...usedWithVariants].filter((name) => LIGHT.has(name) && !DARK_OVERRIDES.has(name))
    // black dims the page behind a dialog; a block of commands keeps its light text on its dark ground
    expect(staysTheSame.filter((name) => !/-500$/.test(name) && !['black', 'code-foreground'].includes(name))).toEqual([])
    // and every hue it turns over, it turns over whole: a new shade of a listed hue needs no new line
    const hues = new Set([...DARK_OVERRIDES.keys()].flatMap((name) => /^([a-z]+)-\d+$/.exec(name)?.[1] ?? []))
    for (const hue of hues) for (const step of [50, 100, 200, 300, 400, 600, 700, 800, 900, 950]) expect(DARK_OVERRIDES.has(`${hue}-${step}`), `${hue}-${step}`).toBe(true)
  })

  it('has no colour written into a class by value, which it could not turn over', () => {
    const byValue = STRINGS.filter((s) => /(?:^|\s|:)(?:bg|text|border|ring|fill|stroke)-\[(?:#|rgb|hsl|oklch)/.test(s.text)).map((s) => `${s.file}: ${s.text}`)
    expect(byValue).toEqual([])
  })

  it('reads every text colour on its background at least as well as the light theme does, or at 4.5:1', () => {
    const worse: string[] = []
    for (const { file, classes } of STRINGS) {
      const texts = classes.filter((c) => c.kind === 'text').map((c) => c.colour)
      const backgrounds = classes.filter((c) => c.kind === 'bg').map((c) => c.colour)
      // text with no background of its own sits on a card or on the page
      for (const text of texts) {
        for (const bg of backgrounds.length ? backgrounds : ['white', 'slate-50', 'background', 'card']) {
          const [light, dark] = [contrast(LIGHT, text, bg), contrast(DARK, text, bg)]
          if (dark < Math.min(4.5, light) - 0.005) worse.push(`${file}: text-${text} on bg-${bg} ${light.toFixed(2)} → ${dark.toFixed(2)}`)
        }
      }
    }
    expect(worse).toEqual([])
    // the check reads the code, not nothing: the Alerts page's severity badges are among the pairs
    expect(STRINGS.some((s) => s.text === 'bg-red-100 text-red-800')).toBe(true)
  })

  it('keeps the semantic pairs at AA: body text, muted text, links, and the filled buttons', () => {
    const pairs: [string, string][] = [
      ['foreground', 'background'],
      ['card-foreground', 'card'],
      ['muted-foreground', 'background'],
      ['muted-foreground', 'muted'],
      ['muted-foreground', 'slate-50'],
      ['primary', 'background'],
      ['primary', 'slate-50'],
      ['primary-foreground', 'primary'],
      ['destructive', 'background'],
      ['destructive-foreground', 'destructive'],
      ['secondary-foreground', 'secondary'],
      ['accent-foreground', 'accent'],
      ['caution-foreground', 'yellow-100'],
      ['code-foreground', 'code'],
    ]
    for (const [text, bg] of pairs) expect(contrast(DARK, text, bg), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5)
    // the focus ring, a part of the control: 3:1 against the card and the page
    for (const bg of ['background', 'slate-50']) expect(contrast(DARK, 'ring', bg)).toBeGreaterThanOrEqual(3)
  })

  it('tells apart the activity grid’s steps (empty, a little, more, the busiest) as well as the light theme does', () => {
    const grid = read(path.join(WEB_SRC, 'features/dashboard/components/activity-grid.tsx'))
    const steps = ['white', 'blue-400', 'blue-600', 'blue-900']
    for (const step of steps.slice(1)) expect(grid).toContain(`'bg-${step}'`)
    const ratios = (theme: Map<string, string>) => steps.slice(1).map((step, i) => contrast(theme, step, steps[i]!))
    // light: 2.64, 1.99, 1.98 from white up; dark: 3.40, 1.99, 2.16 from the card up
    const [light, dark] = [ratios(LIGHT), ratios(DARK)]
    dark.forEach((ratio, i) => expect(ratio, `${steps[i + 1]} against ${steps[i]}`).toBeGreaterThanOrEqual(Math.min(2, light[i]!) - 0.01))
    // brighter, step by step, as the note under the grid says in the dark
    for (let i = 1; i < steps.length; i++) expect(luminance(DARK.get(steps[i]!)!)).toBeGreaterThan(luminance(DARK.get(steps[i - 1]!)!))
    // an empty hour's outline against the card, a part of the picture: 3:1 (2.63:1 in the light)
    expect(grid).toContain('ring-slate-400')
    expect(contrast(DARK, 'slate-400', 'white')).toBeGreaterThanOrEqual(3)
  })

  it('leaves the light theme alone: every colour it sets is set only when dark is asked for', () => {
    const css = read(path.join(WEB_SRC, 'dark-theme.css')).replace(/\/\*[\s\S]*?\*\//g, '')
    const outside = css.replace(/@media \(prefers-color-scheme: dark\) \{[\s\S]*$/, '')
    expect(outside).not.toMatch(/--color-/)
    expect(used.size).toBeGreaterThan(50)
  })
})
