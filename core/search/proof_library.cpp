#include "search/proof_library.h"

#include <vector>

#include "search/solved_values.h"

namespace oc {

namespace {

std::vector<StrategyProof>& library() {
  static std::vector<StrategyProof> proofs;
  return proofs;
}

}  // namespace

void registerProof(StrategyProof proof) {
  proof.sort();
  for (StrategyProof& p : library())
    if (p.rules() == proof.rules()) {
      p = std::move(proof);
      return;
    }
  library().push_back(std::move(proof));
}

const StrategyProof* loadedProof(const Rules& rules) {
  for (const StrategyProof& p : library())
    if (p.rules() == rules) return &p;
  return nullptr;
}

int loadShippedProofs(const std::string& dir) {
  int loaded = 0;
  for (const ValueEntry& e : shippedValues()) {
    if (e.proof.rfind("table:", 0) != 0 || e.value == SetupValue::Open) continue;
    StrategyProof proof;
    std::string error;
    if (!StrategyProof::load(dir + "/" + e.proof.substr(6), proof, error)) continue;
    const Role winner = e.value == SetupValue::OrderWins ? Role::Order : Role::Chaos;
    if (proof.rules() != e.rules || proof.winner() != winner) continue;
    registerProof(std::move(proof));
    ++loaded;
  }
  return loaded;
}

}  // namespace oc
