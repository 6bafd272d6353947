/**
 * Items kept in key order with one item per key: the orders a report fixes (calls by stored
 * sequence, results by case id) while rows arrive out of order and change in place.
 */
export class OrderedList<K, T> {
  readonly items: T[] = [];
  private readonly keys: K[] = [];

  constructor(private readonly compare: (a: K, b: K) => number) {}

  get length(): number {
    return this.items.length;
  }

  /** Replaces the item with an equal key, else inserts in order; appending in order is O(1). */
  put(key: K, item: T): void {
    const keys = this.keys;
    const n = keys.length;
    if (n === 0 || this.compare(keys[n - 1] as K, key) < 0) {
      keys.push(key);
      this.items.push(item);
      return;
    }
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(keys[mid] as K, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo < n && this.compare(keys[lo] as K, key) === 0) {
      this.items[lo] = item;
      return;
    }
    keys.splice(lo, 0, key);
    this.items.splice(lo, 0, item);
  }
}

export const compareNumbers = (a: number, b: number): number => a - b;
