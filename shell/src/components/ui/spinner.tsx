/** Spec §9: the button spinner is 14 × 14. */
export const SPINNER_SIZE = 14;

export function Spinner({ label }: { label?: string }) {
  return (
    <span
      className="bl-ui-spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ width: SPINNER_SIZE, height: SPINNER_SIZE }}
    />
  );
}
