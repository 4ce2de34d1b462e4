// A whole-number setting whose every wrong value (`1m`, `60s`, `-5`, `1.5`, past its range) is answered
// with one sentence: what the setting must be. Zod's own words ("expected number, received NaN") name
// neither the unit nor a value that would do.
import { z } from 'zod'

export function wholeNumber(mustBe: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  const message = `must be ${mustBe}`
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message)
}
