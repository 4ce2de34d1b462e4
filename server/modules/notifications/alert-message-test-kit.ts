// The alert the notification tests compose their messages from: a possible fall at 02:14 in London
import { composeAlertMessage } from './notification-rules'

export const sampleAlert = {
  type: 'emergency',
  severity: 'high',
  title: 'Possible fall in the bathroom',
  description: 'No movement for 42 min since the bathroom.',
  createdAt: new Date('2026-11-22T02:14:00Z'),
}

export type MessageOverrides = Partial<Parameters<typeof composeAlertMessage>[0]>

/** The message of sampleAlert raised in Margaret Ellis's home, with what a test changes */
export const alertMessage = (overrides: MessageOverrides = {}) =>
  composeAlertMessage({
    kind: 'raised',
    alert: sampleAlert,
    circleName: 'Margaret Ellis',
    timeZone: 'Europe/London',
    alertsUrl: 'https://c.example/alerts?home=1',
    settingsUrl: 'https://c.example/dashboard?notifications=1',
    isSelf: false,
    ...overrides,
  })
