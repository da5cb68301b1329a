import { useEffect, useState } from "react";

/**
 * Which section (and subsection) of the rubric the reader is in, from an IntersectionObserver
 * watching a band across the upper part of the screen, under the sticky header. Null until
 * JavaScript runs: the server's page then lists every subsection.
 */
export function useActiveSection(sectionIds: readonly string[], subsectionIds: readonly string[]): { section: string | null; subsection: string | null } {
  const [active, setActive] = useState<{ section: string | null; subsection: string | null }>({ section: null, subsection: null });
  const sectionKey = sectionIds.join(",");
  const subsectionKey = subsectionIds.join(",");

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    const pick = (ids: readonly string[]) => ids.find((id) => visible.has(id));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        // The first section in the band wins; between two (a short gap) the last one stays.
        setActive((previous) => ({
          section: pick(sectionIds) ?? previous.section ?? sectionIds[0] ?? null,
          subsection: pick(subsectionIds) ?? null,
        }));
      },
      { rootMargin: "-112px 0px -55% 0px" },
    );
    for (const id of [...sectionIds, ...subsectionIds]) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
    // The ids are compared by value (their joined keys), not by array identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sectionKey, subsectionKey]);

  return active;
}
