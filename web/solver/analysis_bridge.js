// The page's side of the game's analysis: starts the solver's Web Worker,
// forwards the game's requests to it and hands the replies back to the game
// (oc_analysis_reply). Where no worker can start (no Worker in the browser,
// a script blocked, a module that fails to load), the solver module runs on
// the page's thread in slices of 8 ms and the game says so once. Only the
// latest request per slot waits while the worker starts.
//
// A second worker helps the first where the machine has more than one core
// (search/helper_search.h): the two are paired by a MessageChannel and talk
// to each other directly, so the page passes nothing between them. If the
// second cannot start, the first works alone, as fast as before.
(function () {
  'use strict';
  var target = null;           // where requests go once the solver is up
  var SLOTS = 3;               // as core/session/analysis.h's kAnalysisSlots
  var waiting = [null, null, null];  // per slot: the message waiting for it
  var mode = 'starting';
  var helper = 'none';         // the second worker: 'starting', 'paired' or 'none'
  var notice = '';             // for the game, given as soon as it runs

  function game() { return window.Module && window.Module.calledRun ? window.Module : null; }

  function deliver(reply) {
    var m = game();
    if (!m || !reply || !(reply.slot >= 0 && reply.slot < SLOTS)) return;
    if (reply.type === 'result') m.ccall('oc_analysis_reply', null, ['number', 'number', 'string'], [reply.slot, 1, String(reply.text)]);
    else if (reply.type === 'error') m.ccall('oc_analysis_reply', null, ['number', 'number', 'string'], [reply.slot, 0, String(reply.message)]);
  }

  function tell(text) {
    notice = text;
    flushNotice();
  }

  function flushNotice() {
    var m = game();
    if (!notice) return;
    if (!m) {  // the game is still loading: tell it once it runs
      setTimeout(flushNotice, 100);
      return;
    }
    m.ccall('oc_analysis_notice', null, ['string'], [notice]);
    notice = '';
  }

  function send(message) {
    flushNotice();
    if (target) target(message);
    else if (mode === 'failed' && message.type === 'solve')  // no solver at all: the asker gets "unknown", not a wait
      setTimeout(function () { deliver({ type: 'error', slot: message.slot, message: 'no solver' }); }, 0);
    else waiting[message.slot] = message;
  }

  function up(post, how) {
    mode = how;
    target = post;
    for (var slot = 0; slot < SLOTS; ++slot) {
      if (waiting[slot]) post(waiting[slot]);
      waiting[slot] = null;
    }
  }

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var s = document.createElement('script');
      s.src = src;
      s.onload = resolve;
      s.onerror = function () { reject(new Error('cannot load ' + src)); };
      document.head.appendChild(s);
    });
  }

  function onPage(why) {
    if (mode === 'page' || mode === 'failed') return;
    mode = 'page';
    loadScript('solver.js').then(function () { return loadScript('solver_driver.js'); })
      .then(function () { return window.createOcSolver(); })
      .then(function (module) {
        var driver = new window.SolverDriver(module, deliver, 8);
        up(function (message) { driver.handle(message); }, 'page');
        tell('The solver runs on the page here (' + why + '): the computer may answer more slowly.');
      }).catch(function (error) {
        mode = 'failed';
        for (var slot = 0; slot < SLOTS; ++slot) {
          if (waiting[slot]) send(waiting[slot]);  // answered "no solver"
          waiting[slot] = null;
        }
        tell('The solver could not start (' + error.message + '): the computer and the hints cannot search.');
      });
  }

  // The helper worker, once both are up: any failure leaves the first alone.
  function startHelper(main) {
    if (!(navigator.hardwareConcurrency > 1)) return;
    var second;
    try {
      second = new Worker('solver_worker.js');
    } catch (e) {
      return;
    }
    helper = 'starting';
    var drop = function () { second.terminate(); helper = 'none'; };
    var giveUp = setTimeout(drop, 15000);
    second.onerror = function (e) { e.preventDefault(); clearTimeout(giveUp); drop(); };
    second.onmessage = function (e) {
      if (!e.data || e.data.type !== 'ready') {
        if (e.data && e.data.type === 'failed') { clearTimeout(giveUp); drop(); }
        return;
      }
      clearTimeout(giveUp);
      var channel = new MessageChannel();
      second.postMessage({ type: 'pair', role: 'helper' }, [channel.port2]);
      main.postMessage({ type: 'pair', role: 'main' }, [channel.port1]);
      helper = 'paired';
    };
  }

  function startWorker() {
    var worker;
    try {
      worker = new Worker('solver_worker.js');
    } catch (e) {
      onPage('no Web Worker: ' + e.message);
      return;
    }
    var giveUp = setTimeout(function () { worker.terminate(); onPage('the worker did not start'); }, 15000);
    worker.onmessage = function (e) {
      var reply = e.data;
      if (reply && reply.type === 'ready') {
        clearTimeout(giveUp);
        up(function (message) { worker.postMessage(message); }, 'worker');
        startHelper(worker);
      } else if (reply && reply.type === 'failed') {
        clearTimeout(giveUp);
        worker.terminate();
        onPage('the worker failed: ' + reply.message);
      } else {
        deliver(reply);
      }
    };
    worker.onerror = function (e) {
      e.preventDefault();
      clearTimeout(giveUp);
      worker.terminate();
      onPage('the worker failed: ' + (e.message || 'error'));
    };
  }

  window.ocAnalysis = {
    request: function (slot, text) { send({ type: 'solve', slot: slot, text: text }); },
    cancel: function (slot) { send({ type: 'cancel', slot: slot }); },
    mode: function () { return mode; },
    helper: function () { return helper; }
  };
  startWorker();
})();
