/** The `aria-describedby` of a field with an optional hint and error (the ids FieldMessages gives them). */
export function describedBy(id: string, hint?: string | null, error?: string | null): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** The hint and the first error shown below a field. */
export default function FieldMessages({ id, hint, error }: { id: string; hint?: string | null; error?: string | null }) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
