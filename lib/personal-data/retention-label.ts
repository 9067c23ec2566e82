/** "2 anos" for 24 months when `inYears` and the months make whole years; otherwise "18 meses". */
export function retentionLabel(months: number, inYears = true): string {
  if (inYears && months % 12 === 0) {
    const years = months / 12
    return `${years} ${years === 1 ? 'ano' : 'anos'}`
  }
  return `${months} ${months === 1 ? 'mês' : 'meses'}`
}
