// Order's generalised strategy certificate: a position in which Order wins
// by mirroring on the ring and winning the centre game (centre_game.h). It
// covers boards whose line is one shorter than the board (the 6x6 game: the
// ring around the 4x4 centre) and boards whose line is as long as the board
// (the 4x4 mini game: the whole board is the centre).
//
// On a board with a ring, each centre line is extended to a full line of the
// board by two ring cells, its ends; the ends of the ten centre lines of the
// 6x6 board are its ten mirror pairs, and every ring cell is in one. Order's
// strategy: answer a Chaos move into an empty pair on the other end with the
// other kind; otherwise play the centre game. The ends decide which kinds a
// centre line's four needs to win (docs/solver.md has the argument):
//
// classic rule                      | exact-five rule
// both ends empty: either kind      | either kind (Chaos can never touch the
//                                   |   ends without losing; parity forces it)
// opposite kinds: either kind       | either kind
// the same kind k: k (a six wins)   | none (a six does not win)
// one end k, one empty: k; Chaos    | not covered
//   filling the other end is a pass;|
//   Order filling it with the other |
//   kind (closing the pair) makes   |
//   the line allow either kind      |
//
// A short diagonal of the board (as long as the line) is two ring cells
// around a short diagonal of the centre (centre_shape.h); its ends are in
// other lines' pairs. It allows kind k when both ends hold k (a five, under
// either rule), and nothing while an end is empty or they differ.
//
// Under exact-five the certificate also needs an even number of empty
// centre cells with Chaos to move: Order answers every centre move in the
// centre and every ring move on the ring, so Chaos is the one who must
// finally touch a winning line's ends.
//
// On a board without a ring the centre game is the game itself, so its
// value is exact both ways: a centre-game hold is a proven Chaos hold.
#pragma once
#include <optional>

#include "search/centre_game.h"
#include "rules.h"

namespace oc {

// A centre-game node is this many times cheaper than a node on the board
// (how the searches count the certificate's work against their budgets).
constexpr std::uint64_t kCentreNodesPerNode = 4;

struct OrderCertificateMove {
  Move move;
  bool mirror = false;  // on the other end of a pair (closing it), else in the centre
  int answered = -1;    // then the pair's filled end
};

class OrderCertificate {
 public:
  using Deadline = std::chrono::steady_clock::time_point;  // default: none

  OrderCertificate(const Geometry& g, Variant v, std::size_t tableBytes = std::size_t{4} << 20);
  // Uses another certificate's centre-game table (centre_table.h), for a
  // second search of the same rules on another thread; the table must
  // outlive this certificate's use.
  OrderCertificate(const Geometry& g, Variant v, CentreTable& shared);

  // Whether the board shape has the certificate at all.
  bool covers() const { return centreSize_ > 0; }
  // Whether the centre game is the whole game (no ring): its values are exact.
  bool exact() const { return covers() && !hasRing_; }

  // How much of the centre game to play. Closing half-filled pairs makes
  // Order's game larger and its search dearer: a search that calls the
  // certificate at every node first asks without it (`WithoutClosing`) and
  // comes back with it where the position proves hard.
  enum class Closing : std::uint8_t { WithoutClosing, WithClosing };

  // Chaos to move: OrderWins when the certificate proves Order's win;
  // ChaosHolds only where exact() (else "not covered"); Unknown when the
  // budget ran out or the position does not fit.
  CentreValue chaosToMove(const Board& b, std::uint64_t nodeLimit, std::uint64_t* nodes = nullptr, Deadline deadline = {},
                          Closing closing = Closing::WithClosing);

  // Order to move: OrderWins when the centre game is Order's (some move of
  // it wins: orderMove says which); ChaosHolds only where exact().
  CentreValue orderToMove(const Board& b, std::uint64_t nodeLimit, std::uint64_t* nodes = nullptr, Deadline deadline = {},
                          Closing closing = Closing::WithClosing);

  // Order to move: a move after which chaosToMove proves the win (a move of
  // the centre game, or the closing of a half-filled pair), or nullopt.
  std::optional<OrderCertificateMove> orderMove(const Board& b, std::uint64_t nodeLimit, std::uint64_t* nodes = nullptr,
                                                Deadline deadline = {}, Closing closing = Closing::WithClosing);

  // The kinds a full centre line l wins with, read off its two ring ends
  // (bit 1: X, bit 2: O; see the table above), and whether one end is
  // filled and the other empty (a pair: never a short diagonal). Without a
  // ring: all kinds on a full line, none on a short diagonal.
  unsigned allowedKinds(const Board& b, int l, bool* halfFilled = nullptr) const;

  // The centre game a position reduces to, or nullopt where it does not fit
  // (exact-five: a half-filled pair, or the wrong parity).
  std::optional<CentrePosition> centrePosition(const Board& b, bool orderToMove) const;

  std::size_t tableBytes() const { return solver_.tableBytes(); }
  CentreTable& centreTable() const { return solver_.table(); }
  void clearTable() { solver_.clear(); }
  void setCancel(const std::atomic<bool>* cancel) { solver_.setCancel(cancel); }  // see CentreGameSolver
  int centreSize() const { return centreSize_; }
  int centreCell(int boardCell) const;  // -1 outside the centre
  int boardCell(int centreCell) const;
  // The two ring cells that extend centre line l (none without a ring).
  std::pair<int, int> lineEnds(int l) const { return {ends_[l][0], ends_[l][1]}; }

 private:
  void describeShape();  // the centre, its lines and their ends, from the geometry
  Bits centreBits(Bits board) const;
  // chaosToMove and orderToMove.
  CentreValue value(const Board& b, bool orderToMove, std::uint64_t nodeLimit, std::uint64_t* nodes, Deadline deadline,
                    Closing closing);
  // The centre game's value; `solved`, if given, receives the form of the
  // position that was decided (see the .cpp).
  CentreValue solveCentre(const CentrePosition& p, std::uint64_t nodeLimit, std::uint64_t* nodes, Deadline deadline,
                          Closing closing, CentrePosition* solved = nullptr);

  Geometry geometry_;
  Variant variant_;
  int centreSize_ = 0;
  const CentreShape* shape_ = nullptr;  // the centre's, where covers()
  bool hasRing_ = false;
  int ends_[kMaxCentreLines][2] = {};
  CentreGameSolver solver_;
};

}  // namespace oc
