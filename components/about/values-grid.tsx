type Value = { _key: string; title: string; description: string }

/** 'Nossos Valores': the six values, numbered in their Studio order. */
export function ValuesGrid({ heading, values }: { heading: string; values: Value[] }) {
  return (
    <section aria-labelledby="valores-titulo" className="container-content py-14 sm:py-16">
      <h2 id="valores-titulo" className="text-center text-3xl font-semibold text-brand-800 sm:text-4xl">
        {heading}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {values.map(({ _key, title, description }, index) => (
          <li key={_key} className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <span aria-hidden="true" className="font-display text-3xl font-semibold text-brand-500">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-2 text-xl font-semibold text-brand-800">{title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
