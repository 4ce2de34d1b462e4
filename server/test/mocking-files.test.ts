import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MOCKING_FILES } from './mocking-files'

const root = path.resolve(import.meta.dirname, '../..')

function integrationFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : integrationFiles(file)
    return entry.name.endsWith('.int.test.ts') ? [file] : []
  })
}

describe('integration files that mock a module', () => {
  it('are every one listed, to run isolated', () => {
    const mocking = ['server', 'tools']
      .flatMap(integrationFiles)
      .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    expect(mocking.sort()).toEqual([...MOCKING_FILES].sort())
  })
})
