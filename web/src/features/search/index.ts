// The search feature's public face for other features and app/: where searches look by default.
export { rememberSearchArea } from './currentArea';
