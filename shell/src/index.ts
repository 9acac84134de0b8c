import { requestInSlices } from './boot/request-in-slices';

// Async boundary: the MF runtime negotiates shared singletons before any of them is imported.
// In the next task, not this one: the runtime's own start-up already fills this one on a phone.
// The singletons the bootstrap consumes are requested first, one per task (request-in-slices.ts).
setTimeout(
  () =>
    void requestInSlices(
      [
        () => import('react'),
        () => import('@bolsos/i18n'),
        () => import('@bolsos/api-client'),
        () => import('@bolsos/ui'),
        () => import('@bolsos/router'),
      ],
      () => import('./bootstrap'),
    ),
  0,
);
