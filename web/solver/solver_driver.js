// Runs the solver module (solver_module.cpp) on requests: a worker's or a
// page's messages {type: 'solve', slot, text} and {type: 'cancel', slot}.
// One request per slot (a new one replaces the old), in priority order: the
// computer player's slot (0), the hint's (1), a game review's (2); a request
// in an earlier slot interrupts the work on a later one, which starts again
// after it. The solver works in slices of a few milliseconds and looks for
// new messages between them, so a replaced or cancelled request stops at once. Replies go to `send`:
// {type: 'result', slot, text} or {type: 'error', slot, message}.
//
// Paired with a helper worker (pair(port), helper_driver.js), a search that
// wants help sends its request over the port ({type: 'help', id, text}), and
// the two trade the root moves each settled ({type: 'news', id, text}) until
// the search ends ({type: 'stop', id}).
/* exported SolverDriver, ANALYSIS_SLOTS */
const ANALYSIS_SLOTS = 3;  // as core/session/analysis.h's kAnalysisSlots

class SolverDriver {
  constructor(module, send, sliceMs) {
    this.start = module.cwrap('oc_solver_start', 'number', ['string']);
    this.step = module.cwrap('oc_solver_step', 'number', ['number']);
    this.text = module.cwrap('oc_solver_text', 'string', []);
    this.send = send;
    this.sliceMs = sliceMs;
    this.pending = new Array(ANALYSIS_SLOTS).fill(null);  // per slot: the request's text
    this.current = -1;            // the slot being solved
    this.scheduled = false;
    // A message port gives a prompt next slice (setTimeout waits 4 ms and more).
    this.channel = new MessageChannel();
    this.channel.port1.onmessage = () => this.run();
    this.port = null;     // to the helper worker, once paired
    this.helpId = 0;      // the last help asked for
    this.helping = false;
    this.module = module;
  }

  pair(port) {
    this.wantsHelp = this.module.cwrap('oc_solver_help', 'number', []);
    this.news = this.module.cwrap('oc_solver_news', 'string', []);
    this.share = this.module.cwrap('oc_solver_share', 'number', ['string']);
    this.module.cwrap('oc_solver_pair', null, ['number'])(1);
    this.port = port;
    port.onmessage = (e) => {
      const m = e.data;
      if (m && m.type === 'news' && m.id === this.helpId && this.helping && typeof m.text === 'string' && m.text.length < 4096)
        this.share(m.text);
    };
  }

  // The search the helper was helping has ended (solved, replaced or cancelled).
  endHelp() {
    if (!this.helping) return;
    this.helping = false;
    this.port.postMessage({ type: 'stop', id: this.helpId });
  }

  // After a slice of a search still running: asks for help once, and tells the helper what it settled.
  talkToHelper(text) {
    if (!this.port) return;
    if (this.wantsHelp()) {
      this.endHelp();
      this.helping = true;
      this.port.postMessage({ type: 'help', id: ++this.helpId, text });
    }
    if (!this.helping) return;
    const news = this.news();
    if (news) this.port.postMessage({ type: 'news', id: this.helpId, text: news });
  }

  handle(message) {
    if (!message || typeof message !== 'object') return;
    const slot = message.slot;
    if (!Number.isInteger(slot) || slot < 0 || slot >= ANALYSIS_SLOTS) return;
    if (message.type === 'solve' && typeof message.text === 'string' && message.text.length < 4096) {
      this.pending[slot] = message.text;
      if (this.current === slot) this.current = -1;  // drop the work on the old request
      this.schedule();
    } else if (message.type === 'cancel') {
      this.pending[slot] = null;
      if (this.current === slot) this.current = -1;
      this.schedule();  // (a run ends the help)
    }
  }

  schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    this.channel.port2.postMessage(0);
  }

  // The first slot holding a request, or -1.
  first() {
    return this.pending.findIndex((text) => text !== null);
  }

  run() {
    this.scheduled = false;
    if (this.current > this.first()) this.current = -1;  // an earlier slot's request interrupts
    if (this.current < 0) this.endHelp();
    if (this.current < 0) {
      const slot = this.first();
      if (slot < 0) return;
      if (this.start(this.pending[slot]) !== 0) {
        this.send({ type: 'error', slot, message: this.text() });
        this.pending[slot] = null;
        this.schedule();
        return;
      }
      this.current = slot;
    }
    if (this.step(this.sliceMs)) {
      const slot = this.current;
      this.current = -1;
      this.pending[slot] = null;
      this.endHelp();
      this.send({ type: 'result', slot, text: this.text() });
    } else {
      this.talkToHelper(this.pending[this.current]);
    }
    if (this.current >= 0 || this.first() >= 0) this.schedule();
  }
}

// A class declaration is not a property of the global object: name it there
// for the page (analysis_bridge.js) and export it for node's tests.
if (typeof self !== 'undefined') self.SolverDriver = SolverDriver;
if (typeof module !== 'undefined') module.exports = { SolverDriver, ANALYSIS_SLOTS };
