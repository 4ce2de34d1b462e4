// Accepting what an e-mailed link offers (an invitation, a sign-in offer): the server makes or updates the
// account and signs the person in. A refusal goes on the fields it names; what no field explains (a used or
// expired link, an address taken meanwhile) goes above the form.
import { serverMessage } from '@/lib/api-error'
import { serverFieldErrors } from '@/lib/field-errors'

/** SPEC.md §8's text for a request that never got an answer */
const NETWORK_ERROR = 'An error occurred. Please try again.'

export async function acceptByLink<F extends string>(
  accept: () => Promise<unknown>,
  form: { fields: readonly F[]; setErrors: (errors: Partial<Record<F, string>>) => void; onError: (message: string | null) => void },
): Promise<void> {
  try {
    await accept()
  } catch (err) {
    const found = serverFieldErrors(err, form.fields)
    form.setErrors(found)
    if (Object.keys(found).length === 0) form.onError(serverMessage(err, NETWORK_ERROR))
  }
}
