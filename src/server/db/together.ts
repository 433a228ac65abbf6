/** One piece of work for `together`: a promise already started, a check to run now (its throw is caught), a value. */
type Work = unknown;
type Outcome<W> = W extends () => infer R ? Awaited<R> : Awaited<W>;

/**
 * Independent work sent at once and awaited together: queries over the pool cost one round trip of latency for all
 * (pipelined on one connection, or spread over several), where awaiting them one after another costs one each.
 * Answers their values in the order given. When some fail, the error thrown is the first in that order, not the first
 * to arrive: a request's answer does not depend on timing, and checks keep the precedence they had one after another
 * (a 401 before a closed shop's 404 before a body's 422).
 */
export async function together<const W extends readonly Work[]>(...work: W): Promise<{ -readonly [K in keyof W]: Outcome<W[K]> }> {
  const started = work.map((item) => (typeof item === 'function' ? new Promise((resolve) => resolve(item())) : item));
  const settled = await Promise.allSettled(started);
  const values = settled.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  });
  return values as { -readonly [K in keyof W]: Outcome<W[K]> };
}
