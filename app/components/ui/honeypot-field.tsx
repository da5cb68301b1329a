/**
 * The public forms' honeypot (DESIGN.md §4): a field people never see or fill in, placed off
 * screen and out of the tab order; a bot filling every field is refused by the form's schema.
 */
export function HoneypotField({ id = "website", name = "website" }: { id?: string; name?: string }) {
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
