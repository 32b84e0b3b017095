#include "search/proof_library.h"

#include <fstream>
#include <sstream>
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

std::string shippedProofFile(const Rules& rules) {
  const ValueEntry* e = shippedValue(rules);
  if (!e || e->value == SetupValue::Open || e->proof.rfind("table:", 0) != 0) return "";
  return e->proof.substr(6);
}

bool registerShippedProof(const Rules& rules, const std::string& bytes, std::string* error) {
  const ValueEntry* e = shippedValue(rules);
  std::string why;
  StrategyProof proof;
  if (shippedProofFile(rules).empty()) why = "the values table names no proof for these rules";
  else if (!StrategyProof::parse(bytes, proof, why)) why = "malformed proof: " + why;
  else if (proof.rules() != e->rules || proof.winner() != (e->value == SetupValue::OrderWins ? Role::Order : Role::Chaos))
    why = "the proof is not the one the values table names";
  if (!why.empty()) {
    if (error) *error = why;
    return false;
  }
  registerProof(std::move(proof));
  return true;
}

int loadShippedProofs(const std::string& dir) {
  int loaded = 0;
  for (const ValueEntry& e : shippedValues()) {
    const std::string file = shippedProofFile(e.rules);
    if (file.empty()) continue;
    std::ifstream in(dir + "/" + file, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (in.is_open() && registerShippedProof(e.rules, bytes.str())) ++loaded;
  }
  return loaded;
}

}  // namespace oc
