import { describe, expect, it } from 'vitest'
import { button, heading, Html, lineBreak, link, mailHtml, paragraph, smallPrint } from './mail-html'

// The one layout every e-mail's HTML part is built with (decision 0129): words are always escaped, markup
// comes only from its builders, and the document loads nothing and leaves the colours to the reader's mail app
describe("the e-mails' shared HTML layout", () => {
  it('escapes words in every builder, in text and in attributes, and lets only its own markup through', () => {
    const html = mailHtml('Tom & <Jerry>', [
      heading('<script>alert(1)</script>'),
      paragraph(['Ann & "Bo" ', link('https://care.example.org/x?a=1&b="2"', "<i>Bo's</i>"), lineBreak, 'next']),
      button('https://care.example.org/go?x=1&y=2', 'Go <now>'),
      smallPrint("It's <b>small</b>"),
    ])
    expect(html).not.toMatch(/<script|<i>|<b>|<Jerry>|<now>/)
    expect(html).toContain('<title>Tom &amp; &lt;Jerry&gt;</title>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</h1>')
    expect(html).toContain('Ann &amp; &quot;Bo&quot; <a href="https://care.example.org/x?a=1&amp;b=&quot;2&quot;">&lt;i&gt;Bo&#39;s&lt;/i&gt;</a><br>next</p>')
    expect(html).toMatch(/<a href="https:\/\/care\.example\.org\/go\?x=1&amp;y=2" style="display: block;[^"]*">Go &lt;now&gt;<\/a>/)
    expect(html).toContain('It&#39;s &lt;b&gt;small&lt;/b&gt;</p>')
  })

  it('is a phone-sized column that follows light or dark mode and loads nothing from elsewhere', () => {
    const html = mailHtml('Subject', [paragraph('Hello,'), button('https://care.example.org/', 'Open')])
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true)
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toContain('<meta name="color-scheme" content="light dark">')
    expect(html).toContain('<div style="max-width: 560px; margin: 0 auto;">\n<p style="margin: 0 0 12px;">Hello,</p>\n<a href="https://care.example.org/"')
    expect(html).not.toMatch(/<body[^>]*background|<img|<link|<style|url\(|@import/i)
    expect(html).toMatch(/background-color:\s*#1d4ed8;\s*color:\s*#ffffff/)
  })

  it('writes the button\'s address out under it, escaped as words and as the link, for a mail app that drops the button', () => {
    const html = mailHtml('s', [button('https://care.example.org/go?x=1&y="<2>"', 'Go')])
    const escaped = 'https://care.example.org/go?x=1&amp;y=&quot;&lt;2&gt;&quot;'
    expect(html).toContain(
      `>Go</a>\n<p style="margin: 0 0 24px; font-size: 14px;">If the button does not work, copy this link:<br><a href="${escaped}" style="word-break: break-all;">${escaped}</a></p>`,
    )
    expect(html).not.toMatch(/<2>/)
  })

  it('takes markup only as Html, never from a string that looks like it', () => {
    expect(mailHtml('s', [paragraph(new Html('<em>ours</em>'))])).toContain('<p style="margin: 0 0 12px;"><em>ours</em></p>')
    expect(mailHtml('s', [paragraph('<em>theirs</em>')])).toContain('&lt;em&gt;theirs&lt;/em&gt;')
  })
})
