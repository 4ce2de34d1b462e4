import { useEffect, useRef } from 'react'

/**
 * After a submit that found problems, focus goes to the first field marked invalid, as the forms
 * built on react-hook-form already do: it stayed on the submit button, and a keyboard user had to find
 * the field again by tabbing backwards. Give the returned ref to the <form>; `errors` is the field ->
 * message map the form sets on each submit (a new object each time).
 */
export function useFocusFirstError(errors: Record<string, unknown>) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
  return form
}
