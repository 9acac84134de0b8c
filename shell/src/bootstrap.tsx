import { start } from './boot/start';
import { yieldToMain } from './boot/yield-to-main';
import './styles/shell.css';

const root = document.getElementById('root');
if (root) {
  // This task evaluated every module start-up imports; starting is the next one's.
  yieldToMain()
    .then(() => start(root))
    .catch((error: unknown) =>
      import('./boot/mount').then(
        ({ showMountFailure }) => showMountFailure(root, error),
        // Not even the error page's code arrives: the same plain message showMountFailure falls back to.
        (chunkError: unknown) => {
          console.error('Error while mounting app', error, chunkError);
          root.textContent = 'Error 500';
        },
      ),
    );
}
