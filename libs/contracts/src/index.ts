export * from './enums';
export * from './routes';
export * from './api-paths';
export * from './models';
export * from './slug';
export * from './validation';
export * from './messages';
