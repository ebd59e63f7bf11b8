// The roles live in src/domain/users/roles.ts so the client's role templates share them.
export * from '#domain/users/roles';
