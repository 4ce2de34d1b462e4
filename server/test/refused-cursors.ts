// `after` values no page ever wrote (decision 0128), each of which a list must refuse with a 400 naming `after`,
// never read as some other place in the list nor handed to the database (a 500): cut short, changed by hand,
// the wrong shape, or holding what no stored row can (a 30 February, a name longer than its column, a NUL).
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
const ID = '0b6f2a8e-3c1d-4e5f-8a9b-0c1d2e3f4a5b'
const AT = '2026-12-06T21:30:00.123456Z'
const good = ['Taylor', 'Joan', null, AT, ID]
const withPart = (i: number, value: unknown) => b64(good.map((part, j) => (j === i ? value : part)))

export const refusedCursors: string[] = [
  '',
  'not a cursor',
  'abc',
  b64(good).slice(0, -6),
  `X${b64(good).slice(1)}`,
  b64('{"lastName":"Taylor"}'),
  b64(good.slice(0, 4)),
  b64([...good, 'more']),
  withPart(0, 7),
  withPart(0, 'x'.repeat(101)),
  withPart(1, 'Jo\u0000an'),
  withPart(2, { email: 'a@b.example' }),
  withPart(3, '2026-02-30T09:00:00.000000Z'),
  withPart(3, '2026-12-06T21:30:00.123Z'),
  withPart(3, '0000-01-01T00:00:00.000000Z'),
  withPart(4, 'not-a-uuid'),
  withPart(4, `${ID}'--`),
  'A'.repeat(4001),
]
