export * from './dev-ports';
export * from './federation-options';
export * from './latest-json.plugin';
export * from './public-env';
export * from './server-environment';
export * from './remote-app-config';
export * from './chunk-split';
export * from './federation-runtime-alias';
