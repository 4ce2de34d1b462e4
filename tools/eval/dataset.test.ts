import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadDataset } from './dataset'

/** A home folder in a temp dir with the given files */
function homeFolder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'eval-dataset-'))
  const folder = join(root, 'home-x')
  mkdirSync(folder)
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text)
  return folder
}

const HEADER = 'timestamp,sensor,kind,room,state'

describe('reading a home for the eval', () => {
  it('reads a home that has only events.csv, with Windows line ends, a byte-order mark and ON/OFF states', () => {
    const folder = homeFolder({ 'events.csv': `\uFEFF${HEADER}\r\n2010-11-04T08:00:00,M001,motion,kitchen,ON\r\n2010-11-04T08:00:03,M001,motion,kitchen,OFF\r\n\r\n` })
    const [home] = loadDataset(folder)
    expect(home?.name).toBe('home-x')
    expect(home?.quietSpellsAreReal).toBe(true)
    expect(home?.annotations).toBeNull()
    expect(home?.events.map((e) => e.active)).toEqual([true, false])
    expect(home?.home.devices).toEqual([{ key: 'M001', kind: 'motion', room: 'kitchen' }])
  })

  it('reads rooms as the app maps a location, so the README names stay and other spellings join them', () => {
    const rooms = ['bedroom', 'bathroom', 'toilet', 'kitchen', 'living', 'hall', 'entrance', 'study', 'other', 'Living Room', 'WC', 'Master Bedroom', '']
    const rows = rooms.map((room, i) => `2010-11-04T08:${String(i).padStart(2, '0')}:00,S${i},contact,${room},1`)
    const [home] = loadDataset(homeFolder({ 'events.csv': `${HEADER}\n${rows.join('\n')}\n2010-11-04T09:00:00,D1,door,hall,1\n` }))
    expect(home?.home.devices.map((d) => d.room)).toEqual([...rooms.slice(0, 9), 'living', 'toilet', 'bedroom', 'other', 'entrance'])
    expect(home?.events.map((e) => e.room)).toEqual(home?.home.devices.map((d) => d.room))
  })

  it('names the file and line of a row it cannot read', () => {
    const events = (row: string) => homeFolder({ 'events.csv': `${HEADER}\n2010-11-04T08:00:00,M001,motion,kitchen,1\n${row}\n` })
    expect(() => loadDataset(events('2010-11-04T08:01:00,M002,pir,kitchen,1'))).toThrow(/events\.csv:3: unknown sensor kind "pir"/)
    expect(() => loadDataset(events('yesterday,M002,motion,kitchen,1'))).toThrow(/events\.csv:3: unreadable timestamp "yesterday"/)
    expect(() => loadDataset(events('2010-11-04T08:01:00,M002,motion,kitchen,maybe'))).toThrow(/events\.csv:3: unreadable state "maybe"/)
    expect(() => loadDataset(events('2010-11-04T08:01:00,,motion,kitchen,1'))).toThrow(/events\.csv:3: the sensor is empty/)
  })

  it('refuses a file without the format header, an empty log and a broken home.json, saying which', () => {
    expect(() => loadDataset(homeFolder({ 'events.csv': '2010-11-04T08:00:00,M001,motion,kitchen,1\n' }))).toThrow(/events\.csv:1: the header must begin timestamp,sensor,kind,room,state/)
    expect(() => loadDataset(homeFolder({ 'events.csv': `${HEADER}\n` }))).toThrow(/events\.csv: no events/)
    expect(() => loadDataset(homeFolder({ 'events.csv': `${HEADER}\n2010-11-04T08:00:00,M001,motion,kitchen,1\n`, 'home.json': '{ nope' }))).toThrow(/home\.json: not readable JSON/)
  })
})
