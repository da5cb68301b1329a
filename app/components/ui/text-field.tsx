import type { InputHTMLAttributes } from "react";

/** A labelled text input in the house style. */
export function TextField({ id, label, ...input }: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input id={id} type="text" className="field" {...input} />
    </div>
  );
}
