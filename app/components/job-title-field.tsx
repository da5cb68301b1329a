import type { RefObject } from "react";

/**
 * The job-title text box with its error line (visitor-side.md §5: the message under the field,
 * a red border, cleared on typing). Shared by the job-role input and the simulation form.
 */
export function JobTitleField({
  inputRef,
  id,
  name,
  defaultValue,
  placeholder,
  maxLength,
  error,
  onClearError,
}: {
  inputRef: RefObject<HTMLInputElement>;
  id: string;
  name: string;
  defaultValue: string;
  placeholder: string;
  maxLength?: number;
  error: string | null;
  onClearError: () => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0 flex-1">
      <input
        ref={inputRef}
        // A new server value (after a plain form post) replaces what was typed.
        key={defaultValue}
        id={id}
        name={name}
        type="text"
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="organization-title"
        enterKeyHint="go"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={() => {
          if (error) onClearError();
        }}
        className={`field py-3 text-base ${error ? "border-red-600 focus:border-red-600 focus:ring-red-600/30" : ""}`}
      />
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
