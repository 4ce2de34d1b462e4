// A door, switch or mat that says again the state it is already in (Zigbee2MQTT publishes a device's
// whole state with each message it gets from it, so an Aqara contact sensor's hourly heartbeat on a door
// left open arrives as 'open' again). The engine reads such a report as the sensor being alive and no
// use of it (server/engine/restated.ts). Stored, it is marked `restated` in its metadata, so that what
// people read (the dashboard's last movement, the activity grid, the door's comings and goings) does not
// count it as someone there: a bathroom door left open said 'Last movement 20 min ago' every hour, night
// and day.
import { and, eq, sql } from 'drizzle-orm'
import { motionEvents } from '../../db/schema'

/** How long back a device's release ('closed', 'released') counts as its sending releases at all */
const RELEASES_SEEN_DAYS = 30

/**
 * For the ingest statement: whether the batch row `b` (columns d device, t time, m state, prev_in_batch)
 * is a restatement. As the engine: not a motion sensor; on ('open', 'pressed') after a report that was on
 * too, the one before it in the batch or else the newest stored before it; and only for a device that
 * sends releases (one that sends only 'open' has every report taken as a use)
 */
export const RESTATED_IN_BATCH = sql`
  b.m
  and exists (select 1 from devices dv where dv.id = b.d and dv.kind <> 'motion')
  and coalesce(
    b.prev_in_batch,
    (select p.motion_detected from motion_events p where p.device_id = b.d and p.timestamp < b.t order by p.timestamp desc limit 1)
  ) is true
  and exists (
    select 1 from motion_events r
    where r.device_id = b.d and not r.motion_detected
      and r.timestamp < b.t and r.timestamp >= b.t - make_interval(days => ${RELEASES_SEEN_DAYS})
  )`

/** A stored report that was a use of its sensor: movement seen, a door opened, a mat pressed, not said again */
export const isUse = () => and(eq(motionEvents.motionDetected, true), sql`coalesce((${motionEvents.metadata} ->> 'restated')::boolean, false) = false`)
