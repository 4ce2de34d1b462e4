// mailparser ships no types; only what the test SMTP server reads
declare module 'mailparser' {
  import type { Readable } from 'node:stream'
  interface AddressObject {
    value: { address?: string; name: string }[]
    text: string
  }
  export interface ParsedMail {
    subject?: string
    from?: AddressObject
    to?: AddressObject | AddressObject[]
    text?: string
    html?: string | false
  }
  export function simpleParser(source: Readable | Buffer | string): Promise<ParsedMail>
}
