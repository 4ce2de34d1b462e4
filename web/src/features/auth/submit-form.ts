import { leaveUnread } from '@/lib/api-client'

/**
 * Posts a sign-in form the way a plain HTML form would, and follows the server's redirect: success
 * lands on `/`, a refusal on `/login?error=…`. Answers the server's message when it refused without
 * redirecting (too many attempts), or `false` for any other answer without a redirect.
 */
export async function submitAuthForm(url: string, fields: Record<string, string>): Promise<true | false | string> {
  const res = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    credentials: 'include',
    redirect: 'follow',
  })
  if (res.redirected) {
    window.location.href = res.url
    return true
  }
  if (res.status === 429) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    return body?.message ?? 'Too many attempts. Please wait a few minutes and try again.'
  }
  await leaveUnread(res)
  return false
}
