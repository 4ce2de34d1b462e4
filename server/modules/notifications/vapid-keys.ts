import type { Db } from '../../lib/db'
import { storedVapidKeys } from './push.repository'
import type { VapidEnv } from './web-push.config'
import { generateVapidKeys, type VapidKeyPair } from './web-push-crypto'

export interface VapidKeySource {
  /** the pair browsers subscribe to and messages are signed with */
  get(): Promise<VapidKeyPair>
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (env.ts checked they belong together), else the
 * pair kept in the database, made on first use; read once per process.
 */
export function vapidKeySource({ db, env }: { db: Db; env: VapidEnv }): VapidKeySource {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    const keys = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
    return { get: async () => keys }
  }
  let loading: Promise<VapidKeyPair> | null = null
  return {
    get() {
      loading ??= storedVapidKeys(db, generateVapidKeys).catch((err: unknown) => {
        loading = null
        throw err
      })
      return loading
    },
  }
}
