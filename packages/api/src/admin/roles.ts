// Operator roles (DESIGN §8). An operator holds one or more; `admin` passes every operator
// endpoint, the others pass the endpoints whose definition names them.
export const operatorRoles = ["support", "compliance", "finance", "content", "admin"] as const;
export type Role = (typeof operatorRoles)[number];
