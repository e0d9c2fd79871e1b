import { Entity } from 'electrodb';

/**
 * An ElectroDB Entity that is built on first use instead of when its module loads. Building one validates the
 * model with jsonschema and compiles its schema, a few milliseconds each; a function loads many entity modules
 * through shared helpers while a request touches a few, so building them all at import was most of a cold start.
 * It is typed as `Entity` itself: `new LazyEntity(model, config)` infers exactly what `new Entity(model, config)`
 * does, and every use goes to the real entity (methods bound to it, writes such as a test's spy land on it).
 */
export const LazyEntity = function LazyEntity(model: unknown, config: unknown): object {
  let built: object | undefined;
  const entity = (): object => {
    built ??= new Entity(model as never, config as never);
    return built;
  };
  return new Proxy(
    {},
    {
      get(_, key) {
        const target = entity();
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
      set: (_, key, value) => Reflect.set(entity(), key, value),
      has: (_, key) => Reflect.has(entity(), key),
      ownKeys: () => Reflect.ownKeys(entity()),
      getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(entity(), key),
      defineProperty: (_, key, descriptor) => Reflect.defineProperty(entity(), key, descriptor),
      deleteProperty: (_, key) => Reflect.deleteProperty(entity(), key),
      getPrototypeOf: () => Reflect.getPrototypeOf(entity()),
    },
  );
} as unknown as typeof Entity;
