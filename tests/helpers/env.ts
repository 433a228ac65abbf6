/**
 * Remembers process.env as it is now; the function returned puts it back (keys added since are removed). It
 * changes process.env in place: a plain object put in its stead would stop Node from applying a later TZ and
 * from passing the variables to child processes.
 */
export function snapshotEnv(): () => void {
  const saved = { ...process.env };
  return () => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  };
}
