// Where the game gets a solved set-up's proof (data/proofs/, made and checked
// by `ovc values` and `ovc verify`) for its perfect player: read from the
// checkout's data folder on the desktop; fetched by the browser from the
// site's proofs/ folder when a perfect computer first plays that set-up, so
// the game's own download does not carry them (ui/platform/*/proof_source.cpp).
#pragma once
#include <functional>
#include <string>

namespace ui {

// Calls `done` once with the file's bytes, or with "" and a reason. On the
// web it is called later, from the page's event loop; on the desktop at once.
void requestProof(const std::string& file, std::function<void(const std::string& bytes, const std::string& error)> done);

}  // namespace ui
