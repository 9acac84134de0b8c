// Async boundary: the MF runtime negotiates shared singletons before any of them is imported.
void import('./bootstrap');
