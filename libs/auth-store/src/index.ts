export { createAuthStore, useAuthStore, type AuthState, type AuthStore } from './auth-store';
