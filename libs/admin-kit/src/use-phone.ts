import { Grid } from 'antd';

/**
 * Below antd's md breakpoint (768 px): lists fold their filters and show a compact table. Until
 * antd has measured the window (its first layout effect, before paint) the wide layout stands,
 * as it does in the shell's layout.
 */
export function useIsPhone(): boolean {
  return Grid.useBreakpoint().md === false;
}
