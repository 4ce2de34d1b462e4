import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFrom } from './copy-from'

// COPY needs a PostgreSQL server (the embedded one has no wire protocol): only with TEST_DATABASE_URL
const url = process.env.TEST_DATABASE_URL
let client: pg.Client

describe.skipIf(!url)('COPY FROM STDIN with the plain pg client', () => {
  beforeAll(async () => {
    client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('create temp table copied (n integer primary key, label text)')
  })
  afterAll(() => client?.end())

  it('loads every row of every chunk and answers the count', async () => {
    const chunks = [Buffer.from('1,one\n2,two\n'), Buffer.from('3,"th,ree"\n')]
    expect(await copyFrom(client, 'COPY copied FROM STDIN WITH (FORMAT csv)', chunks)).toBe(3)
    expect((await client.query('select label from copied order by n')).rows.map((r) => r.label)).toEqual(['one', 'two', 'th,ree'])
  })

  it('rejects on a bad row and leaves the connection usable', async () => {
    await expect(copyFrom(client, 'COPY copied FROM STDIN WITH (FORMAT csv)', [Buffer.from('4,four\n1,again\n')])).rejects.toThrow(/duplicate key/)
    expect((await client.query('select count(*)::int as n from copied')).rows[0].n).toBe(3)
    // an error while chunks are still going out
    const many = [Buffer.from('x,bad\n'), ...Array.from({ length: 300 }, (_, i) => Buffer.from(`${1000 + i},${'y'.repeat(5000)}\n`))]
    await expect(copyFrom(client, 'COPY copied FROM STDIN WITH (FORMAT csv)', many)).rejects.toThrow(/invalid input syntax/)
    expect((await client.query('select count(*)::int as n from copied')).rows[0].n).toBe(3)
  })
})
