/**
 * A tool's logo from its own site, on an emoji tile. When the image cannot load, the browser
 * draws the image's ::after box (only broken images render pseudo-elements), which shows the
 * emoji (see .tool-logo in tailwind.css): the fallback works without JavaScript.
 */
export function ToolLogo({ logoUrl, emoji }: { logoUrl: string | null; emoji: string }) {
  return (
    <span className="relative flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand-50 text-2xl" aria-hidden="true">
      {logoUrl ? (
        <img
          src={logoUrl}
          alt=""
          data-emoji={emoji}
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className="tool-logo h-full w-full bg-white object-contain p-1.5"
        />
      ) : (
        <span>{emoji}</span>
      )}
    </span>
  );
}
