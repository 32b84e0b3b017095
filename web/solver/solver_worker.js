// The solver's Web Worker: a plain worker (no shared memory, so the game
// works inside any iframe) running the solver module in slices of 20 ms.
// The page may start two and pair them ({type: 'pair', role} with a
// MessageChannel port): the first then runs the requests and the second
// helps its searches (helper_driver.js).
/* global importScripts, createOcSolver, SolverDriver, HelperDriver */
importScripts('solver.js', 'solver_driver.js', 'helper_driver.js');
let driver = null;
let helper = null;
const early = [];  // messages that arrive while the module loads
let solverModule = null;

function handle(e) {
  const m = e.data;
  if (m && m.type === 'pair' && e.ports && e.ports.length === 1) {
    if (m.role === 'main' && !driver.port) driver.pair(e.ports[0]);
    else if (m.role === 'helper' && !helper) helper = new HelperDriver(solverModule, e.ports[0], 20);
    return;
  }
  driver.handle(m);
}

self.onmessage = (e) => (driver ? handle(e) : early.push(e));
createOcSolver().then((loaded) => {
  solverModule = loaded;
  driver = new SolverDriver(solverModule, (reply) => self.postMessage(reply), 20);
  self.postMessage({ type: 'ready' });
  for (const e of early) handle(e);
}, (error) => self.postMessage({ type: 'failed', message: String(error) }));
