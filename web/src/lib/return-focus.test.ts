import { describe, expect, it, vi } from 'vitest'
import { returnFocus } from './return-focus'

const closing = () => ({ preventDefault: vi.fn() }) as unknown as Event & { preventDefault: ReturnType<typeof vi.fn> }
const button = (isConnected: boolean) => ({ isConnected, focus: vi.fn() }) as unknown as HTMLElement & { focus: ReturnType<typeof vi.fn> }

describe('returnFocus', () => {
  it('puts focus back on the menu button while it is still on the page', () => {
    const event = closing()
    const menu = button(true)
    const fallback = vi.fn()
    returnFocus(menu, fallback)(event)
    expect(menu.focus).toHaveBeenCalledOnce()
    expect(event.preventDefault).toHaveBeenCalledOnce()
    expect(fallback).not.toHaveBeenCalled()
  })

  it('uses the fallback when the button is gone with its card', () => {
    const event = closing()
    const menu = button(false)
    const fallback = vi.fn()
    returnFocus(menu, fallback)(event)
    expect(menu.focus).not.toHaveBeenCalled()
    expect(fallback).toHaveBeenCalledOnce()
    expect(event.preventDefault).toHaveBeenCalledOnce()
  })

  it("leaves focus to the dialog's own rule with neither a button on the page nor a fallback", () => {
    for (const element of [button(false), null, undefined]) {
      const event = closing()
      returnFocus(element)(event)
      expect(event.preventDefault).not.toHaveBeenCalled()
    }
  })
})
