// Usage as Cost Monitoring shows it: thousands separators and its unit ('1,200 GB-hours'); money is
// formatMoney from '@/lib/format/subscription'.

const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** '1,200 GB-hours', '1,200' without a unit, '—' when no usage was recorded */
export function formatUsage(usageAmount: number | null, usageMetric: string | null) {
  if (usageAmount === null) return '—'
  const quantity = QUANTITY.format(usageAmount)
  return usageMetric ? `${quantity} ${usageMetric}` : quantity
}

/** A share of the month's costs (Cost per Client, Cost per Device): 0 when there is nothing to share among */
export const costPer = (total: number, count: number) => (count > 0 ? total / count : 0)
