// The solver as a WebAssembly module of its own: no ImGui, no SDL, only the
// engine. solver_driver.js runs it, in a Web Worker (solver_worker.js) or,
// where no worker can start, on the page's thread in short slices. Requests
// and results are the one-line text of core's analysis_message.h.
#include <emscripten/emscripten.h>

#include <memory>
#include <string>

#include "session/analysis_message.h"

namespace {

struct Module {
  oc::Solver solver{std::size_t{32} << 20};
  std::optional<oc::AnalysisRequest> request;
  std::string text;  // the last result or error, returned to JavaScript
};

Module& module() {
  static Module m;
  return m;
}

}  // namespace

extern "C" {

// Starts solving a request; 0 if it was accepted, 1 if not (oc_solver_text
// then says why).
EMSCRIPTEN_KEEPALIVE int oc_solver_start(const char* request) {
  Module& m = module();
  std::string error;
  m.request = oc::parseRequest(request ? request : "", &error);
  if (!m.request) {
    m.text = error;
    return 1;
  }
  oc::Game game(m.request->rules);
  for (const oc::Move& move : m.request->moves) game.play(move);
  m.solver.start(game, m.request->budget);
  return 0;
}

// Works for about `milliseconds`; 1 once the result is ready (oc_solver_text).
EMSCRIPTEN_KEEPALIVE int oc_solver_step(double milliseconds) {
  Module& m = module();
  if (!m.request) return 1;
  const double end = emscripten_get_now() + milliseconds;
  bool done = !m.solver.running();
  while (!done && emscripten_get_now() < end) done = m.solver.step(2'000);
  if (!done) return 0;
  const oc::Geometry g = *oc::Geometry::make(m.request->rules.size, m.request->rules.lineLength);
  m.text = oc::replyText(oc::AnalysisReply{m.request->tag, m.solver.result()}, g);
  m.request.reset();
  return 1;
}

EMSCRIPTEN_KEEPALIVE const char* oc_solver_text() { return module().text.c_str(); }

}  // extern "C"
