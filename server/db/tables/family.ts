// A care circle's family: members and the invitations to join
import { index, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { familyRole, invitationStatus } from './enums'
import { users } from './people'
import { at, createdAt, id } from '../columns'

export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: id(),
    inviterUserId: uuid('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeEmail: varchar('invitee_email', { length: 320 }).notNull(),
    inviteeRole: familyRole('invitee_role').notNull().default('carer'),
    invitationToken: varchar('invitation_token', { length: 128 }).notNull().unique(),
    status: invitationStatus('status').notNull().default('pending'),
    message: text('message'),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('family_invitations_inviter_idx').on(t.inviterUserId)],
)

export const familyMembers = pgTable(
  'family_members',
  {
    id: id(),
    primaryUserId: uuid('primary_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberUserId: uuid('member_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: familyRole('role').notNull().default('carer'),
    relationship: varchar('relationship', { length: 100 }),
    permissions: jsonb('permissions').notNull().default({}),
    addedAt: at('added_at').notNull().defaultNow(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('family_members_pair_idx').on(t.primaryUserId, t.memberUserId),
    index('family_members_member_idx').on(t.memberUserId),
    index('family_members_added_by_idx').on(t.addedBy),
  ],
)
