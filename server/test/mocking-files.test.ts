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

function kitFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : kitFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe('modules the test files share', () => {
  // the unit and integration files one worker runs share their modules (isolate: false): a hook that a kit
  // registers as it loads runs in the first file that imports it and in no other (live-test-kit.ts did,
  // and its second file failed in CI when the two met in one worker)
  it('register no test hook as they load, only inside a function a test file calls', () => {
    const hooked = ['contracts', 'server', 'tools', 'web']
      .flatMap(kitFiles)
      .filter((file) => {
        const text = fs.readFileSync(path.join(root, file), 'utf8')
        return /from 'vitest'/.test(text) && /^(beforeAll|beforeEach|afterAll|afterEach)\(/m.test(text)
      })
    expect(hooked).toEqual([])
  })
})
