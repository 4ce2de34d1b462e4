import { Card, CardContent, CardHeader } from '@/components/ui/card'

const CAREGIVER = ['View real-time data', 'Receive alerts', 'See patterns', 'Manage care notes', 'View emergency reports']
const CLIENT = ['Limited access to own data', 'Basic summaries', 'Cannot change settings', 'Cannot invite']

/** 'How Family Access Works' (SPEC.md §2) */
export function FamilyAccessHelp() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">How Family Access Works</h2>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="font-medium text-slate-900">Caregiver role</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {CAREGIVER.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-medium text-slate-900">Client role</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {CLIENT.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  )
}
