// Money and usage as Cost Monitoring and Client Management show them: US dollars with cents
// ('$1,234.56'), usage with thousands separators and its unit ('1,200 GB-hours').

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** '$1,234.56'; a value that is not a number shows as '$0.00' rather than '$NaN' */
export const formatMoney = (amount: number) => USD.format(Number.isFinite(amount) ? amount : 0)

/** '1,200 GB-hours', '1,200' without a unit, '—' when no usage was recorded */
export function formatUsage(usageAmount: number | null, usageMetric: string | null) {
  if (usageAmount === null) return '—'
  const quantity = QUANTITY.format(usageAmount)
  return usageMetric ? `${quantity} ${usageMetric}` : quantity
}

/** A share of the month's costs (Cost per Client, Cost per Device): 0 when there is nothing to share among */
export const costPer = (total: number, count: number) => (count > 0 ? total / count : 0)
