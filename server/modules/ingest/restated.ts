// A door, switch or mat that says again the state it is already in (Zigbee2MQTT publishes a device's
// whole state with each message it gets from it, so an Aqara contact sensor's hourly heartbeat on a door
// left open arrives as 'open' again). The engine reads such a report as the sensor being alive and no
// use of it (server/engine/restated.ts). Stored, it is marked `restated` in its metadata, so that what
// people read (the dashboard's last movement, the activity grid, the door's comings and goings) does not
// count it as someone there: a bathroom door left open said 'Last movement 20 min ago' every hour, night
// and day.
import { and, eq, sql } from 'drizzle-orm'
import { motionEvents } from '../../db/schema'
import { RESTATED_RULES } from '../../engine/restated'

/**
 * For the ingest statement: whether the batch row `b` (columns d device, t time, m state, prev_in_batch;
 * the statement's `batch` the whole batch) is a restatement. As the engine (RESTATED_RULES): not a
 * motion sensor; on ('open', 'pressed') after a report that was on too, the one before it in the batch
 * or else the newest stored before it, and within a few hours of the device's previous report; and only
 * for a device whose releases are its habit lately: a quarter or more of its last stored uses (reports
 * not themselves marked restated) were releases. One stray 'closed' among a door's openings (a hub's
 * start-up state, a re-pair) had marked every later opening after an opening as said again. The batch's
 * own earlier rows are not yet stored, so they do not count among the uses here (the engine's do).
 */
export const RESTATED_IN_BATCH = sql`
  b.m
  and exists (select 1 from devices dv where dv.id = b.d and dv.kind <> 'motion')
  and coalesce(
    b.prev_in_batch,
    (select p.motion_detected from motion_events p where p.device_id = b.d and p.timestamp < b.t order by p.timestamp desc limit 1)
  ) is true
  and b.t - coalesce(
    (select max(o.t) from batch o where o.d = b.d and o.t < b.t),
    (select p.timestamp from motion_events p where p.device_id = b.d and p.timestamp < b.t order by p.timestamp desc limit 1)
  ) <= make_interval(mins => ${RESTATED_RULES.withinMinutes}::int)
  and (
    select count(*) filter (where not u.motion_detected) > 0
      and count(*) filter (where not u.motion_detected) >= ${RESTATED_RULES.releaseShare}::float8 * count(*)
    from (
      select r.motion_detected from motion_events r
      where r.device_id = b.d and r.timestamp < b.t and coalesce((r.metadata ->> 'restated')::boolean, false) = false
      order by r.timestamp desc limit ${RESTATED_RULES.recentUses}::int
    ) u
  )`

/** A stored report that was a use of its sensor: movement seen, a door opened, a mat pressed, not said again */
export const isUse = () => and(eq(motionEvents.motionDetected, true), sql`coalesce((${motionEvents.metadata} ->> 'restated')::boolean, false) = false`)
