import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { oneOf, useKeptOnEntry } from '@/lib/kept-on-entry'
import { ClientManagement } from './client-management'
import { CostMonitoring } from './cost-monitoring'
import { OverviewCards } from './overview-cards'

// the shared tab's muted text is too faint on its grey (as on the Alerts page): a darker grey here
const TAB = 'text-slate-700 data-[state=active]:text-slate-900'
const SECTIONS = ['overview', 'clients', 'costs'] as const
type Section = (typeof SECTIONS)[number]
const readSection = oneOf(SECTIONS)

/** The Business Management page's body (SPEC.md §2): the figures, the homes and what running the service costs */
export function BusinessManagement() {
  // kept on the page's history entry: Back from a home opened in Client Management comes back to it
  const [section, setSection] = useKeptOnEntry<Section>('business.section', 'overview', readSection)
  return (
    <Tabs value={section} onValueChange={(value) => setSection(readSection(value) ?? 'overview')} className="space-y-6">
      <TabsList aria-label="Business sections">
        <TabsTrigger value="overview" className={TAB}>
          Overview
        </TabsTrigger>
        <TabsTrigger value="clients" className={TAB}>
          Client Management
        </TabsTrigger>
        <TabsTrigger value="costs" className={TAB}>
          Cost Monitoring
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewCards />
      </TabsContent>
      <TabsContent value="clients">
        <ClientManagement />
      </TabsContent>
      <TabsContent value="costs">
        <CostMonitoring />
      </TabsContent>
    </Tabs>
  )
}
