/**
 * Posts a sign-in form the way a plain HTML form would, and follows the server's redirect: success
 * lands on `/`, a refusal on `/login?error=…`. Answers false when the server did not redirect.
 */
export async function submitAuthForm(url: string, fields: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    credentials: 'include',
    redirect: 'follow',
  })
  if (!res.redirected) return false
  window.location.href = res.url
  return true
}
