// A tiny store for the toast system (visitor-side.md §8): at most one toast is visible, a new
// one replaces the old, and a dismissed toast is removed from memory after 1,000,000 ms.
import { useEffect, useState } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5_000;

export type ToastVariant = "default" | "success" | "destructive";
export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
  duration?: number;
}

type Listener = (toasts: ToastItem[]) => void;
let toasts: ToastItem[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function dismissToast(id: string) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY);
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant; duration?: number }) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const item: ToastItem = { id: String(counter), variant: "default", ...input, open: true };
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return item.id;
}

/** The current toasts (open and recently dismissed), newest first. */
export function getToasts(): ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return state;
}
