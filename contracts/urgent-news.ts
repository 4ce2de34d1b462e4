/**
 * What wakes a carer: unusual inactivity (at any severity), a possible fall, the Emergency button, anything critical.
 * The e-mails and pushes say 'Urgent:' for these (with a home no longer watched, which the server alone can tell:
 * notification-rules.ts isUrgent), and the dashboard puts its Alerts card first, under the header, while one is open
 * (decision 0018): one rule, so the card is never under the charts for an alert whose e-mail said 'Urgent'.
 */
export const isUrgentNews = (alert: { type: string; severity: string }) =>
  alert.type === 'inactivity' || alert.type === 'emergency' || alert.severity === 'critical'
