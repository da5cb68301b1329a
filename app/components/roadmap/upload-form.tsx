import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useProblemForm } from "~/components/ui/use-problem-form";
import type { FormProblem } from "~/lib/schemas/problems";
import { ROADMAP_PROBLEMS, roadmapUploadSchema } from "~/lib/schemas/roadmap";

export const ROADMAP_ACCEPT =
  ".pdf,.txt,.doc,.docx,application/pdf,text/plain,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The upload (visitor-side.md §2 "Roadmap"): a multipart form to this route's action, so it works
 * without JavaScript; with it, the chosen file's name shows and the button waits for a file.
 */
export function RoadmapUploadForm({ problem }: { problem: FormProblem | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const [fileName, setFileName] = useState<string | null>(null);
  // Without JavaScript the button stays enabled and the server says what is missing.
  const hydrated = useHydrated();
  // The same schema as the action: an empty or oversized file is refused before it is sent.
  const {
    form,
    problem: browserProblem,
    onSubmit,
  } = useProblemForm({ id: "roadmap-upload", schema: roadmapUploadSchema, problems: ROADMAP_PROBLEMS, lastResult: null });
  return (
    <section aria-labelledby="upload-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="upload-heading" className="text-lg font-bold text-slate-900">
        Upload your AI toolkit
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Upload the toolkit report we emailed you (PDF), or a text or Word file describing your job and the tools you use, and we will build a four-level
        learning roadmap from it.
      </p>
      <FormAlert problem={browserProblem ?? problem} className="mt-4" />
      <Form
        method="post"
        encType="multipart/form-data"
        id={form.id}
        noValidate
        onSubmit={onSubmit}
        className="mt-5 space-y-4"
        aria-label="Generate your learning roadmap"
      >
        <div>
          <label htmlFor="roadmap-file" className="label">
            Toolkit file (.pdf, .txt, .doc or .docx, up to 5 MB)
          </label>
          <input
            id="roadmap-file"
            name="file"
            type="file"
            accept={ROADMAP_ACCEPT}
            required
            className="field file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-brand-900"
            onChange={(event) => {
              setFileName(event.currentTarget.files?.[0]?.name ?? null);
            }}
          />
          {fileName ? (
            <p className="mt-2 text-sm text-slate-800" data-testid="selected-file">
              Selected file: <span className="font-semibold">{fileName}</span>
            </p>
          ) : null}
        </div>
        <p className="text-sm text-slate-700">
          Don&apos;t have an AI toolkit yet?{" "}
          <Link to="/aiupskill" className="font-semibold text-brand-700 underline">
            Click here to create one
          </Link>
        </p>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy || (hydrated && !fileName)}>
          {busy ? "Generating Roadmap..." : "Generate My Learning Roadmap"}
        </button>
      </Form>
    </section>
  );
}
