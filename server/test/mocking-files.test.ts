import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MOCKING_FILES } from './mocking-files'

const root = path.resolve(import.meta.dirname, '../..')

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file)
    return /\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe('test files that mock a module', () => {
  it('are every one listed, to run isolated', () => {
    const mocking = ['contracts', 'server', 'tools', 'web']
      .flatMap(testFiles)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(root, file), 'utf8')))
    expect(mocking.sort()).toEqual([...MOCKING_FILES].sort())
  })
})
