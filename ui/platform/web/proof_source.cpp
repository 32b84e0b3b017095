// Fetches proofs/<file> from beside the page, as bytes (a proof file is
// binary). The bytes come back through oc_proof_loaded. Requests may overlap:
// each carries its own number.
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstdlib>
#include <vector>
#include <utility>

#include "proof_source.h"

namespace ui {

namespace {

// The requests under way (a few at most), by number.
std::vector<std::pair<int, std::function<void(const std::string&, const std::string&)>>> g_waiting;
int g_lastRequest = 0;

EM_JS(void, oc_fetch_proof, (int request, const char* file), {
  var name = UTF8ToString(file);
  function reply(bytes, error) {
    var data = _malloc(Math.max(1, bytes.length));
    HEAPU8.set(bytes, data);
    var e = allocateUTF8(error);
    _oc_proof_loaded(request, data, bytes.length, e);  // frees both
  }
  fetch('proofs/' + encodeURIComponent(name)).then(function (r) {
    if (!r.ok) throw new Error('HTTP ' + r.status);
    return r.arrayBuffer();
  }).then(function (buffer) { reply(new Uint8Array(buffer), ""); },
          function (e) { reply(new Uint8Array(0), 'the proof ' + name + ' could not be loaded (' + e.message + ')'); });
});

}  // namespace

void requestProof(const std::string& file, std::function<void(const std::string& bytes, const std::string& error)> done) {
  const int request = ++g_lastRequest;
  g_waiting.emplace_back(request, std::move(done));
  oc_fetch_proof(request, file.c_str());
}

}  // namespace ui

extern "C" EMSCRIPTEN_KEEPALIVE void oc_proof_loaded(int request, char* data, int size, char* error) {
  const std::string bytes(data ? data : "", data && size > 0 ? static_cast<std::size_t>(size) : 0);
  const std::string e(error ? error : "");
  std::free(data);
  std::free(error);
  const auto it = std::find_if(ui::g_waiting.begin(), ui::g_waiting.end(), [request](const auto& w) { return w.first == request; });
  if (it == ui::g_waiting.end()) return;
  auto done = std::move(it->second);
  ui::g_waiting.erase(it);
  done(bytes, e);
}
