/**
 * Values kept a fixed time by key (a project's drawing, docs/decisions/0012, 0021), for things that change so
 * rarely that no notice is waited for. Calls that miss at the same moment share one load, so a burst on a cold
 * instance loads once; a failed load is not kept. Beyond `most` keys the oldest is forgotten.
 */
export class TimedMemory<K, V> {
  private readonly kept = new Map<K, { until: number; value: Promise<V> }>();

  constructor(
    private readonly keepMs: number,
    private readonly most: number,
  ) {}

  /** The value of `key` from memory while it is fresh, else from `load`, kept for the next calls. */
  get(key: K, now: number, load: () => Promise<V>): Promise<V> {
    const hit = this.kept.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load();
    const entry = { until: now + this.keepMs, value };
    if (!hit && this.kept.size >= this.most) this.kept.delete(this.kept.keys().next().value as K);
    this.kept.set(key, entry);
    value.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return value;
  }
}
