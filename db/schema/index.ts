// The whole database schema: drizzle-kit reads this file (drizzle.config.ts) and db/client.ts
// passes it to drizzle() for typed queries.
export * from "./catalogue";
export * from "./users";
export * from "./toolkits";
export * from "./engagement";
export * from "./commerce";
export * from "./operations";
export * from "./workflows";
export * from "./drive";
export * from "./simulations";
export * from "./roadmaps";
export * from "./course";
export * from "./credentials";
export * from "./coach";
export * from "./workshops";
