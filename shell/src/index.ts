// Async boundary: the MF runtime negotiates shared singletons before any of them is imported.
// In the next task, not this one: the runtime's own start-up already fills this one on a phone.
setTimeout(() => void import('./bootstrap'), 0);
