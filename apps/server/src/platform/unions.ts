/**
 * Whether a text (read from the database, a header, a setting) is one of a union's members: the one
 * way to narrow such a value to the contract's union, without a cast.
 */
export function isOneOf<T extends string>(members: readonly T[], value: string | null | undefined): value is T {
  return members.some((member) => member === value);
}

/** The value as a member of the union, else the fallback. */
export function oneOf<T extends string>(members: readonly T[], value: string | null | undefined, fallback: T): T {
  return isOneOf(members, value) ? value : fallback;
}
