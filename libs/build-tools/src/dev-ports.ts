/** Dev and preview server ports of the front-end apps (the API listens on 3000). */
export const DEV_PORTS = {
  shell: 4200,
  storefront: 4201,
  adminUsers: 4202,
  adminProducts: 4203,
} as const;

/**
 * Pages allowed to load a remote's dev server cross-origin: the shell's dev server, and the API
 * serving built bundles with one remote repointed at a dev server. `MFE_DEV_ORIGINS` (comma
 * separated) replaces the list.
 */
export function devCorsOrigins(): string[] {
  const configured = process.env.MFE_DEV_ORIGINS?.split(',').map((origin) => origin.trim());
  return (
    configured?.filter(Boolean) ?? [`http://localhost:${DEV_PORTS.shell}`, 'http://localhost:3000']
  );
}
