// Reads the proof from the checkout's data/proofs/ (OC_DATA_DIR, set by the build).
#include <fstream>
#include <sstream>

#include "proof_source.h"

namespace ui {

void requestProof(const std::string& file, std::function<void(const std::string& bytes, const std::string& error)> done) {
  const std::string path = std::string(OC_DATA_DIR) + "/proofs/" + file;
  std::ifstream in(path, std::ios::binary);
  if (!in.is_open()) {
    done("", "cannot read " + path);
    return;
  }
  std::ostringstream bytes;
  bytes << in.rdbuf();
  done(bytes.str(), "");
}

}  // namespace ui
