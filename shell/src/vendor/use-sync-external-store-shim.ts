/**
 * Stands in for `use-sync-external-store/shim` (imported by react-i18next for React 17): React 18+
 * has the hook built in, so the shim's fallback code is dead weight in this React 19 app.
 */
export { useSyncExternalStore } from 'react';
