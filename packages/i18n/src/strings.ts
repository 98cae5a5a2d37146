// The shape every language's catalogue section must have: the English one's keys, each a string.
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
