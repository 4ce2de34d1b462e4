// A home with no sensors: nothing watches it, so no screen may call it well (decision 0016). The
// dashboard's status and the Alerts page's empty list say the same.
export const NOTHING_WATCHING = 'This home has no sensors yet, so nothing is watching over it and no alert will be raised about a fall or a quiet spell.'

export const NOT_STARTED = 'Monitoring Not Started'

// A home whose only sensors switched on are front doors (watchesNothingInside): the door is watched,
// but the engine takes every door for going out, so it can neither raise a quiet or fall alert nor
// say whether the person is in (decision 0031). The Sensors page and the dashboard say the same.
export const NOTHING_INSIDE = 'Nothing inside the home is watched'
export const NOTHING_INSIDE_WATCHED =
  'Only the front door is watched, so Hearthwatch cannot tell a quiet home from an empty one: it raises no alert for a fall or a long quiet spell. Add a motion sensor where they spend the day.'

// A home whose sensors are registered but none has reported yet: the engine has nothing to learn from
// and nothing can raise an alert, so 'Everything Looks Good' would be a guess (decision 0043)
export const NOT_HEARD_YET = 'Waiting for the first reading'
export const NOTHING_HEARD =
  'No sensor has reported yet, so nothing is watched so far and no alert can be raised. If a sensor was fitted more than a few minutes ago, check its hub on the Sensors page.'
export const NOTHING_HEARD_ALERTS = 'No sensor has reported yet, so no alert can be raised.'
// The same wait, for a new hub sending the readings it kept in several calls: they have come, and are read once all
// have (the server's HUB_HISTORY_PAUSE_MS); 'no sensor has reported, check its hub' would send her to a hub that works
export const HISTORY_ARRIVING =
  'The hub is sending the readings it kept. They are read once all have come, usually within a few minutes; until then no alert can be raised.'
export const HISTORY_ARRIVING_ALERTS = "No alert can be raised until the hub's history has all come."

// Some sensors have reported and one switched on never has (its badge's 'No Data'): it is not active, so the
// home is not 'Everything Looks Good' ('All sensors are active'), nor is it 'Sensors Offline': nothing has
// judged it offline yet (decision 0124)
export const SENSOR_NOT_HEARD = "Waiting for a sensor's first reading"
export function sensorsNotHeardText(count: number) {
  const [has, it, its, shows] = count === 1 ? ['1 sensor has', 'it', 'its', 'it shows'] : [`${count} sensors have`, 'they', 'their', 'they show']
  const was = count === 1 ? 'it was' : 'they were'
  return (
    `${has} not reported since ${was} added, so what ${it} would see is not watched yet. ` +
    `If ${was} fitted more than a few minutes ago, check ${count === 1 ? 'it' : 'them'} and ${its} hub on the Sensors page, where ${shows} No Data.`
  )
}

// Every sensor switched off (a stay in hospital, a week away): nothing is watched until one is switched on
// again, which is neither 'One or more sensors are offline' in red nor 'All Clear'
export const ALL_SWITCHED_OFF = 'Every sensor is switched off, so nothing is watched and no alert will be raised until one is switched on again on the Sensors page.'
export const ALL_SWITCHED_OFF_ALERTS = 'Every sensor is switched off, so no alert will be raised about a fall or a quiet spell.'
