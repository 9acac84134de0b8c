export type MountMode = 'hydrate' | 'client';

/** The server marks the HTML it rendered; anything else mounts client-only (spec §4). */
export function mountMode(root: HTMLElement): MountMode {
  return root.dataset.serverRendered === 'true' ? 'hydrate' : 'client';
}
