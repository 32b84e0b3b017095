#include "search/proof_check.h"

#include <chrono>
#include <vector>

#include "notation.h"
#include "search/pairing_certificate.h"

namespace oc {

namespace {

// The positions already checked: an open-addressing set of codes, kept at
// most half full (the check visits millions, and a node-based set spent
// most of the check's time chasing pointers).
class CodeSet {
 public:
  // Whether the code was new.
  bool insert(PositionCode code) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    if (place(slots_, code + 1)) {
      ++count_;
      return true;
    }
    return false;
  }

 private:
  // Slots hold code + 1, so that 0 (the empty board's code) marks a free slot.
  static bool place(std::vector<PositionCode>& slots, PositionCode stored) {
    const std::size_t mask = slots.size() - 1;
    for (std::size_t i = mix(stored) & mask;; i = (i + 1) & mask) {
      if (slots[i] == stored) return false;
      if (slots[i] == 0) {
        slots[i] = stored;
        return true;
      }
    }
  }
  static std::size_t mix(PositionCode z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return static_cast<std::size_t>(z ^ (z >> 31));
  }
  void grow() {
    std::vector<PositionCode> bigger(slots_.empty() ? 1024 : 2 * slots_.size(), 0);
    for (PositionCode stored : slots_)
      if (stored) place(bigger, stored);
    slots_.swap(bigger);
  }

  std::vector<PositionCode> slots_;
  std::size_t count_ = 0;
};

class Checker {
 public:
  Checker(const StrategyProof& proof, ProofCheckReport& report)
      : proof_(proof),
        geometry_(*Geometry::make(proof.rules().size, proof.rules().lineLength)),
        coder_(geometry_),
        report_(report) {}

  bool walk(const Board& b) {
    const Outcome outcome = evaluate(geometry_, proof_.rules().variant, b);
    if (outcome.over()) {
      ++report_.endings;
      const Role winner = outcome.winner == Winner::Order ? Role::Order : Role::Chaos;
      if (winner != proof_.winner()) return fail(std::string(roleName(winner)) + " wins");
      return true;
    }
    // The table-driven form (the tests hold it equal to plainCanonical's, and
    // its symmetry maps b onto the image the code stands for): the check
    // spends most of its time here.
    const CanonicalForm canonical = coder_.canonical(b);
    if (!visited_.insert(canonical.code)) return true;
    ++report_.positions;
    const Role mover = b.count() % 2 == 0 ? proof_.rules().firstPlayer : opponent(proof_.rules().firstPlayer);
    if (mover == proof_.winner()) {
      ++report_.winnerTurns;
      const std::optional<Move> inCanonical = proof_.lookup(canonical.code);
      if (!inCanonical && proof_.winner() == Role::Order && completingMove(geometry_, proof_.rules().variant, b)) {
        ++report_.completions;  // left out of the proof: Order completes a line at once
        ++report_.endings;
        return true;
      }
      if (!inCanonical) return fail("the proof has no move here");
      if (inCanonical->cell < 0 || inCanonical->cell >= geometry_.cellCount())
        return fail("the proof's move is off the board");
      const Move m = symmetricMove(geometry_, inverseSymmetry(geometry_, canonical.symmetry), *inCanonical);
      if (!b.isEmpty(m.cell)) return fail("the proof's move is on a taken cell");
      return play(b, m);
    }
    if (const PairingRecord* pairing = proof_.pairingAt(canonical.code)) {
      if (proof_.winner() != Role::Chaos) return fail("a pairing in a proof for Order");
      std::string why;
      // On the position as the proof gives it (the canonical orientation).
      if (!pairingHolds(geometry_, proof_.rules().variant, boardFromCode(geometry_, canonical.code), pairing->pairs, &why))
        return fail("the pairing fails: " + why);
      ++report_.pairings;
      return true;
    }
    for (int cell = 0; cell < geometry_.cellCount(); ++cell) {
      if (!b.isEmpty(cell)) continue;
      for (Kind k : {Kind::X, Kind::O}) {
        ++report_.loserMoves;
        if (!play(b, Move{cell, k})) return false;
      }
    }
    return true;
  }

 private:
  bool play(const Board& b, Move m) {
    Board next = b;
    next.place(m);
    path_.push_back(m);
    const bool ok = walk(next);
    path_.pop_back();
    return ok;
  }
  bool fail(const std::string& what) {
    if (report_.failure.empty())
      report_.failure = what + " after \"" + recordText(geometry_, path_) + "\"";
    return false;
  }

  const StrategyProof& proof_;
  Geometry geometry_;
  CanonicalCoder coder_;
  ProofCheckReport& report_;
  CodeSet visited_;
  std::vector<Move> path_;
};

}  // namespace

ProofCheckReport checkProof(const StrategyProof& proof) {
  const auto start = std::chrono::steady_clock::now();
  ProofCheckReport report;
  Checker checker(proof, report);
  report.valid = checker.walk(Board{});
  const std::uint64_t answered = report.winnerTurns - report.completions;
  report.unusedEntries = proof.size() >= answered ? proof.size() - answered : 0;
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

}  // namespace oc
