import { browserZone } from '@/lib/format/home-time'
import { RETURN_PARAM } from '@contracts/return-path'
import { useSearchParams } from 'wouter'
import { Button } from '@/components/ui/button'
import { returnPathOf } from '@/lib/sign-in-path'

/**
 * The browser's time zone goes along, so a new client's home counts its hours in local time; and the
 * page to come back to, when the sign-in page was told one
 */
const hrefFor = (provider: 'google' | 'facebook', returnTo: string | undefined) => {
  const params = new URLSearchParams({ timeZone: browserZone() })
  if (returnTo) params.set(RETURN_PARAM, returnTo)
  return `/auth/${provider}?${params}`
}

const SOCIAL = 'h-auto min-h-10 w-full whitespace-normal'

/** Full-page navigations: the server runs the provider's sign-in flow */
export function SocialButtons() {
  const returnTo = returnPathOf(useSearchParams()[0])
  const socialHref = (provider: 'google' | 'facebook') => hrefFor(provider, returnTo)
  return (
    // with large text a button's words wrap inside it (they ran 105 px past a 390 px phone's card at 200 % text)
    <div className="grid grid-cols-1 gap-3">
      <Button type="button" variant="outline" className={SOCIAL} onClick={() => (window.location.href = socialHref('google'))}>
        <GoogleMark />
        Continue with Google
      </Button>
      <Button type="button" variant="outline" className={SOCIAL} onClick={() => (window.location.href = socialHref('facebook'))}>
        <FacebookMark />
        Continue with Facebook
      </Button>
      <div className="relative my-2 text-center text-xs uppercase text-muted-foreground">
        <span className="absolute inset-x-0 top-1/2 border-t" aria-hidden="true" />
        <span className="relative bg-card px-2">Or continue with email</span>
      </div>
    </div>
  )
}

const GoogleMark = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z" />
    <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z" />
    <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
    <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z" />
  </svg>
)

const FacebookMark = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path fill="#1877F2" d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z" />
  </svg>
)
