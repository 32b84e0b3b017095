#include "search/proof_builder.h"

#include <memory>
#include <unordered_set>
#include <vector>

#include "search/pairing_certificate.h"
#include "search/search_limit.h"
#include "search/win_distance.h"

namespace oc {

namespace {

// The distance search's effort for one of Order's moves.
constexpr std::uint64_t kDistanceNodes = 2'000'000;
// The pairing search's effort at one position.
constexpr int kPairingSteps = 20'000;

class Builder {
 public:
  Builder(SmallBoardSolver& solver, const Rules& rules, Role winner, ProofMoves moves, std::size_t maxEntries,
          SmallBoardSolver::Deadline fastestUntil)
      : solver_(solver),
        geometry_(*Geometry::make(rules.size, rules.lineLength)),
        tactics_(geometry_, rules.variant),
        coder_(geometry_),
        proof_(rules, winner),
        maxEntries_(maxEntries),
        fastestUntil_(fastestUntil) {
    if (winner == Role::Order && moves == ProofMoves::FastestWins) {
      distanceTable_ = std::make_unique<TranspositionTable>(std::size_t{64} << 20);
      distance_ = std::make_unique<WinDistance>(rules, *distanceTable_);
    }
  }

  std::uint64_t distanceNodes() const { return distance_ ? distance_->nodes() : 0; }

  // False when the solver could not give a move within its limit.
  bool walk(Board& b, int empties) {
    const CanonicalForm canonical = coder_.canonical(b);
    if (!visited_.insert(canonical.code).second) return true;
    if (solver_.toMove(b) == proof_.winner()) {
      // A line completed at once is left out: the checker finds it itself.
      Move completing;
      if (proof_.winner() == Role::Order && tactics_.immediateWins(b, &completing, 1) > 0) return true;
      std::optional<Move> m = fastestWin(b, empties);
      if (!m) m = solver_.winningMove(b);
      if (!m || proof_.size() >= maxEntries_) return false;
      proof_.add(canonical.code, symmetricMove(geometry_, canonical.symmetry, *m));
      return follow(b, empties, *m);
    }
    if (proof_.winner() == Role::Chaos) {
      // A pairing ends the walk here (strategy_proof.h).
      PairingRecord pairing{canonical.code, {}};
      if (findInsidePairing(tactics_, boardFromCode(geometry_, canonical.code), true, kPairingSteps, pairing.pairs)) {
        proof_.addPairing(std::move(pairing));
        return true;
      }
    }
    for (Bits cells = geometry_.allCells() & ~b.occupied(); cells; cells &= cells - 1)
      for (Kind k : {Kind::X, Kind::O})
        if (!follow(b, empties, Move{lowestCell(cells), k})) return false;
    return true;
  }

  StrategyProof take() {
    proof_.sort();
    return std::move(proof_);
  }

 private:
  // Order's move that wins soonest (within the fewest of its moves), so
  // that the strategy's games are as short as they can be and the proof
  // small; nullopt where the distance search gives up (the solver's move
  // is taken instead).
  std::optional<Move> fastestWin(const Board& b, int empties) {
    if (!distance_ || deadlinePassed(fastestUntil_)) return std::nullopt;
    distance_->position().reset(b);
    for (int k = 1; k <= (empties + 1) / 2; ++k) {
      distance_->setLimits(distance_->nodes() + kDistanceNodes, fastestUntil_);
      Move m{-1, Kind::X};
      if (distance_->orderWinsWithin(k, &m)) return m;
      if (distance_->aborted()) return std::nullopt;
    }
    return std::nullopt;
  }

  bool follow(Board& b, int empties, Move m) {
    b.place(m);
    bool ok = true;
    if (!tactics_.winsAfter(b, m) && empties > 1 && tactics_.anyAlive(b)) ok = walk(b, empties - 1);
    b.remove(m.cell);
    return ok;
  }

  SmallBoardSolver& solver_;
  Geometry geometry_;
  Tactics tactics_;
  CanonicalCoder coder_;
  StrategyProof proof_;
  std::size_t maxEntries_;
  SmallBoardSolver::Deadline fastestUntil_;
  std::unordered_set<PositionCode> visited_;
  std::unique_ptr<TranspositionTable> distanceTable_;
  std::unique_ptr<WinDistance> distance_;
};

}  // namespace

std::optional<StrategyProof> buildProof(SmallBoardSolver& solver, const Rules& rules, Role winner, ProofMoves moves,
                                        std::size_t maxEntries, std::uint64_t* distanceNodes,
                                        SmallBoardSolver::Deadline fastestUntil) {
  Builder builder(solver, rules, winner, moves, maxEntries, fastestUntil);
  Board empty;
  const bool complete = builder.walk(empty, rules.size * rules.size);
  if (distanceNodes) *distanceNodes = builder.distanceNodes();
  if (!complete) return std::nullopt;
  return builder.take();
}

}  // namespace oc
