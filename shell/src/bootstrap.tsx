import { showMountFailure } from './boot/mount';
import { start } from './boot/start';
import './styles/shell.css';

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => showMountFailure(root, error));
}
