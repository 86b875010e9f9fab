// One atom per key, made on first use: jotai 3 has no atomFamily. Keys compare by identity, so
// callers use strings (or other primitives) for keys that come from the address.
export function atomFamily<K, A>(create: (key: K) => A): (key: K) => A {
  const made = new Map<K, A>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = create(key);
      made.set(key, value);
    }
    return value;
  };
}
