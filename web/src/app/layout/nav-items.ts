import type { Role } from '@contracts/enums'
import { AlertTriangle, Building2, CreditCard, FileText, LayoutDashboard, Radio, Users, UsersRound } from 'lucide-react'

const ALL: readonly Role[] = ['admin', 'support', 'carer', 'client']

// Who sees which entry (SPEC.md §6)
export const NAV_ITEMS = [
  { href: '/', label: 'Dashboard', icon: LayoutDashboard, roles: ALL },
  { href: '/sensors', label: 'Sensors', icon: Radio, roles: ALL },
  { href: '/alerts', label: 'Alerts', icon: AlertTriangle, roles: ALL },
  { href: '/care-notes', label: 'Care Notes', icon: FileText, roles: ALL },
  { href: '/family-members', label: 'Family Members', icon: UsersRound, roles: ['admin', 'support', 'carer'] },
  { href: '/users', label: 'User Management', icon: Users, roles: ['admin', 'support'] },
  { href: '/billing', label: 'Billing & Subscriptions', icon: CreditCard, roles: ['admin', 'support'] },
  { href: '/business', label: 'Business Management', icon: Building2, roles: ['admin'] },
] as const

export const navItemsFor = (role: Role) => NAV_ITEMS.filter((item) => (item.roles as readonly Role[]).includes(role))

/** The entry a path belongs to ('/' and '/dashboard' are the Dashboard); undefined for a page not in the menu */
export const navItemAt = (location: string) =>
  NAV_ITEMS.find(({ href }) => (href === '/' ? location === '/' || location === '/dashboard' : location === href || location.startsWith(`${href}/`)))

/** The page a path shows, to tell a move to another page from a new query string or a new home on the same one */
export const pageAt = (location: string) => navItemAt(location)?.href ?? location
