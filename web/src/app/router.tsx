import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { useAuth } from '@/features/auth/api/get-user'
import { loadPageCode } from '@/lib/stale-build'
import { PageErrorBoundary } from './error-boundary'
import { RoleGate, SignedOutRedirect, Spinner } from './guards'
import { AppLayout } from './layout/app-layout'
import { LandingPage } from './routes/landing'
import { LoginPage } from './routes/login'
import { NotFoundPage } from './routes/not-found'

// The first screens of a signed-out visitor (landing, sign-in) come with the app; every other page is
// its own chunk, fetched when it is first opened, so a phone on a slow line starts sooner: a carer who
// opens an alert's notification at night gets the app and the Alerts page, not the dashboard too
// (decision 0069). A chunk of an older build that is gone after an update reloads the tab once
// (lib/stale-build.ts).
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await loadPageCode(load))[name] }))
const loadDashboard = () => import('./routes/dashboard')
const loadAlerts = () => import('./routes/alerts')
const DashboardPage = page(loadDashboard, 'DashboardPage')
const AcceptInvitationPage = page(() => import('./routes/accept-invitation'), 'AcceptInvitationPage')
const AcceptSignInOfferPage = page(() => import('./routes/accept-sign-in-offer'), 'AcceptSignInOfferPage')
const AlertsPage = page(loadAlerts, 'AlertsPage')
const BillingPage = page(() => import('./routes/billing'), 'BillingPage')
const BusinessPage = page(() => import('./routes/business'), 'BusinessPage')
const CareNotesPage = page(() => import('./routes/care-notes'), 'CareNotesPage')
const FamilyMembersPage = page(() => import('./routes/family-members'), 'FamilyMembersPage')
const ForgotPasswordPage = page(() => import('./routes/forgot-password'), 'ForgotPasswordPage')
const PrivacyPage = page(() => import('./routes/privacy'), 'PrivacyPage')
const RegisterPage = page(() => import('./routes/register'), 'RegisterPage')
const ResetPasswordPage = page(() => import('./routes/reset-password'), 'ResetPasswordPage')
const SensorsPage = page(() => import('./routes/sensors'), 'SensorsPage')
const TermsPage = page(() => import('./routes/terms'), 'TermsPage')
const UsersPage = page(() => import('./routes/users'), 'UsersPage')

/**
 * The signed-in pages most often opened first (an alert's notification opens /alerts, the installed app
 * /dashboard): their code is asked for as the app starts, beside the question of who is signed in, not
 * after its answer. "/" is left out: there a visitor who is not signed in sees the landing page.
 */
const FIRST_PAGES: Record<string, () => Promise<unknown>> = { '/dashboard': loadDashboard, '/alerts': loadAlerts }

export function startLoadingPageOf(pathname: string) {
  const load = FIRST_PAGES[pathname.toLowerCase().replace(/(.)\/$/, '$1')]
  // a failure is met again, and dealt with, when the page itself asks (loadPageCode)
  load?.().catch(() => undefined)
}

const Loading = ({ children }: { children: ReactNode }) => (
  <PageErrorBoundary>
    <Suspense fallback={<Spinner />}>{children}</Suspense>
  </PageErrorBoundary>
)

// The signed-in pages (SPEC.md §2); their bodies arrive with their feature issues
const SIGNED_IN_PAGES = [
  { path: '/sensors', page: SensorsPage },
  { path: '/alerts', page: AlertsPage },
  { path: '/care-notes', page: CareNotesPage },
  { path: '/family-members', page: FamilyMembersPage, roles: ['admin', 'support', 'carer'] as const },
  { path: '/users', page: UsersPage, roles: ['admin', 'support'] as const },
  { path: '/billing', page: BillingPage, roles: ['admin', 'support'] as const },
  { path: '/business', page: BusinessPage, roles: ['admin'] as const },
]
// The pages anyone may open, signed in or not: a link in an e-mail, the small print
const OPEN_PAGES = [
  { path: '/forgot-password', page: ForgotPasswordPage },
  { path: '/reset-password', page: ResetPasswordPage },
  { path: '/invitations/:token', page: AcceptInvitationPage },
  { path: '/sign-in-offers/:token', page: AcceptSignInOfferPage },
  { path: '/privacy', page: PrivacyPage },
  { path: '/terms', page: TermsPage },
]
const openRoutes = () => OPEN_PAGES.map(({ path, page }) => <Route key={path} path={path} component={page} />)
const SIGNED_IN_PATHS = ['/dashboard', ...SIGNED_IN_PAGES.map((p) => p.path)]
// One route for every page in the layout (as wouter matches each: a trailing slash, any case), so the
// layout is mounted once for all of them: its live region outlasts the page it announces, and the
// sidebar's link keeps focus until the new page takes it (layout/page-change.tsx)
const LAYOUT_PATHS = new RegExp(`^(?:${SIGNED_IN_PATHS.join('|')})?/?$`, 'i')

export function AppRouter() {
  const { user, isLoading } = useAuth()

  if (!user) {
    return (
      <Loading>
      <Switch>
        {/* the landing page also stands in while auth is loading */}
        <Route path="/" component={LandingPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/register" component={RegisterPage} />
        {openRoutes()}
        {SIGNED_IN_PATHS.map((path) => (
          <Route key={path} path={path}>
            {isLoading ? <Spinner /> : <SignedOutRedirect />}
          </Route>
        ))}
        <Route>{isLoading ? <Spinner /> : <NotFoundPage />}</Route>
      </Switch>
      </Loading>
    )
  }

  const dashboard = (
    <Loading>
      <DashboardPage />
    </Loading>
  )
  return (
    <Loading>
    <Switch>
      {['/login', '/register'].map((path) => (
        <Route key={path} path={path}>
          <Redirect to="/" />
        </Route>
      ))}
      {openRoutes()}
      <Route path={LAYOUT_PATHS}>
        <AppLayout user={user}>
          <Switch>
            {/* one element for both, as before: going from / to /dashboard keeps the page */}
            <Route path="/">{dashboard}</Route>
            <Route path="/dashboard">{dashboard}</Route>
            {SIGNED_IN_PAGES.map(({ path, page: Page, roles }) => (
              <Route key={path} path={path}>
                {/* the sidebar stays while the page's own code arrives */}
                <Loading>
                  {roles ? (
                    <RoleGate role={user.role} allowed={roles}>
                      <Page />
                    </RoleGate>
                  ) : (
                    <Page />
                  )}
                </Loading>
              </Route>
            ))}
          </Switch>
        </AppLayout>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
    </Loading>
  )
}
