/** A grid of titled cards (four across on wide screens): the home page's athlete points and the coach's reasons. */
export function FeatureCards({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-1 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
