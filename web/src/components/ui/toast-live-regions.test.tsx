import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LiveRegions } from './toast-live-regions'

/** the two regions' text, by their test ids, from the markup */
function regions(markup: string) {
  const text = (id: string) => markup.match(new RegExp(`data-testid="${id}"[^>]*>(.*?)</div>`))?.[1]
  return { polite: text('toast-polite'), assertive: text('toast-assertive') }
}

describe('the toaster’s live regions', () => {
  it('are on the page while nothing is said: empty, polite (a status) and assertive, each read whole', () => {
    const markup = renderToStaticMarkup(<LiveRegions said={null} />)
    expect(regions(markup)).toEqual({ polite: '', assertive: '' })
    expect(markup).toContain('<div role="status" aria-live="polite" aria-atomic="true" data-testid="toast-polite" class="sr-only">')
    expect(markup).toContain('<div aria-live="assertive" aria-atomic="true" data-testid="toast-assertive" class="sr-only">')
  })

  it('say a toast in the polite region, its title and words apart, after Radix’s “Notification”', () => {
    const markup = renderToStaticMarkup(<LiveRegions said={{ title: 'Alert Resolved', description: 'The alert has been marked as resolved.', isUrgent: false }} />)
    expect(regions(markup)).toEqual({ polite: 'Notification Alert Resolved The alert has been marked as resolved.', assertive: '' })
  })

  it('say an error in the assertive region only', () => {
    const markup = renderToStaticMarkup(<LiveRegions said={{ title: 'Email Required', description: 'Please enter an email address', isUrgent: true }} />)
    expect(regions(markup)).toEqual({ polite: '', assertive: 'Notification Email Required Please enter an email address' })
  })

  it('say a toast without a title by its words alone', () => {
    const markup = renderToStaticMarkup(<LiveRegions said={{ description: 'Initiating contact with your loved one...', isUrgent: false }} />)
    expect(regions(markup).polite).toBe('Notification Initiating contact with your loved one...')
  })
})
