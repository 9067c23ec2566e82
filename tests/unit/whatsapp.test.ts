import { describe, expect, it } from 'vitest'
import { telHref } from '@/lib/content/navigation'
import { whatsappUrl } from '@/lib/whatsapp'

describe('whatsappUrl', () => {
  it.each([
    ['5511912345678', 'Olá!', 'https://wa.me/5511912345678?text=Ol%C3%A1!'],
    ['55 (11) 91234-5678', 'a b&c', 'https://wa.me/5511912345678?text=a%20b%26c'],
    ['5511912345678', 'linha 1\nlinha 2', 'https://wa.me/5511912345678?text=linha%201%0Alinha%202'],
  ])('builds a wa.me link for %s', (number, message, expected) => {
    expect(whatsappUrl(number, message)).toBe(expected)
  })
})

describe('telHref', () => {
  it.each([
    ['11 91234-5678', 'tel:+5511912345678'],
    ['11 3456-7890', 'tel:+551134567890'],
  ])('turns %s into %s', (phone, expected) => {
    expect(telHref(phone)).toBe(expected)
  })
})
