// With TEST_DATABASE_URL, one migrated template database per run; every test file clones it.
import type { TestProject } from 'vitest/node'
import pg from 'pg'
import { connectPostgres } from '../lib/db'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string | null
  }
}

export async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    project.provide('templateDatabase', null)
    return
  }
  const name = `hw_template_${process.pid}_${Date.now()}`
  await admin(url, `CREATE DATABASE "${name}"`)
  const template = await connectPostgres(withDatabase(url, name))
  await template.close()
  project.provide('templateDatabase', name)
  return async () => admin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
}

export async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
