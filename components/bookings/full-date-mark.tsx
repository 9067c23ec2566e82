/** "data ocupada": the quote asks for a day already full (won events at capacity, or blocked). */
export function FullDateMark() {
  return (
    <span
      className="ml-1 inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-red-800 ring-1 ring-red-300"
      title="Os eventos fechados deste dia já atingiram a capacidade, ou o dia está bloqueado"
    >
      data ocupada
    </span>
  )
}
