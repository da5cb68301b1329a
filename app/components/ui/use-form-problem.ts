import { useCallback, useState } from "react";
import type { FormProblem } from "~/lib/schemas/report";
import { toast } from "./use-toast";

/**
 * A form's current refusal, shown twice on purpose: in the form (FormAlert, read by screen
 * readers and visible above a modal's backdrop, where toasts are hidden) and as the spec's toast.
 */
export function useFormProblem() {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const fail = useCallback((p: FormProblem) => {
    setProblem(p);
    toast({ title: p.title, description: p.description, variant: "destructive" });
  }, []);
  return { problem, setProblem, fail };
}
