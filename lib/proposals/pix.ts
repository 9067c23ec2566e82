import { createStaticPix, hasError } from 'pix-utils'
import QRCode from 'qrcode'
import { recognisePixKey } from './pix-key'

export type PixDeposit = { key: string; beneficiary: string; city: string; amountCents: number; txid: string }

/**
 * The deposit as a static Pix BR Code ("copia e cola": EMV QRCPS-MPM as BACEN's manual specifies,
 * with its CRC16-CCITT), made by pix-utils: the key, the beneficiary's name and city (without
 * accents, upper case, cut to 25 and 15 characters), the amount and the proposal's reference as txid.
 * Used for whichever installment is open: the amount is what remains of it.
 */
export function depositBrCode({ key, beneficiary, city, amountCents, txid }: PixDeposit): string {
  // A key saved before keys were checked may carry its punctuation (a CNPJ's dots): the code carries the key as the DICT holds it.
  const recognised = recognisePixKey(key)
  const pix = createStaticPix({
    pixKey: recognised.ok ? recognised.key : key.trim(),
    // The manual's limits: pix-utils refuses longer texts rather than cutting them.
    merchantName: beneficiary.trim().slice(0, 25),
    merchantCity: city.trim().slice(0, 15),
    infoAdicional: '',
    // The amount leaves centavos here only: pix-utils writes it with toFixed(2).
    transactionAmount: amountCents / 100,
    txid: txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
  })
  if (hasError(pix)) throw new Error(`Pix inválido: ${pix.message}`)
  return pix.toBRCode()
}

/** The BR Code as an SVG QR code (medium error correction, as banks' apps read it at phone size). */
export const brCodeSvg = (brCode: string) =>
  QRCode.toString(brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
