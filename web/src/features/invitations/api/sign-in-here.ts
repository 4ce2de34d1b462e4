import { leaveUnread } from '@/lib/api-client'

export type SignInRefusal = { code: string | null; message: string | null }

/**
 * Signs in through the sign-in form's own endpoint (POST /auth/login, form data) without leaving the
 * invitation page. The server answers with a redirect either way (decision 0003): to `/` when signed
 * in, to `/login?error=…` when not; too many attempts are a 429 with its own message.
 */
export async function signInHere(email: string, password: string): Promise<true | SignInRefusal> {
  const res = await fetch('/auth/login', {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    credentials: 'include',
    redirect: 'follow',
  })
  if (res.status === 429) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    return { code: null, message: body?.message ?? null }
  }
  // the page it landed on (the app's own, or the sign-in page) is not shown: its body is given up
  await leaveUnread(res)
  const code = res.redirected ? new URL(res.url).searchParams.get('error') : 'unknown'
  return code === null ? true : { code, message: null }
}
