import { describe, expect, it } from 'vitest'
import { expectPhoneMail } from '../mail/mail-html.test-kit'
import { invitationMail } from './invitation-mail'

const link = 'https://care.example.org/invitations/abc_DEF-123'

describe('the invitation e-mail', () => {
  it('says who invited whom, as what, into whose circle, and carries the link in both bodies', () => {
    const mail = invitationMail({ invitation: { role: 'carer', invitedByName: 'Ada Admin', circleName: 'Grace Hopper' }, link, ttlDays: 7 })
    expect(mail.subject).toBe('You are invited to Hearthwatch')
    expect(mail.text).toContain('Ada Admin has invited you to join Hearthwatch as a carer, to help look after Grace Hopper.')
    expect(mail.text).toContain('within 7 days')
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(`href="${link}"`)
  })

  it('names nobody when the inviter is gone, and escapes names in the HTML body', () => {
    const gone = invitationMail({ invitation: { role: 'admin', invitedByName: null, circleName: null }, link, ttlDays: 7 })
    expect(gone.text).toContain('Someone at Hearthwatch has invited you to join Hearthwatch as an administrator.')
    const odd = invitationMail({ invitation: { role: 'support', invitedByName: '<b>Eve</b> & co', circleName: null }, link, ttlDays: 7 })
    expect(odd.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; co')
    expect(odd.html).not.toContain('<b>Eve</b>')
  })

  it('tells a carer who already has an account to sign in, and that they can then switch between homes', () => {
    const invitation = { role: 'carer' as const, invitedByName: 'Dana Hopper', circleName: 'Otto Other' }
    const mail = invitationMail({ invitation, link, ttlDays: 7, existing: 'carer' })
    expect(mail.subject).toBe('You are invited to help look after another home')
    expect(mail.text).toContain('Dana Hopper has invited you to help look after Otto Other on Hearthwatch too.')
    expect(mail.text).toContain('sign in to accept; you will then be able to switch between the homes you help with')
    expect(mail.text).not.toContain('set up your account')
    expect(mail.html).toContain(`href="${link}"`)
  })

  it("says in one sentence what Hearthwatch is, naming the home when there is one, for staff and family invitations alike", () => {
    const home = invitationMail({ invitation: { role: 'carer', invitedByName: 'Ada Admin', circleName: 'Grace Hopper' }, link, ttlDays: 7 })
    expect(home.text).toContain("Hearthwatch uses small sensors in Grace Hopper's home to notice when something may be wrong, and tells the people who look after them.")
    expect(home.html).toContain('Hearthwatch uses small sensors in Grace Hopper&#39;s home')
    const staff = invitationMail({ invitation: { role: 'support', invitedByName: 'Ada Admin', circleName: null }, link, ttlDays: 7 })
    expect(staff.text).toContain("Hearthwatch uses small sensors in people's homes to notice when something may be wrong, and tells the people who look after them.")
  })

  it('carries the message staff typed (Invite User) as it does the family one, escaped in the HTML body', () => {
    const invitation = { role: 'carer' as const, invitedByName: 'Sam Support', circleName: 'Grace Hopper', message: 'Welcome <b>aboard</b> & see you Monday' }
    const mail = invitationMail({ invitation, link, ttlDays: 7 })
    expect(mail.text).toContain('Sam Support wrote: "Welcome <b>aboard</b> & see you Monday"')
    expect(mail.html).toContain('Welcome &lt;b&gt;aboard&lt;/b&gt; &amp; see you Monday')
    expect(mail.html).not.toContain('<b>aboard</b>')
  })
})

describe('what the invited person is asked to be (SPEC.md §6: Invite Family Member offers Caregiver or Client)', () => {
  it("calls a daughter her brother invited from Family Members a family member with the Caregiver role, not 'a carer'", () => {
    const invitation = { role: 'carer' as const, invitedByName: 'Tom Hale', circleName: 'Margaret Hale', isFromFamily: true }
    const mail = invitationMail({ invitation, link, ttlDays: 7 })
    expect(mail.text).toContain(
      "Tom Hale has invited you to join Hearthwatch as a family member in Margaret Hale's care circle, with the Caregiver role (can monitor and receive alerts).",
    )
    expect(mail.text).not.toContain('as a carer')
    expect(mail.html).toContain('as a family member in Margaret Hale&#39;s care circle, with the Caregiver role')
  })

  it('calls someone the family invites as a client a family member with the Client role', () => {
    const invitation = { role: 'client' as const, invitedByName: 'Tom Hale', circleName: 'Margaret Hale', isFromFamily: true }
    expect(invitationMail({ invitation, link, ttlDays: 7 }).text).toContain(
      "Tom Hale has invited you to join Hearthwatch as a family member in Margaret Hale's care circle, with the Client role (limited access to own data).",
    )
  })

  it('keeps the role staff chose for a carer they place in a home', () => {
    const invitation = { role: 'carer' as const, invitedByName: 'Sam Support', circleName: 'Margaret Hale', isFromFamily: false }
    expect(invitationMail({ invitation, link, ttlDays: 7 }).text).toContain('Sam Support has invited you to join Hearthwatch as a carer, to help look after Margaret Hale.')
  })
})

describe("the invitation e-mail's two parts (decision 0129)", () => {
  const family = { role: 'carer' as const, invitedByName: 'Tom <script>alert(1)</script> & Co', circleName: 'Margaret & <b>Hale</b>', message: 'See you <3 & bye', isFromFamily: true }

  it('keeps the plain text as it was, to the byte', () => {
    expect(invitationMail({ invitation: family, link, ttlDays: 7 }).text).toBe(
      [
        'Hello,',
        '',
        "Tom <script>alert(1)</script> & Co has invited you to join Hearthwatch as a family member in Margaret & <b>Hale</b>'s care circle, with the Caregiver role (can monitor and receive alerts).",
        "Hearthwatch uses small sensors in Margaret & <b>Hale</b>'s home to notice when something may be wrong, and tells the people who look after them.",
        '',
        'Tom <script>alert(1)</script> & Co wrote: "See you <3 & bye"',
        '',
        'Open this link within 7 days to set up your account:',
        '',
        link,
        '',
        'The link works once. If you were not expecting this, you can ignore this e-mail.',
      ].join('\n'),
    )
    const invitation = { role: 'client' as const, invitedByName: 'Ada', circleName: 'Grace' }
    expect(invitationMail({ invitation, link, ttlDays: 7, existing: 'empty-home' }).text).toBe(
      [
        'Hello,',
        '',
        "Ada has invited you to join Hearthwatch as a client, in Grace's care circle.",
        "Hearthwatch uses small sensors in Grace's home to notice when something may be wrong, and tells the people who look after them.",
        '',
        'You already have a Hearthwatch account, so there is nothing to set up. Open this link within 7 days and sign in to accept. The home your account made when you signed up has no sensors, notes or people in it: it goes away when you accept, and you will see Grace instead:',
        '',
        link,
        '',
        'The link works once. If you were not expecting this, you can ignore this e-mail.',
      ].join('\n'),
    )
  })

  it("is laid out for a phone, with the plain text's words and one big Accept your invitation button to the link", () => {
    for (const existing of ['none', 'carer', 'empty-home'] as const) {
      const { html } = invitationMail({ invitation: family, link, ttlDays: 7, existing })
      expectPhoneMail(html, { button: { label: 'Accept your invitation', href: link } })
      // written out once, under the button (expectPhoneMail): not also as the plain text's line of its own
      expect(html.split(`>${link}<`).length).toBe(2)
    }
    const { html } = invitationMail({ invitation: { role: 'carer', invitedByName: 'Ada Admin', circleName: 'Grace Hopper' }, link, ttlDays: 7 })
    expect(html).toContain('<title>You are invited to Hearthwatch</title>')
    expect(html).toContain('Open this link within 7 days to set up your account:</p>')
    expect(html).toContain('The link works once. If you were not expecting this, you can ignore this e-mail.</p>')
  })

  it("escapes the inviter's and the home's names and the inviter's words", () => {
    const { html } = invitationMail({ invitation: family, link, ttlDays: 7 })
    expect(html).not.toMatch(/<script|<b>|<3/)
    expect(html).toContain('Tom &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co has invited you')
    expect(html).toContain('in Margaret &amp; &lt;b&gt;Hale&lt;/b&gt;&#39;s care circle')
    expect(html).toContain('wrote: &quot;See you &lt;3 &amp; bye&quot;')
  })
})
