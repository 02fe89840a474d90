// A read-only list whose items are made when read. The ledger's whole rows of a crowd are ten thousand
// collisions; the readouts read the last one at every render, and building (and keeping) every row's
// event for that cost a crowd's clock most of its time (bench/results.md, issue 25 part two).

const indexOf = (key: string | symbol, length: number): number | undefined => {
  if (typeof key !== 'string') return undefined;
  const k = Number(key);
  return Number.isInteger(k) && k >= 0 && k < length && String(k) === key ? k : undefined;
};

/**
 * A list of `length` items, item k being `at(k)` when read: an array to every reader (Array.isArray,
 * index, length, iteration, slice, at, flat), none of whose items is made before it is read.
 */
export function lazyList<T>(length: number, at: (k: number) => T): readonly T[] {
  return new Proxy(new Array<T>(length), {
    get(target, key, receiver) {
      const k = indexOf(key, length);
      return k === undefined ? Reflect.get(target, key, receiver) : at(k);
    },
    has: (target, key) => indexOf(key, length) !== undefined || Reflect.has(target, key),
    ownKeys: (target) => [...Array.from({ length }, (_, k) => String(k)), ...Reflect.ownKeys(target)],
    getOwnPropertyDescriptor(target, key) {
      const k = indexOf(key, length);
      if (k === undefined) return Reflect.getOwnPropertyDescriptor(target, key);
      return { value: at(k), writable: false, enumerable: true, configurable: true };
    },
  });
}
