// Async boundary: the shared singletons (react, @nclude/shared) are negotiated by the federation
// runtime before the standalone host's code runs.
import('./standalone');
