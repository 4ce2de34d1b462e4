import { Link } from 'wouter'
import type { LucideIcon } from 'lucide-react'
import { ArrowRight, BellRing, Brain, CircleCheck, HeartHandshake, ShieldCheck, Watch, Wrench } from 'lucide-react'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

type Feature = { icon: LucideIcon; title: string; description: string }

const features: Feature[] = [
  {
    icon: Watch,
    title: 'No Wearables Required',
    description:
      'Nothing to wear, charge or remember. Small motion and door sensors around the home quietly notice everyday activity.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy First',
    description:
      'No cameras, no microphones and no location tracking. We never share your data with third parties.',
  },
  {
    icon: Wrench,
    title: 'DIY Installation',
    description:
      'No technician visit needed. Place the sensors in a few key rooms, connect them to Wi-Fi and you are ready to go.',
  },
  {
    icon: Brain,
    title: 'Intelligent Learning',
    description:
      'Over time, Hearthwatch learns the daily routine, from the first cup of tea to bedtime, and notices when a day looks different.',
  },
  {
    icon: BellRing,
    title: 'Instant Fall Detection',
    description:
      'When activity patterns suggest a possible fall or an unusually long quiet spell, an alert goes out straight away.',
  },
  {
    icon: HeartHandshake,
    title: 'Family Peace of Mind',
    description:
      'Family members and carers share one view of alerts, activity and care notes, so everyone knows when to check in.',
  },
]

const reasons = [
  'Respects independence: your loved one carries on with their day without gadgets or interruptions.',
  'Keeps everyone in the loop: invite family members and carers, each with the access they need.',
  'Simple to set up and to live with: no cameras in the home and no engineer at the door.',
  'Honest about what it is: designed to augment care, not replace professional medical supervision.',
]

export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader wide>
        <Button asChild>
          <Link href="/login">Sign In</Link>
        </Button>
      </SiteHeader>

      <main className="flex-1">
        <section aria-labelledby="hero-heading" className="bg-linear-to-b from-blue-50 to-white">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
            <Badge variant="secondary" className="mb-6 text-slate-700">
              Passive home monitoring for families and carers
            </Badge>
            {/* never wider than the screen: at a large text size "reassurance" alone would be (72 px letters on a 390 px phone) */}
            <h1 id="hero-heading" className="text-[length:min(2.25rem,11vw)] leading-tight font-bold tracking-tight break-words sm:leading-none text-slate-900 sm:text-5xl">
              Quiet reassurance for the people you love
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">
              Hearthwatch uses simple motion and door sensors to learn a loved one's daily routine at home. If
              something seems wrong, such as a possible fall or an unusually quiet morning, you and their carers
              hear about it quickly. No wearables, no cameras, no technician.
            </p>
            <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
              <Button asChild size="lg">
                <Link href="/login">
                  Get Started
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/login">Sign In</Link>
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="features-heading" className="py-16 sm:py-20">
          <div className="mx-auto max-w-6xl px-4">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
                Care that fits into everyday life
              </h2>
              <p className="mt-4 text-lg text-slate-600">
                Everything you need to stay connected, and nothing that gets in the way.
              </p>
            </div>
            <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {features.map(({ icon: Icon, title, description }) => (
                <li key={title}>
                  <Card className="h-full">
                    <CardHeader>
                      <div className="mb-2 flex size-12 items-center justify-center rounded-lg bg-blue-50">
                        <Icon className="size-6 text-primary" aria-hidden="true" />
                      </div>
                      <CardTitle level={3} className="text-xl text-slate-900">{title}</CardTitle>
                    </CardHeader>
                    <CardContent>
                      <CardDescription className="text-base leading-relaxed text-slate-600">{description}</CardDescription>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="why-heading" className="bg-slate-50 py-16 sm:py-20">
          <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 md:grid-cols-2 md:items-center">
            <div>
              <h2 id="why-heading" className="text-3xl font-bold tracking-tight text-slate-900">
                Why choose Hearthwatch
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-slate-600">
                Living independently matters. Hearthwatch helps families and carers notice when something is out of
                the ordinary, without watching, listening or getting in the way.
              </p>
              <p className="mt-4 text-sm leading-relaxed text-slate-600">
                Hearthwatch is a supplementary tool, not a medical or emergency system. In an emergency, always call
                your local emergency number.
              </p>
            </div>
            <ul className="space-y-4">
              {reasons.map((reason) => (
                <li key={reason} className="flex gap-3 rounded-lg border bg-white p-4">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
                  <span className="text-slate-700">{reason}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="cta-heading" className="py-16 sm:py-20">
          <div className="mx-auto max-w-3xl px-4 text-center">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Ready to feel closer, even from afar?
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              Create your account, add your first sensor and let Hearthwatch start learning.
            </p>
            <Button asChild size="lg" className="mt-8">
              <Link href="/login">
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </section>
      </main>

      <SiteFooter wide />
    </div>
  )
}
