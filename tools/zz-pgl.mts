import { PGlite } from '@electric-sql/pglite'
import { openPglite } from '../server/lib/db'
let t = Date.now()
const raw = new PGlite(); await raw.waitReady; console.log('init', Date.now() - t); t = Date.now()
const d = await openPglite(); console.log('init+migrate', Date.now() - t); t = Date.now()
const dump = await (raw as any).dumpDataDir('none'); console.log('dump', Date.now() - t, dump.size)
t = Date.now(); const c = new PGlite({ loadDataDir: dump }); await c.waitReady; console.log('load', Date.now() - t)
