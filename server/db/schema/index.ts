export * from './applications';
export * from './people';
export * from './platform';
export * from './reference';
