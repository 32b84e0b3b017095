// Run under node, the differential test reads OC_DIFF_POSITIONS and
// OC_DIFF_SEED with getenv(); Emscripten's environment does not pass node's
// through, so they are copied in before main() starts.
Module['preRun'] = (Module['preRun'] || []).concat([function () {
  if (typeof process === 'undefined' || !process.env) return;
  ['OC_DIFF_POSITIONS', 'OC_DIFF_SEED'].forEach(function (name) {
    if (process.env[name] !== undefined) ENV[name] = process.env[name];
  });
}]);
