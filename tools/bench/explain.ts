// EXPLAIN ANALYZE of the statements a read sent (request-meter.ts records them with their parameters):
// each one's execution time, and the tables it read whole (a sequential scan) with how many rows.
import pg from 'pg'

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  Plans?: PlanNode[]
}

const scansOf = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' ? [`${node['Relation Name']} (${(node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1)} rows)`] : []),
  ...(node.Plans ?? []).flatMap(scansOf),
]

/** Explains the statements that only read (select / with … select); writes are left alone */
export async function explainStatements(url: string, statements: { text: string; values: unknown[] }[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const plans = []
    for (const { text, values } of statements) {
      if (!/^\s*(select|with)\b/i.test(text) || /\b(insert|update|delete)\b/i.test(text)) continue
      const result = await client.query<{ 'QUERY PLAN': [{ 'Execution Time': number; Plan: PlanNode }] }>(`explain (analyze, format json) ${text}`, values)
      const [{ 'Execution Time': ms, Plan }] = result.rows[0]!['QUERY PLAN']
      plans.push({ ms, seqScans: scansOf(Plan), text: text.replace(/\s+/g, ' ').slice(0, 140) })
    }
    return plans
  } finally {
    await client.end()
  }
}
