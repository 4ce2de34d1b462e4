import { LegalPage, type LegalSection } from './legal-page'

const sections: LegalSection[] = [
  {
    heading: 'No Third-Party Sharing',
    body: (
      <>
        <p>
          We do not sell, rent or share your data with third parties for advertising, marketing or any other
          purpose. The activity readings from your home, your alerts and your care notes are used for one thing
          only: helping you and the people you trust look after someone you care about.
        </p>
        <p>
          No outside service handles your details. When you add a card for a subscription, the whole card
          number and security code are checked in your browser and never sent to us or anyone else (see Account
          Holder Information below).
        </p>
      </>
    ),
  },
  {
    heading: 'No Location Details',
    body: (
      <p>
        Hearthwatch does not collect GPS coordinates or track anyone's location. Sensors report simple events,
        such as motion in a room or a door opening, and they are labelled only with the names you give them (for
        example "Kitchen" or "Front door"). We never ask for, or record, where a person is outside the home.
      </p>
    ),
  },
  {
    heading: 'Minimal Personal Information',
    body: (
      <>
        <p>
          We collect only what we need to run the service: your name, your e-mail address, the role you hold in
          the account and, if you sign in with Google or Facebook, the basic profile details they pass on (such as
          your name and profile picture).
        </p>
        <p>
          There are no cameras and no microphones, and nobody has to wear a device. Sensor readings are limited to
          activity events, timestamps, battery level and signal strength.
        </p>
      </>
    ),
  },
  {
    heading: 'Account Holder Information',
    body: (
      <>
        <p>
          The account holder's name and e-mail address are used to sign in, to send alerts and service messages,
          and to manage the subscription. If you sign in with a password, we store it only as a secure one-way
          hash, never as readable text.
        </p>
        <p>
          When a card is added to a subscription, we keep only its brand, its last four digits, its expiry date
          and the name on it, to show which card pays for the plan. The full card number and security code never
          leave your browser, and no one stores them. We keep only what we need to show your plan and billing
          status.
        </p>
      </>
    ),
  },
  {
    heading: 'Data Security',
    body: (
      <p>
        Your information travels over encrypted connections and is kept on access-controlled systems. Inside
        Hearthwatch, each person sees only what their role allows, and our support staff access account data only
        when it is needed to help you or keep the service running. No system is perfectly secure, but we work hard
        to protect your information and will tell you promptly if a problem ever affects it.
      </p>
    ),
  },
  {
    heading: 'Data Retention',
    body: (
      <p>
        We keep your data for as long as your account is open, because your routine history is what lets
        Hearthwatch notice when something is unusual. The support team deletes a sensor or a care note when you ask
        (deleting a sensor also removes its history). When your account is
        closed we delete your monitoring data, keeping only the limited records we are legally required to hold,
        such as billing records and the record of who did what (the audit trail). We keep each entry of that record
        for six years, as long as a question about it could still be raised, and then delete it. Care notes stay with the home they
        are about when the account of the person who wrote them is deleted, and a hub key keeps the name of
        whoever made it, so the family can see it was made by someone no longer in the care circle.
      </p>
    ),
  },
  {
    heading: 'Family Member Access',
    body: (
      <>
        <p>
          Family members and carers can see the account only if they have been invited and have accepted. What they
          see depends on the role they were given, and the person who invited them can remove their access at any
          time. We never add anyone to an account on your behalf.
        </p>
        <p>
          A copy of everything kept about a home can be downloaded only by the person the home is about, or by our
          support team when that person, or someone entitled to act for them, asks for it. Family members and carers
          cannot download one.
        </p>
      </>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <>
        <p>
          You can download a copy of your data yourself: on the Sensors page, choose &lsquo;Download this home&rsquo;s
          data&rsquo;. It is one file holding your details, your care circle, your sensors and every reading they
          sent, your alerts and the care notes you can read, and a record of who did what in your account. If you do
          not sign in yourself, our support team will send you the same copy.
        </p>
        <p>
          If you have a question about this policy, or would like something corrected or deleted, please get in touch
          with our support team. We read every message and will reply as soon as we can.
        </p>
      </>
    ),
  },
]

export function PrivacyPage() {
  return (
    <LegalPage
      title="Data Privacy Policy"
      updated="2025"
      intro={
        <>
          <p>
            Hearthwatch helps families and carers keep a gentle eye on someone living at home, using passive motion
            and door sensors. Because this involves a private space, we want to be clear and plain about what we
            collect, why, and what we will never do with it.
          </p>
          <p>
            Hearthwatch is a supplementary tool, not a medical or emergency system. It is designed to augment care,
            not replace professional medical supervision. In an emergency, always call your local emergency number.
          </p>
        </>
      }
      sections={sections}
    />
  )
}
