// A daughter phones support: "I'm Dana Hale, my mother's sensors…". The agent finds her mother's home
// in the picker by Dana's name or e-mail, each home found that way saying who in its circle matched.
// A carer's picker searches her homes' clients only: no one's circle travels to her.
import { expect as baseExpect, test } from '@playwright/test'
import { SEEDED, SEEDED_FACTS } from './fixtures/accounts'
import { circlePicker, homeOptions, homeSearch } from './fixtures/circle-picker'
import { dashboardHeading } from './fixtures/dashboard'
import { signInAs } from './fixtures/seed-circle'
import { login } from './fixtures/session'
import { runAxe } from './fixtures/axe'

// the machine is shared and slow: pages get time to load
const expect = baseExpect.configure({ timeout: 15_000 })

test.beforeEach(() => test.slow())

const fullName = (who: { firstName: string; lastName: string }) => `${who.firstName} ${who.lastName}`
const matchedMember = (option: ReturnType<typeof homeOptions>) => option.getByTestId('matched-member')

test("a support agent finds a home by the name or e-mail of the daughter on the phone, and opens it", async ({ page }) => {
  const { harper, dana } = SEEDED
  const HARPER = fullName(harper)
  const DANA = `${fullName(dana)} (${SEEDED_FACTS.danaRelationship})`

  await login(page, 'support')
  await expect(circlePicker(page)).toBeVisible()
  await circlePicker(page).click()
  await expect(homeSearch(page)).toHaveAttribute('placeholder', 'Name, e-mail or phone of client or family...')

  // her name: her mother's home is there, saying it is there for Dana, the daughter
  await homeSearch(page).fill(fullName(dana))
  const harpersHome = homeOptions(page, HARPER)
  await expect(harpersHome).toHaveCount(1)
  await expect(matchedMember(harpersHome)).toHaveText(`In the care circle: ${DANA}`)
  await expect(harpersHome).toHaveAccessibleName(new RegExp(`In the care circle: ${DANA.replace(/[()]/g, '\\$&')}`))
  // every home on offer is there for a Dana Hale in its circle (other journeys' Harpers have Danas of their own)
  for (const option of await homeOptions(page).all()) await expect(matchedMember(option)).toContainText(fullName(dana))
  // the list with its members' lines passes the WCAG A/AA checks
  const { violations } = await runAxe(page, { tags: ['wcag2a', 'wcag2aa'] })
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([])

  // her e-mail narrows it to the one home; Enter opens it
  await homeSearch(page).fill(dana.email)
  await expect(homeOptions(page)).toHaveCount(1)
  await expect(matchedMember(homeOptions(page, HARPER))).toHaveText(`In the care circle: ${DANA}`)
  await page.keyboard.press('Enter')
  await expect(dashboardHeading(page, HARPER)).toBeVisible()
  await expect(circlePicker(page)).toHaveText(HARPER)
  await expect(circlePicker(page)).toBeFocused()

  // found by the number Harper gave, typed as a caller reads it out (other journeys' homes may share the number)
  await circlePicker(page).click()
  await homeSearch(page).fill(`0${SEEDED_FACTS.harperPhone.replace('+44 ', '')}`)
  await expect(homeOptions(page, HARPER).first()).toBeVisible()
  await page.keyboard.press('Escape')

  // found by the client's own name, the home says nothing of its circle
  await circlePicker(page).click()
  await homeSearch(page).fill(HARPER)
  await expect(homeOptions(page, HARPER)).toHaveCount(1)
  await expect(matchedMember(homeOptions(page, HARPER))).toHaveCount(0)
})

test("a carer's picker finds her homes by their clients only: she is in both circles, and her own name finds neither", async ({ page }) => {
  const { robin, mabel, otto } = SEEDED
  await signInAs(page, robin)
  await circlePicker(page).click()
  await expect(homeSearch(page)).toHaveAttribute('placeholder', 'Search by name, e-mail or phone...')
  await homeSearch(page).fill(fullName(mabel))
  await expect(homeOptions(page, fullName(mabel))).toHaveCount(1)
  await homeSearch(page).fill(robin.firstName)
  await expect(page.getByText('No home matches your search.')).toBeVisible()
  await expect(homeOptions(page)).toHaveCount(0)
  await homeSearch(page).fill(otto.firstName)
  await expect(homeOptions(page, fullName(otto))).toHaveCount(1)
})
