import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '../api/audit'
import { actorOf, describeAudit, deviceOf, homeOf } from './audit-labels'

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-01-01T00:00:00Z',
  action: 'auth.sign_in',
  actorId: null,
  actorEmail: null,
  actorName: null,
  targetType: null,
  targetId: null,
  targetName: null,
  circleId: null,
  circleName: null,
  ip: null,
  userAgent: null,
  details: null,
  ...over,
})

describe('audit entries in words', () => {
  it.each([
    [{ action: 'auth.sign_in' }, 'Signed in'],
    [{ action: 'auth.sign_in', details: { provider: 'google' } }, 'Signed in with Google'],
    [{ action: 'auth.sign_in_failed' }, 'Failed sign-in'],
    [{ action: 'user.created' }, 'Created an account'],
    [{ action: 'user.created', details: { provider: 'google' } }, 'Created an account with Google'],
    [{ action: 'user.created', targetName: 'Margaret Oakes', details: { role: 'client', signsIn: false } }, 'Added a home for Margaret Oakes'],
    [{ action: 'user.created', details: { role: 'client', signsIn: false } }, 'Added a home for a person who no longer has an account'],
    [{ action: 'user.role_changed', targetName: 'Cora Carer', details: { from: 'carer', to: 'support' } }, "Changed Cora Carer's role from carer to support"],
    [{ action: 'user.updated', targetName: 'Cora Carer' }, 'Edited Cora Carer'],
    [{ action: 'user.updated', targetName: 'Iris Hale', details: { changed: ['phone'] } }, "Changed Iris Hale's phone number"],
    [{ action: 'user.updated', targetName: 'Iris Hale', details: { changed: ['firstName', 'lastName', 'phone'] } }, "Changed Iris Hale's first name, last name and phone number"],
    [{ action: 'user.deleted', details: { email: 'gone@example.org', role: 'client' } }, 'Deleted gone@example.org'],
    [{ action: 'user.deleted', details: { email: null, role: 'client', name: 'Margaret Oakes' } }, 'Deleted Margaret Oakes'],
    [{ action: 'user.deactivated' }, 'Deactivated a person who no longer has an account'],
    [{ action: 'user.invited', details: { email: 'new@example.org', role: 'admin' } }, 'Invited new@example.org to join as an admin'],
    [{ action: 'invitation.revoked', details: { email: 'new@example.org' } }, 'Revoked the invitation to new@example.org'],
    [{ action: 'user.sign_in_offered', targetName: 'Margaret Oakes', details: { email: 'margaret@example.org' } }, 'Sent Margaret Oakes a link to sign in as margaret@example.org'],
    [{ action: 'user.sign_in_offer_resent', targetName: 'Margaret Oakes', details: { email: 'margaret@example.org' } }, "Resent Margaret Oakes's sign-in link to margaret@example.org"],
    [{ action: 'user.sign_in_offer_withdrawn', targetName: 'Margaret Oakes', details: { email: 'margaret@example.org' } }, "Withdrew Margaret Oakes's sign-in link to margaret@example.org"],
    [{ action: 'user.sign_in_offer_accepted', details: { email: 'margaret@example.org' } }, 'Chose a password and now signs in as margaret@example.org'],
    [{ action: 'family.member_removed', details: { email: 'dana@example.org' } }, 'Removed dana@example.org from a care circle'],
    [{ action: 'invitation.accepted', details: { role: 'carer' } }, 'Accepted an invitation and joined as a carer'],
    [{ action: 'sensor.deleted', details: { name: 'Hall sensor', location: 'Hallway' } }, 'Deleted the sensor Hall sensor (Hallway) and its history'],
    [{ action: 'sensor.deleted' }, 'Deleted a sensor and its history'],
    [{ action: 'sensor.pet_immune_changed', details: { name: 'Bathroom sensor', location: 'Bathroom', from: false, to: true } }, "Said the pet can't set off the sensor Bathroom sensor (Bathroom)"],
    [{ action: 'sensor.pet_immune_changed', details: { name: 'Bathroom sensor', location: 'Bathroom', from: true, to: false } }, 'Said the pet may set off the sensor Bathroom sensor (Bathroom)'],
    [{ action: 'sensor.pet_immune_changed' }, 'Changed whether the pet can set off a motion sensor'],
    [{ action: 'sensor.all_switched', details: { isActive: false, count: 6 } }, 'Switched every sensor of a home off (6 sensors)'],
    [{ action: 'sensor.all_switched', details: { isActive: true, count: 1 } }, 'Switched every sensor of a home on (1 sensor)'],
    [{ action: 'circle.time_zone_changed', details: { from: 'UTC', to: 'Europe/London' } }, "Changed the home's time zone from UTC to Europe/London"],
    [{ action: 'circle.pets_changed', details: { from: false, to: true } }, 'Said a cat or dog lives in the home'],
    [{ action: 'circle.pets_changed', details: { from: true, to: false } }, 'Said no cat or dog lives in the home'],
    [{ action: 'circle.pets_changed' }, 'Changed whether a pet lives in the home'],
    [{ action: 'circle.monitoring_ended', details: { alertsClosed: 2, newsDropped: 3 } }, 'Ended the watching of a home (2 open alerts closed)'],
    [{ action: 'circle.monitoring_ended', details: { alertsClosed: 1, newsDropped: 0 } }, 'Ended the watching of a home (1 open alert closed)'],
    [{ action: 'circle.monitoring_restarted', details: { endedAt: '2026-11-01T10:00:00.000Z' } }, 'Started watching a home again'],
    [{ action: 'circle.data_exported', details: { for: 'staff' } }, "Downloaded a copy of a home's data"],
    [{ action: 'circle.data_exported', details: { for: 'self' } }, "Downloaded a copy of their own home's data"],
    [{ action: 'care_note.edited', details: { changed: ['content'] } }, "Changed a care note's text"],
    [{ action: 'care_note.edited', details: { changed: ['content', 'category', 'isPrivate'] } }, "Changed a care note's text, category and privacy"],
    [{ action: 'care_note.deleted', details: { category: 'medication', isPrivate: true } }, 'Deleted a private care note (Medication)'],
    [{ action: 'care_note.deleted', details: { category: 'emergency', isPrivate: false } }, 'Deleted a care note (Emergency)'],
    [{ action: 'something.new' }, 'something.new'],
  ] as [Partial<AuditEntry>, string][])('%j reads %s', (over, expected) => {
    expect(describeAudit(entry(over))).toBe(expected)
  })

  it('names the actor by name, else by the address used', () => {
    expect(actorOf(entry({ actorName: 'Ada Admin', actorEmail: 'ada@example.org' }))).toBe('Ada Admin')
    expect(actorOf(entry({ actorEmail: 'tried@example.org' }))).toBe('tried@example.org')
    expect(actorOf(entry({}))).toBe('Unknown person')
  })

  it('names the home an entry happened in, as it is called now', () => {
    expect(homeOf(entry({ action: 'alert.resolved', circleId: 'c1', circleName: 'Harper Hale' }))).toBe("Harper Hale's home")
    expect(homeOf(entry({ action: 'alert.resolved', circleId: 'c1', circleName: null }))).toBe('A home since deleted')
    expect(homeOf(entry({ action: 'auth.sign_in' }))).toBeNull()
  })

  it('shortens a user agent to browser and system', () => {
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe('Chrome on Linux')
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS')
    expect(deviceOf('curl/8.0')).toBe('curl/8.0')
    expect(deviceOf(null)).toBeNull()
  })
})
