import { Redirect, Route, Switch } from 'wouter'
import { useAuth } from '@/features/auth/api/get-user'
import { RoleGate, SignedOutRedirect, Spinner } from './guards'
import { AppLayout } from './layout/app-layout'
import { AcceptInvitationPage } from './routes/accept-invitation'
import { AlertsPage } from './routes/alerts'
import { CareNotesPage } from './routes/care-notes'
import { DashboardPage } from './routes/dashboard'
import { ForgotPasswordPage } from './routes/forgot-password'
import { LandingPage } from './routes/landing'
import { LoginPage } from './routes/login'
import { NotFoundPage } from './routes/not-found'
import { PrivacyPage } from './routes/privacy'
import { RegisterPage } from './routes/register'
import { ResetPasswordPage } from './routes/reset-password'
import { SectionPage } from './routes/section-page'
import { SensorsPage } from './routes/sensors'
import { TermsPage } from './routes/terms'
import { UsersPage } from './routes/users'

// The signed-in pages (SPEC.md §2); their bodies arrive with their feature issues
const SIGNED_IN_PAGES = [
  { path: '/sensors', page: SensorsPage },
  { path: '/alerts', page: AlertsPage },
  { path: '/care-notes', page: CareNotesPage },
  { path: '/family-members', page: () => <SectionPage title="Family Members" /> },
  { path: '/users', page: UsersPage, roles: ['admin', 'support'] as const },
  { path: '/billing', page: () => <SectionPage title="Billing & Subscription" /> },
  { path: '/business', page: () => <SectionPage title="Business Management" /> },
]
const SIGNED_IN_PATHS = ['/dashboard', ...SIGNED_IN_PAGES.map((p) => p.path)]

export function AppRouter() {
  const { user, isLoading } = useAuth()

  if (!user) {
    return (
      <Switch>
        {/* the landing page also stands in while auth is loading */}
        <Route path="/" component={LandingPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/register" component={RegisterPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/invitations/:token" component={AcceptInvitationPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/terms" component={TermsPage} />
        {SIGNED_IN_PATHS.map((path) => (
          <Route key={path} path={path}>
            {isLoading ? <Spinner /> : <SignedOutRedirect />}
          </Route>
        ))}
        <Route>{isLoading ? <Spinner /> : <NotFoundPage />}</Route>
      </Switch>
    )
  }

  return (
    <Switch>
      <Route path="/login">
        <Redirect to="/" />
      </Route>
      <Route path="/register">
        <Redirect to="/" />
      </Route>
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/invitations/:token" component={AcceptInvitationPage} />
      <Route path="/">
        <AppLayout user={user}>
          <DashboardPage />
        </AppLayout>
      </Route>
      <Route path="/dashboard">
        <AppLayout user={user}>
          <DashboardPage />
        </AppLayout>
      </Route>
      {SIGNED_IN_PAGES.map(({ path, page: Page, roles }) => (
        <Route key={path} path={path}>
          <AppLayout user={user}>
            {roles ? (
              <RoleGate role={user.role} allowed={roles}>
                <Page />
              </RoleGate>
            ) : (
              <Page />
            )}
          </AppLayout>
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  )
}
