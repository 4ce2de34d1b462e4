import { Link } from 'wouter'
import { LegalPage, type LegalSection } from './legal-page'

const sections: LegalSection[] = [
  {
    heading: 'Service Purpose',
    body: (
      <>
        <p>
          Hearthwatch is a supplementary monitoring tool for families and carers. Passive motion and door sensors
          learn a person's daily routine at home and raise alerts on possible falls or unusually long periods of
          inactivity. It needs no wearables, no cameras and no technician install.
        </p>
        <p>
          Hearthwatch is not a medical device and not an emergency response system. It is designed to augment
          care, not replace professional medical supervision.
        </p>
      </>
    ),
  },
  {
    heading: 'Limitation of Responsibility',
    body: (
      <p>
        Hearthwatch shares information to help you decide when to check in. Decisions about a person's care,
        health and safety remain with them, their family, their carers and their medical professionals. We do not
        diagnose conditions, give medical advice or take responsibility for care decisions made using the service.
      </p>
    ),
  },
  {
    heading: 'Client Responsibilities',
    body: (
      <>
        <p>You agree to:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>install sensors as described and keep them powered, charged and connected to Wi-Fi;</li>
          <li>keep your contact details and those of your family members and carers up to date;</li>
          <li>make sure the person being monitored knows about, and agrees to, the sensors in their home;</li>
          <li>keep your sign-in details private and tell us if you think someone else has used them;</li>
          <li>keep other ways of getting help in place, such as regular visits and phone calls.</li>
        </ul>
      </>
    ),
  },
  {
    heading: 'AI Engine Limits',
    body: (
      <p>
        Hearthwatch's AI engine learns what a normal day looks like and flags changes from it. It needs time to
        learn a routine, and it can be wrong: it may raise an alert when all is well, or miss something that
        matters, especially when routines change because of visitors, holidays or illness. Health scores and
        insights are estimates from activity patterns, not medical assessments.
      </p>
    ),
  },
  {
    heading: 'Emergencies',
    body: (
      <p>
        Hearthwatch does not contact emergency services for you. If you believe someone is in danger or needs
        urgent medical help, call your local emergency number straight away. Do not wait for, or rely on, an alert
        from Hearthwatch.
      </p>
    ),
  },
  {
    heading: 'Reliability',
    body: (
      <p>
        Sensors, batteries, Wi-Fi, internet connections, power supplies and our own servers can all fail or be
        interrupted. When that happens, events may be delayed or lost and alerts may not be sent. We work to keep
        the service running smoothly and to tell you when a sensor goes offline, but we cannot promise
        uninterrupted or error-free operation.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        To the extent the law allows, Hearthwatch is not liable for injury, loss or damage that results from a
        missed, delayed or incorrect alert, or from an interruption to the service. Nothing in these terms limits
        any rights you have that cannot be excluded by law.
      </p>
    ),
  },
  {
    heading: 'Modifications',
    body: (
      <>
        <p>
          We may update the service and these terms from time to time. If we make an important change, we will
          let account holders know before it takes effect, and the date at the top of this page will change.
        </p>
        <p>
          Our privacy commitments stay the same: we do not collect location details, we do not share your data
          with third parties, and a full card number or security code never leaves your browser, so no one
          stores them. See our{' '}
          <Link href="/privacy" className="text-primary underline underline-offset-4">
            Data Privacy Policy
          </Link>{' '}
          for the details.
        </p>
      </>
    ),
  },
  {
    heading: 'Acceptance',
    body: (
      <p>
        By creating an account or using Hearthwatch, you confirm that you have read and accept these terms and our
        Data Privacy Policy. If you do not agree with them, please do not use the service.
      </p>
    ),
  },
]

export function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      updated="2025"
      intro={
        <p>
          These terms explain what Hearthwatch does, what it does not do, and what we each agree to. We have tried
          to keep them short and clear. Please read them before you use the service.
        </p>
      }
      sections={sections}
    />
  )
}
