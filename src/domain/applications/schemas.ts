// The application's part, reference and review schemas in one import. The application record
// itself is src/domain/records/application.ts.

export * from './parts';
export * from './reference-answers';
export * from './review';
export { applicationStatusSchema } from './statuses';
