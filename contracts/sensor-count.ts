// The dashboard header's count of sensors, as one plain function: the server's figures (GET
// /api/dashboard/stats) and the words the header shows them in are tested together (decision 0075).

export interface SensorFigures {
  activeDevices: number
  totalDevices: number
  /** how many the family switched off (absent from older servers: taken as none) */
  switchedOffDevices?: number
}

/**
 * '5/6 sensors active', counted among the sensors switched on: one the family switched off is neither
 * active nor missing (decision 0065), so it is said beside them: '5/5 sensors active · 1 switched off'
 */
export function sensorCountLine({ activeDevices, totalDevices, switchedOffDevices = 0 }: SensorFigures) {
  const switchedOn = totalDevices - switchedOffDevices
  if (switchedOffDevices === 0) return `${activeDevices}/${totalDevices} sensors active`
  if (switchedOn === 0) return switchedOffDevices === 1 ? 'The sensor is switched off' : `All ${switchedOffDevices} sensors are switched off`
  return `${activeDevices}/${switchedOn} sensors active · ${switchedOffDevices} switched off`
}
