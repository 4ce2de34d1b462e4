import { circleName, useCircle } from '@/lib/circle'
import { SectionPage } from './section-page'

export function DashboardPage() {
  const { current } = useCircle()
  return <SectionPage title={`Monitoring ${circleName(current) || 'Your Loved One'}`} />
}
