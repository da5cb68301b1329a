/**
 * A tool's logo from its own site, drawn over an emoji tile. When the image cannot load, the
 * browser shows nothing for it (empty alt) and the emoji shows through: no JavaScript needed.
 */
export function ToolLogo({ logoUrl, emoji, name }: { logoUrl: string | null; emoji: string; name: string }) {
  return (
    <span className="relative flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand-50 text-2xl" aria-hidden="true">
      <span>{emoji}</span>
      {logoUrl ? (
        <img
          src={logoUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className="absolute inset-0 h-full w-full bg-white object-contain p-1.5"
          data-tool={name}
          onError={(event) => {
            event.currentTarget.style.display = "none";
          }}
        />
      ) : null}
    </span>
  );
}
