// Runs the solver module's helper part (oc_helper_*, search/helper_search.h)
// in the second solver worker, paired with the first by a MessageChannel
// port: on {type: 'help', id, text} (a request the main search wants help
// with) it settles the root's moves from the last, in slices, and sends what
// it settles as {type: 'news', id, text}; {type: 'news', id, text} from the
// main search tells it what that settled, {type: 'stop', id} ends the help.
// Anything else on the port is ignored.
/* exported HelperDriver */
class HelperDriver {
  constructor(module, port, sliceMs) {
    this.start = module.cwrap('oc_helper_start', 'number', ['string']);
    this.step = module.cwrap('oc_helper_step', 'number', ['number']);
    this.news = module.cwrap('oc_helper_news', 'string', []);
    this.share = module.cwrap('oc_helper_share', 'number', ['string']);
    this.stop = module.cwrap('oc_helper_stop', null, []);
    this.port = port;
    this.sliceMs = sliceMs;
    this.id = -1;          // the help being given
    this.active = false;
    this.scheduled = false;
    this.channel = new MessageChannel();  // a prompt next slice, as in SolverDriver
    this.channel.port1.onmessage = () => this.run();
    port.onmessage = (e) => this.handle(e.data);
  }

  handle(message) {
    if (!message || typeof message !== 'object' || !Number.isInteger(message.id)) return;
    const text = typeof message.text === 'string' && message.text.length < 4096 ? message.text : null;
    if (message.type === 'help' && text !== null) {
      this.id = message.id;
      this.active = this.start(text) === 0;
      if (this.active) this.schedule();
    } else if (message.type === 'news' && message.id === this.id && this.active && text !== null) {
      this.share(text);
    } else if (message.type === 'stop' && message.id === this.id) {
      this.active = false;
      this.stop();
    }
  }

  schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    this.channel.port2.postMessage(0);
  }

  run() {
    this.scheduled = false;
    if (!this.active) return;
    const done = this.step(this.sliceMs);
    const news = this.news();
    if (news) this.port.postMessage({ type: 'news', id: this.id, text: news });
    if (done) this.active = false;
    else this.schedule();
  }
}

if (typeof self !== 'undefined') self.HelperDriver = HelperDriver;
if (typeof module !== 'undefined') module.exports = { HelperDriver };
