// An in-page link that works without JavaScript (a plain #anchor) and, with it, scrolls smoothly
// (unless the visitor prefers reduced motion) and moves the keyboard focus to the target, so a
// screen-reader or keyboard user lands where the eye does.
import type { MouseEvent, ReactNode } from "react";

export interface ScrollLinkProps {
  /** The id of the element to scroll to. */
  targetId: string;
  /** A selector inside the target to focus (e.g. its input); the target itself when absent or not found. */
  focusSelector?: string;
  block?: ScrollLogicalPosition;
  className?: string;
  children: ReactNode;
}

export function scrollToElement(target: HTMLElement, focusSelector?: string, block: ScrollLogicalPosition = "start") {
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block });
  const focusable = (focusSelector && target.querySelector<HTMLElement>(focusSelector)) || target;
  if (focusable === target && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  focusable.focus({ preventScroll: true });
}

export function ScrollLink({ targetId, focusSelector, block = "start", className, children }: ScrollLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    scrollToElement(target, focusSelector, block);
  };
  return (
    <a href={`#${targetId}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
