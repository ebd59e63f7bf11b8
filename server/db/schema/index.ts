export * from './applications';
export * from './forms';
export * from './people';
export * from './platform';
export * from './reference';
export * from './requests';
