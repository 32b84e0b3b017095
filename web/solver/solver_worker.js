// The solver's Web Worker: a plain worker (no shared memory, so the game
// works inside any iframe) running the solver module in slices of 20 ms.
/* global importScripts, createOcSolver, SolverDriver */
importScripts('solver.js', 'solver_driver.js');
let driver = null;
const early = [];  // messages that arrive while the module loads
self.onmessage = (e) => (driver ? driver.handle(e.data) : early.push(e.data));
createOcSolver().then((module) => {
  driver = new SolverDriver(module, (reply) => self.postMessage(reply), 20);
  self.postMessage({ type: 'ready' });
  for (const m of early) driver.handle(m);
}, (error) => self.postMessage({ type: 'failed', message: String(error) }));
