import { describe, expect, it } from 'vitest'
import { invitationMail } from './invitation-mail'

const link = 'https://care.example.org/invitations/abc_DEF-123'

describe('the invitation e-mail', () => {
  it('says who invited whom, as what, into whose circle, and carries the link in both bodies', () => {
    const mail = invitationMail({ invitation: { role: 'carer', invitedByName: 'Ada Admin', circleName: 'Grace Hopper' }, link, ttlDays: 7 })
    expect(mail.subject).toBe('You are invited to Hearthwatch')
    expect(mail.text).toContain('Ada Admin has invited you to join Hearthwatch as a carer, to help look after Grace Hopper.')
    expect(mail.text).toContain('within 7 days')
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(`<a href="${link}">`)
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
    expect(mail.html).toContain(`<a href="${link}">`)
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
