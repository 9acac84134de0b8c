export * from './engine';
export * from './schemas';
