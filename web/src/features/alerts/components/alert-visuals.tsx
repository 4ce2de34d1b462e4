import { Activity, BatteryLow, Clock, Router, ServerCrash, Siren, WifiOff, Zap, type LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { AlertSeverity, AlertType, CircleAlert } from '../api/get-alerts'
import { deviceAlertKind, type DeviceAlertKind } from '@/lib/alert-urgency'
import { alertKindLabel } from '../lib/alert-rules'

const DOT: Record<AlertSeverity, string> = { critical: 'bg-red-600', high: 'bg-orange-500', medium: 'bg-yellow-500', low: 'bg-blue-500' }
const BADGE: Record<AlertSeverity, string> = {
  critical: 'bg-red-100 text-red-800',
  high: 'bg-orange-100 text-orange-800',
  medium: 'bg-yellow-100 text-yellow-800',
  low: 'bg-blue-100 text-blue-800',
}
const ICON: Record<AlertType, LucideIcon> = { inactivity: Clock, sensor_offline: WifiOff, pattern_change: Activity, emergency: Siren }
const DEVICE_ALERT_ICON: Record<DeviceAlertKind, LucideIcon> = { battery: BatteryLow, hub: Router, keepsFiring: Zap, monitoringStopped: ServerCrash }

export function SeverityDot({ severity }: { severity: AlertSeverity }) {
  return <span aria-hidden="true" data-severity-dot={severity} className={cn('mt-1.5 size-3 shrink-0 rounded-full', DOT[severity])} />
}

/** 'CRITICAL', 'HIGH', … */
export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  return (
    <span data-severity={severity} className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', BADGE[severity])}>
      {severity.toUpperCase()}
    </span>
  )
}

/** The type's icon, or for a sensor_offline alert what it is about: a battery, a hub, a sensor that keeps firing, the server */
export function TypeIcon({ alert }: { alert: Pick<CircleAlert, 'type' | 'dedupeKey' | 'metadata'> }) {
  const kind = deviceAlertKind(alert)
  const Icon = kind ? DEVICE_ALERT_ICON[kind] : ICON[alert.type]
  const label = alertKindLabel(alert)
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700" title={label} data-alert-kind={label}>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  )
}
