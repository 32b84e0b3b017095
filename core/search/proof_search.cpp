#include "search/proof_search.h"

#include <algorithm>
#include <array>
#include <iterator>

#include "search/pairing_certificate.h"
#include "search/search_limit.h"
#include "search/small_sort.h"

namespace oc {

namespace {

constexpr std::uint32_t kInf = kProofInfinity;
// The levels below the root at which the two searches share what they
// settle (root_move_values.h).
constexpr int kPathDepth = RootMoveValues::kPathDepth;
constexpr int kMaxChildren = 2 * kMaxCells;
// How many children ahead generate() asks for a child's table bucket
// (measured: docs/solver-history.md).
constexpr int kChildrenAhead = 8;
// The slots of the children cache (children_cache.h): 1.3 MB.
constexpr std::size_t kChildrenCacheSlots = 2048;
// Certificate budgets: a node deep in the tree gets a small one (most
// positions fail fast), the root a large one.
constexpr std::uint64_t kCentreNodesInner = 30'000;
// At an Order node the centre game with closings gets this fraction of the
// budget the game without them left.
constexpr std::uint64_t kClosingShareAtOrderNodes = 256;
// The numbers a new node starts with, from the live empty cells of its
// parent. A Chaos node (after an Order move) starts with a proof number of
// half a point per cell, an Order node (after a Chaos move) with a disproof
// number of a quarter per cell. (Until the threat sequences' reach was cut
// to the windows they threaten on, 8 per cell kept the search in one Order
// move longest and measured best; now that more of Chaos's replies are
// settled on sight, Order's moves are cheaper to open and compare.
// Measured: docs/solver-history.md.)
constexpr std::uint32_t kLiveCellsPerProof = 2;
constexpr std::uint32_t kLiveCellsPerDisproof = 4;
constexpr std::uint64_t kCentreNodesRoot = 2'000'000;
// A node that proves hard gets the centre-game certificate again, with the
// closing of pairs, once the search below it has cost as much as the try
// (board nodes, counted as kCentreNodesPerNode centre nodes each); the
// budget doubles with each try. (Measured: docs/solver-history.md.)
constexpr std::uint64_t kCentreNodesAgain = 120'000;
constexpr int kMostCentreRetries = kCentreRetries >> kCentreRetriesShift;
// Moves are ordered by the live windows through their cell, each counting
// 2^(its tokens of the kind): a window's weight doubles with each token
// (the tactics' default quadruples it, which ranked a cell on one or two
// full windows above one on many; measured: docs/solver-history.md).
constexpr int kWeightGrowth = 1;
// And a step of the threat-sequence search this many times.
constexpr int kThreatStepsPerNode = 8;

std::uint32_t add(std::uint32_t a, std::uint32_t b) {
  if (a >= kInf || b >= kInf) return kInf;
  return std::min<std::uint32_t>(a + b, kInf - 1);  // a finite sum stays finite
}

// The sort keys of generate(): a child's index in the low bits (at most
// kMaxChildren = 128), its history above them.
constexpr std::uint64_t kHistoryShift = 7;
constexpr std::uint64_t kIndexMask = (std::uint64_t{1} << kHistoryShift) - 1;
static_assert(kMaxChildren <= kIndexMask + 1, "a child's index fits below its history");

// The child's threshold with the 1+epsilon trick (epsilon = 1/4): room to
// work past the second-best sibling before switching back to it.
std::uint32_t siblingThreshold(std::uint32_t second) {
  if (second >= kInf) return kInf;
  return std::min<std::uint32_t>(kInf - 1, std::max(second + 1, second + second / 4));
}

// Siblings are compared by their numbers weighted by their place in the move
// order: the child at rank r counts (kRankWeight + r*r/4) / kRankWeight
// times its number (1.25 at rank 4, twice at rank 8, five times at rank
// 16), so a move late in the order must look that much easier to be chosen.
// Proof numbers grow with the depth of a proof, so a factor on a new node's
// numbers alone is soon outgrown (and measured no better); a factor on every
// comparison keeps the search in the moves the order favours, and it leaves
// them when they prove that much harder. The factor grows with the square
// of the rank: the winning move is among the first four in four cases of
// five, and a factor growing only with the rank let the search open ten to
// thirty siblings first. (Measured: docs/solver-history.md.)
constexpr std::uint64_t kRankWeight = 16;

std::uint64_t rankFactor(int rank) {
  const std::uint64_t r = static_cast<std::uint64_t>(rank);
  return kRankWeight + r * r / 4;
}

std::uint32_t weighted(std::uint32_t number, int rank) {
  if (number == 0 || number >= kInf) return number;
  return static_cast<std::uint32_t>(std::min<std::uint64_t>(kInf - 1, std::uint64_t{number} * rankFactor(rank) / kRankWeight));
}

// The child's own threshold for a weighted one: the child works until its
// weighted number reaches `threshold`.
std::uint32_t unweighted(std::uint32_t threshold, int rank) {
  if (threshold >= kInf) return kInf;
  const std::uint64_t factor = rankFactor(rank);
  return static_cast<std::uint32_t>((std::uint64_t{threshold} * kRankWeight + factor - 1) / factor);
}

// An Order node's disproof number is its children's largest plus one for
// each other open child (weak proof numbers, Ueda et al. 2008), not their
// sum. A sum counts every Order move's whole refutation, so after Chaos's
// holding move, dozens of Order moves each refuted in a few nodes looked as
// hard as the moves Order wins after, and the search refuted those first.
// (The same at Chaos nodes, for the proof number, made Order's wins slower.
// Measured: docs/solver-history.md.)
std::uint32_t weakSum(std::uint32_t largest, std::uint32_t open) {
  if (largest >= kInf) return kInf;
  return std::min<std::uint32_t>(kInf - 1, largest + (open > 0 ? open - 1 : 0));
}

}  // namespace

ProofSearch::ProofSearch(const Rules& rules, ProofTable& table, OrderCertificate& certificate)
    : rules_(rules),
      tactics_(*Geometry::make(rules.size, rules.lineLength), rules.variant),
      threats_(tactics_),
      position_(tactics_.geometry()),
      table_(table),
      certificate_(certificate),
      rulesTag_(ProofTable::rulesTag(rules.size, rules.lineLength, static_cast<int>(rules.variant),
                                     static_cast<int>(rules.firstPlayer))),
      childrenCache_(kChildrenCacheSlots) {
  forgetKillers();
}

bool ProofSearch::orderToMove() const {
  const bool firstToMove = board().count() % 2 == 0;
  return firstToMove == (rules_.firstPlayer == Role::Order);
}

void ProofSearch::setRoot(const Board& board) {
  position_.reset(board);
  nodes_ = 0;
  startRoot();
}

void ProofSearch::playAtRoot(Move m) {
  place(m);
  startRoot();
}

void ProofSearch::startRoot() {
  rootTokens_ = board().count();
  rootValue_ = ProofValue::Unknown;
  rootMethod_ = ProofMethod::None;
  rootCentreSpent_ = 0;
  rootPairingSought_ = false;
  tryInPieces_ = TryInPieces{};
}

void ProofSearch::forgetKillers() {
  std::fill(std::begin(killer_), std::end(killer_), kNoKiller);
  std::fill(std::begin(chaosHistory_), std::end(chaosHistory_), 0u);
  childrenCache_.clear();  // its open children's numbers steer the search too
}

PositionKey ProofSearch::key() const {
  PositionKey k = position_.key();
  k.hash ^= std::uint64_t{rulesTag_} * 0x9E3779B97F4A7C15ull;  // the rules pick the bucket too
  return k;
}

PositionKey ProofSearch::childKey(Move m) const {
  PositionKey k = position_.keyAfter(m);
  k.hash ^= std::uint64_t{rulesTag_} * 0x9E3779B97F4A7C15ull;
  return k;
}

bool ProofSearch::cancelled() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }

bool ProofSearch::deadlinePassed() {
  if (oc::deadlinePassed(deadline_) || cancelled()) aborted_ = true;
  return aborted_;
}

bool ProofSearch::limitReached() {
  if (!aborted_ && (nodes_ >= pauseAt_ || searchLimitReached(nodes_, nodeLimit_, deadline_) || cancelled())) aborted_ = true;
  return aborted_;
}

ProofValue ProofSearch::sharedValueHere(int depth) const {
  return kPathDepth == 1 || depth == 1 ? shared_->get(path_[0]) : shared_->getAfter(path_, depth);
}

void ProofSearch::takeSharedValues(Child* children, int n, int depth) {
  Move line[kPathDepth + 1];
  std::copy(path_, path_ + depth, line);
  for (int i = 0; i < n; ++i) {
    Child& c = children[i];
    if (c.pn == 0 || c.dn == 0) continue;
    line[depth] = c.move;
    const ProofValue v = kPathDepth == 1 || depth == 0 ? shared_->get(c.move) : shared_->getAfter(line, depth + 1);
    if (v == ProofValue::Unknown) continue;
    c.pn = v == ProofValue::OrderWins ? 0 : kInf;
    c.dn = v == ProofValue::OrderWins ? kInf : 0;
    // In the table too, for rootMoves() and the moves chosen from the proof.
    const PositionKey k = childKey(c.move);
    table_.store(k.hash, k.x, k.o, rulesTag_, c.pn, c.dn, 0, 0);
  }
}

void ProofSearch::keepOffHelper(const Child* children, int n, bool orderNode, int* best, std::uint32_t* second) const {
  if (!shared_->isWorking(RootMoveValues::Work::HelperRoot, children[*best].move)) return;
  int alternative = -1;
  std::uint32_t number = kInf, after = kInf;
  for (int i = 0; i < n; ++i) {
    if (i == *best || children[i].pn == 0 || children[i].dn == 0) continue;
    const std::uint32_t mine = weighted(orderNode ? children[i].pn : children[i].dn, i);
    if (mine < number) {
      after = number;
      number = mine;
      alternative = i;
    } else {
      after = std::min(after, mine);
    }
  }
  if (alternative < 0 || number >= kInf) return;
  *best = alternative;
  *second = after;
}

ProofSearch::Leaf ProofSearch::evaluate(bool orderNode, std::uint8_t* flags, bool root, ProofMethod* method) {
  if (position_.empties() == 0 || !tactics_.anyAlive(board())) {
    *method = ProofMethod::GameOver;
    return Leaf::Disproven;
  }
  Move threats[8];
  const int threatCount = tactics_.immediateWins(board(), threats, 8);
  if (threatCount > 0) {
    *method = ProofMethod::ImmediateWin;
    if (orderNode) return Leaf::Proven;
    // Chaos can stop one cell's threat, with the kind that does not win there.
    if (threatCount > 8) return Leaf::Proven;
    for (int i = 1; i < threatCount; ++i)
      if (threats[i].cell != threats[0].cell) return Leaf::Proven;
    if (threatCount > 1) return Leaf::Proven;  // both kinds win on that cell
    const Move block{threats[0].cell, other(threats[0].kind)};
    place(block);
    const bool loses = tactics_.winsAfter(board(), block);
    unplace(block);
    if (loses) return Leaf::Proven;
    *method = ProofMethod::None;
    return Leaf::Open;  // the block is searched like any move
  }
  // A win by continuous threats: decided before any certificate is tried.
  if (orderNode) {
    int steps = 0;
    const bool wins = threats_.orderWins(board(), &steps);
    nodes_ += static_cast<std::uint64_t>(steps / kThreatStepsPerNode);
    if (wins) {
      *method = ProofMethod::Search;
      return Leaf::Proven;
    }
  }
  // The certificates get what the node limit leaves (a centre node counts
  // as a fraction of a board node).
  const auto room = [this]() -> std::uint64_t { return nodeLimit_ > nodes_ ? nodeLimit_ - nodes_ : 0; };
  // Chaos's pairing, before Order's centre game: a third of the Order
  // nodes that get this far are held by a pairing, which costs less than
  // the centre game that cannot settle them (measured: docs/solver-history.md).
  // Not at inner Chaos nodes: Chaos keeps a pairing by playing off its pairs
  // (or spending a spare one), so a child finds it, and the many calls that
  // find none cost more than the search saves (measured: docs/solver-history.md).
  if (!(*flags & kNoPairing) && !(root && rootPairingSought_) && (orderNode || root)) {
    const int cap = root ? kPairingStepsRoot : kPairingStepsInner;
    const int limit = static_cast<int>(std::min<std::uint64_t>(static_cast<std::uint64_t>(cap), room()));
    int steps = 0;
    const bool paired = chaosHasPairing(tactics_, board(), orderNode, limit, &steps);
    nodes_ += static_cast<std::uint64_t>(steps);
    if (paired) {
      *method = ProofMethod::Pairing;
      return Leaf::Disproven;
    }
    if (steps >= limit && limit < cap) {
      aborted_ = true;
      return Leaf::Interrupted;
    }
    *flags |= kNoPairing;
    if (root) rootPairingSought_ = true;  // nothing is stored for a root in pieces (below)
  }
  // The centre game: one cut short by the node limit interrupts the
  // search, and the next slice tries again (the centre game's table keeps
  // its progress).
  if (certificate_.covers()) {
    const std::uint64_t cap = root ? kCentreNodesRoot : kCentreNodesInner;
    const std::uint64_t available = room();
    const std::uint64_t budget = std::min(cap, available > cap / kCentreNodesPerNode ? cap : available * kCentreNodesPerNode);
    using Closing = OrderCertificate::Closing;
    const auto centreGame = [&](Closing closing, std::uint64_t nodes, std::uint64_t* spent) {
      return orderNode ? certificate_.orderToMove(board(), nodes, spent, deadline_, closing)
                       : certificate_.chaosToMove(board(), nodes, spent, deadline_, closing);
    };
    // With Order's closing of half-filled pairs (the larger game) at Chaos
    // nodes. At Order nodes, where Order's own certificate moves make that
    // game larger still, it first goes without, and where Chaos holds that
    // game, tries the closings on a small share of what is left; hard nodes
    // get more (centreGameAgain). (Measured: docs/solver-history.md.)
    const Closing first = orderNode ? Closing::WithoutClosing : Closing::WithClosing;
    // At the root, for a caller that works in slices, the first game runs
    // in pieces (kCentrePieceNodes) out of the root's whole budget: a piece
    // that ends unsolved pauses the search, and since nothing is stored for
    // the root, the next call comes back here and goes on.
    std::uint64_t used = 0;  // by this call
    bool cut = false;        // the first game stopped at the limit, unsolved
    CentreValue v = CentreValue::Unknown;
    if (root && pauseAt_ < nodeLimit_) {
      const std::uint64_t left = cap > rootCentreSpent_ ? cap - rootCentreSpent_ : 0;
      if (left > 0) {  // else the pieces have spent the whole budget: the game stays unknown
        const std::uint64_t piece = std::min({kCentrePieceNodes, left, budget});
        v = centreGame(first, piece, &used);
        rootCentreSpent_ += used;
        cut = v == CentreValue::Unknown && used >= piece;
        if (cut && piece < budget && rootCentreSpent_ < cap && !deadlinePassed()) {
          nodes_ += used / kCentreNodesPerNode;
          aborted_ = true;
          return Leaf::Interrupted;
        }
      }
    } else {
      v = centreGame(first, budget, &used);
      cut = v == CentreValue::Unknown && used >= budget;
    }
    if (orderNode && v == CentreValue::Unknown && !cut && !deadlinePassed()) {
      std::uint64_t more = 0;
      v = centreGame(Closing::WithClosing, (budget - std::min(budget, used)) / kClosingShareAtOrderNodes, &more);
      used += more;
    }
    nodes_ += used / kCentreNodesPerNode;
    if (v != CentreValue::Unknown) {
      *method = ProofMethod::CentreGame;
      return v == CentreValue::OrderWins ? Leaf::Proven : Leaf::Disproven;
    }
    if (cut && budget < cap) {
      aborted_ = true;
      return Leaf::Interrupted;
    }
    if (deadlinePassed()) return Leaf::Interrupted;
  }
  return Leaf::Open;
}

int ProofSearch::generate(bool orderNode, Child* out) {
  const Geometry& g = tactics_.geometry();
  const Bits empty = g.allCells() & ~board().occupied();
  const bool exactFive = rules_.variant == Variant::ExactFive;
  // The cells of the windows alive for each kind (and their ends under exact-five).
  const Tactics::AliveCells alive = tactics_.aliveCells(board());
  int n = 0;
  if (!orderNode) {
    Move threat;
    if (tactics_.immediateWins(board(), &threat, 1) > 0) {  // evaluate() left exactly one block
      out[n++] = Child{Move{threat.cell, other(threat.kind)}, 1, 1, 0};
    }
  }
  if (n == 0) {
    const Bits aliveX = alive.x, aliveO = alive.o, relevant = alive.relevant;
    for (Bits cells = empty & relevant; cells; cells &= cells - 1) {
      const int cell = lowestCell(cells);
      const Tactics::CellWeights weight = tactics_.weights(board(), cell, kWeightGrowth);
      bool kinds[2] = {true, true};
      if (!exactFive) {
        const bool x = aliveX & bit(cell), o = aliveO & bit(cell);
        if (x != o) {
          // Only one kind has live windows here: Order builds it, Chaos spoils it.
          const Kind useful = x ? Kind::X : Kind::O;
          const Kind keep = orderNode ? useful : other(useful);
          kinds[kindIndex(other(keep))] = false;
        }
      }
      for (Kind k : {Kind::X, Kind::O}) {
        if (!kinds[kindIndex(k)]) continue;
        out[n++] = Child{Move{cell, k}, 1, 1, orderNode ? weight.build(k) : weight.spoil(k)};
      }
    }
    if (const Bits dead = empty & ~relevant) {
      out[n++] = Child{Move{lowestCell(dead), Kind::X}, 1, 1, -1'000'000};
    }
    // Best score first; at Chaos nodes, ties go to the move that has refuted
    // the most Order moves so far in this search (its history), then to
    // generation order. The packed keys (score above, history, index below)
    // are sorted and each child is then copied once, which is quicker than
    // sorting the children themselves.
    std::uint64_t keys[kMaxChildren];
    for (int i = 0; i < n; ++i) {
      const std::uint64_t history = orderNode ? 0 : chaosHistory_[moveCode(out[i].move)];  // saturates at kMostHistory (mid)
      keys[i] = static_cast<std::uint64_t>(0x7FFFFFFF - static_cast<std::int64_t>(out[i].score)) << 32 |
                (kMostHistory - history) << kHistoryShift | static_cast<std::uint32_t>(i);
    }
    smallStableSort(keys, n, [](std::uint64_t a, std::uint64_t b) { return a < b; });
    Child sorted[kMaxChildren];
    for (int i = 0; i < n; ++i) sorted[i] = out[keys[i] & kIndexMask];
    std::copy(sorted, sorted + n, out);
    // The move that last settled a node with as many tokens in its mover's
    // favour (a Chaos move that refuted an Order move, an Order move that
    // won) often settles this sibling too: it is tried first.
    const Move killer = killer_[board().count()];
    for (int i = 1; i < n; ++i)
      if (out[i].move == killer) {
        std::rotate(out, out + i, out + i + 1);
        break;
      }
  }
  // The children's table buckets are asked for ahead of their lookups
  // (below), a few children ahead: the memory works while the threats are
  // worked out, and each bucket has come when its child is looked up.
  std::uint64_t hashes[kMaxChildren];
  for (int i = 0; i < n; ++i) {
    hashes[i] = position_.hashAfter(out[i].move) ^ std::uint64_t{rulesTag_} * 0x9E3779B97F4A7C15ull;
    if (i < kChildrenAhead) table_.prefetch(hashes[i]);
  }
  // The cells where a move may make a threat (tactics.h), worked out once
  // for both uses below.
  const bool wantCandidates = n > 1 && (!orderNode || !exactFive);
  const std::array<Bits, 2> candidates = wantCandidates ? tactics_.threatCandidates(board()) : std::array<Bits, 2>{0, 0};
  // Where Chaos must play to stop Order's wins by continuous threats (all cells when there is none).
  Bits mustPlay = ~Bits{0};
  if (!orderNode && n > 1) {
    int steps = 0;
    mustPlay = threats_.chaosMustPlay(board(), candidates, &steps);
    nodes_ += static_cast<std::uint64_t>(steps / kThreatStepsPerNode);
  }
  // Children settled on sight: a Chaos move that leaves Order a win, an
  // Order move after which Chaos cannot stop every threat. (The node has
  // no threat of its own left, so every threat after the move is new.)
  const std::uint32_t live = static_cast<std::uint32_t>(popcount(alive.relevant & empty));
  const std::uint32_t chaosNodeProof = std::max<std::uint32_t>(1, live / kLiveCellsPerProof);
  const std::uint32_t orderNodeDisproof = std::max<std::uint32_t>(1, live / kLiveCellsPerDisproof);
  // Under the classic rule a move makes a threat only on a threat
  // candidate of its kind (tactics.h), and where the node has no threat
  // (more than one child) no move completes a line: elsewhere the checks
  // below would find nothing, and are skipped.
  std::array<Bits, 2> mayThreaten{~Bits{0}, ~Bits{0}};
  if (!exactFive && n > 1) mayThreaten = candidates;
  for (int i = 0; i < n; ++i) {
    if (i + kChildrenAhead < n) table_.prefetch(hashes[i + kChildrenAhead]);
    int count = 0;
    bool completes = false;
    if (mayThreaten[kindIndex(out[i].move.kind)] & bit(out[i].move.cell)) {
      Move threats[4];
      Board after = board();
      after.place(out[i].move);
      count = tactics_.threatsAfter(after, out[i].move.cell, threats, 4);
      completes = !orderNode && tactics_.winsAfter(after, out[i].move);
    }
    bool proven = false;
    if (!orderNode) {
      proven = count > 0 || completes || !(mustPlay & bit(out[i].move.cell));
    } else {
      // Two threats: on two cells, or both kinds on one; one Chaos move stops one.
      proven = count > 1;
    }
    if (proven) {
      out[i].pn = 0;
      out[i].dn = kInf;
    } else {
      // Unknown so far: numbers by the live cells (above). After a threat
      // Chaos has one reply, so that child starts at 1.
      if (orderNode) out[i].pn = count == 1 ? 1 : chaosNodeProof;
      else out[i].dn = orderNodeDisproof;
      // What the table knows of the child. Most children are new: the
      // tags tell, and the canonical form is worked out only for those the
      // table may hold.
      if (table_.mayHold(hashes[i], rulesTag_)) {
        const PositionKey k = childKey(out[i].move);
        if (const ProofEntry* e = table_.find(k.hash, k.x, k.o, rulesTag_)) {
          out[i].pn = e->pn;
          out[i].dn = e->dn;
        }
      }
    }
  }
  return n;
}

int ProofSearch::childrenOfNode(bool orderNode, bool seenBefore, Child* out) {
  if (seenBefore) {
    if (const ChildrenCache::Slot* s = childrenCache_.find(position_.boardHash(), board())) {
      for (int i = 0; i < s->count; ++i) out[i] = Child{moveFromCode(s->move[i]), s->pn[i], s->dn[i], 0};
      return s->count;
    }
  }
  return generate(orderNode, out);
}

void ProofSearch::keepChildren(const Child* children, int n) {
  if (n == 0 || n > ChildrenCache::kMostChildren) return;
  ChildrenCache::Slot& s = childrenCache_.slotFor(position_.boardHash(), board());
  for (int i = 0; i < n; ++i) {
    s.move[i] = static_cast<std::uint8_t>(moveCode(children[i].move));
    s.pn[i] = children[i].pn;
    s.dn[i] = children[i].dn;
  }
  s.count = static_cast<std::uint8_t>(n);
}

ProofSearch::Numbers ProofSearch::mid(std::uint32_t thpn, std::uint32_t thdn, bool root) {
  const std::uint64_t start = nodes_;
  ++nodes_;
  const bool orderNode = orderToMove();
  const PositionKey k = key();
  std::uint8_t flags = 0;
  std::uint32_t previousWork = 0;
  bool seenBefore = false;
  if (const ProofEntry* e = table_.find(k.hash, k.x, k.o, rulesTag_)) {
    if (e->pn == 0 || e->dn == 0 || e->pn >= thpn || e->dn >= thdn) return {e->pn, e->dn};
    flags = e->flags;
    previousWork = e->work;
    seenBefore = true;
  } else {
    ProofMethod method = ProofMethod::None;
    const Leaf leaf = evaluate(orderNode, &flags, root, &method);
    if (leaf == Leaf::Interrupted) return {1, 1};  // nothing stored: evaluated again next time
    if (leaf != Leaf::Open) {
      const Numbers settled = leaf == Leaf::Proven ? Numbers{0, kInf} : Numbers{kInf, 0};
      table_.store(k.hash, k.x, k.o, rulesTag_, settled.pn, settled.dn,
                   static_cast<std::uint32_t>(std::min<std::uint64_t>(nodes_ - start, kInf)), flags);
      if (root) rootMethod_ = method;
      return settled;
    }
  }
  Child children[kMaxChildren];
  const int n = childrenOfNode(orderNode, seenBefore, children);
  Numbers self{1, 1};
  // On the path being searched, where the other search may have settled
  // this node (kPathDepth levels from the root) or its children (a level
  // less).
  const int depth = board().count() - rootTokens_;
  const bool sharedHere = shared_ && !root && depth <= kPathDepth;
  const bool sharedBelow = shared_ && depth < kPathDepth;
  while (true) {
    if (sharedBelow) takeSharedValues(children, n, depth);
    // This node's numbers from its children's, and the child to work on:
    // the mover's child with the least weighted number (its proof number at
    // an Order node, its disproof number at a Chaos node); the other
    // numbers add up, as a weak sum at Order nodes (weakSum).
    int best = -1;
    std::uint32_t chosen = kInf, second = kInf, sum = 0, largest = 0, open = 0;
    for (int i = 0; i < n; ++i) {
      const std::uint32_t mine = weighted(orderNode ? children[i].pn : children[i].dn, i);
      if (orderNode) {
        if (children[i].dn != 0) {
          largest = std::max(largest, children[i].dn);
          ++open;
        }
      } else {
        sum = add(sum, children[i].pn);
      }
      if (mine < chosen) {
        second = chosen;
        chosen = mine;
        best = i;
      } else {
        second = std::min(second, mine);
      }
    }
    self = orderNode ? Numbers{chosen, weakSum(largest, open)} : Numbers{sum, chosen};
    if (best >= 0 && chosen == 0) {
      killer_[board().count()] = children[best].move;
      if (!orderNode) {
        std::uint32_t& refuted = chaosHistory_[moveCode(children[best].move)];
        refuted = std::min(refuted + 1, kMostHistory);
      }
    }
    if (self.pn == 0 || self.dn == 0 || self.pn >= thpn || self.dn >= thdn || best < 0) break;
    if (limitReached()) break;
    if (sharedHere) {
      if (const ProofValue v = sharedValueHere(depth); v != ProofValue::Unknown) {
        self = v == ProofValue::OrderWins ? Numbers{0, kInf} : Numbers{kInf, 0};  // the other search settled it
        break;
      }
    }
    if (centreGameAgain(orderNode, k.hash, previousWork + (nodes_ - start), &flags, &self)) {
      if (root) rootMethod_ = ProofMethod::CentreGame;
      break;
    }
    if (aborted_) break;  // the try paused between two of its pieces
    if (root && publishesWork_) keepOffHelper(children, n, orderNode, &best, &second);
    Child& c = children[best];
    std::uint32_t childPn, childDn;
    if (orderNode) {
      childPn = unweighted(std::min(thpn, siblingThreshold(second)), best);
      childDn = thdn >= kInf ? kInf : thdn - (self.dn - c.dn);
    } else {
      childDn = unweighted(std::min(thdn, siblingThreshold(second)), best);
      childPn = thpn >= kInf ? kInf : thpn - (self.pn - c.pn);
    }
    if (depth < kPathDepth) path_[depth] = c.move;
    if (publishesWork_ && sharedBelow) {
      if (root) shared_->setWorking(RootMoveValues::Work::MainRoot, c.move);
      else if (kPathDepth > 1) shared_->setMainPath(depth, c.move);
    }
    place(c.move);
    const Numbers r = mid(childPn, childDn, false);
    unplace(c.move);
    c.pn = r.pn;
    c.dn = r.dn;
    if (sharedBelow && (r.pn == 0 || r.dn == 0)) {  // for the other search
      const ProofValue v = r.pn == 0 ? ProofValue::OrderWins : ProofValue::ChaosHolds;
      if (root) shared_->set(c.move, v);
      else if (kPathDepth > 1) shared_->setAfter(path_, depth + 1, v);
    }
  }
  if (self.pn != 0 && self.dn != 0) keepChildren(children, n);  // a settled node is not searched again
  const std::uint64_t work = previousWork + (nodes_ - start);
  table_.store(k.hash, k.x, k.o, rulesTag_, self.pn, self.dn, static_cast<std::uint32_t>(std::min<std::uint64_t>(work, kInf)),
               flags);
  if (root && (self.pn == 0 || self.dn == 0) && rootMethod_ == ProofMethod::None) rootMethod_ = ProofMethod::Search;
  return self;
}

// The centre-game certificate again, with more budget and the closing of
// pairs, once the work below this node has grown to its cost (see
// kCentreNodesAgain). True when it settled the node (`settled` then holds
// its numbers).
bool ProofSearch::centreGameAgain(bool orderNode, std::uint64_t hash, std::uint64_t work, std::uint8_t* flags, Numbers* settled) {
  if (!certificate_.covers()) return false;
  const int tries = (*flags & kCentreRetries) >> kCentreRetriesShift;
  if (tries >= kMostCentreRetries) return false;
  const std::uint64_t budget = kCentreNodesAgain << tries;
  const std::uint64_t room = nodeLimit_ > nodes_ ? nodeLimit_ - nodes_ : 0;
  if (work * kCentreNodesPerNode < budget || room * kCentreNodesPerNode < budget) return false;
  // For a caller that works in slices, a large try runs in pieces like the
  // root's centre game (kCentrePieceNodes): the search pauses between them,
  // and when it comes back to this node, the try goes on where it was.
  const bool inPieces = pauseAt_ < nodeLimit_ && budget > kCentrePieceNodes;
  const bool goesOn = inPieces && tryInPieces_.hash == hash && tryInPieces_.tries == tries;
  const std::uint64_t spentBefore = goesOn ? tryInPieces_.spent : 0;
  const std::uint64_t piece = inPieces ? std::min(kCentrePieceNodes, budget - spentBefore) : budget;
  std::uint64_t used = 0;
  const CentreValue v = orderNode ? certificate_.orderToMove(board(), piece, &used, deadline_)
                                  : certificate_.chaosToMove(board(), piece, &used, deadline_);
  nodes_ += used / kCentreNodesPerNode;
  if (v == CentreValue::Unknown && deadlinePassed()) return false;  // cut short: try this budget again
  const std::uint64_t spent = spentBefore + used;
  tryInPieces_ = TryInPieces{};
  if (inPieces && v == CentreValue::Unknown && used >= piece && spent < budget) {
    tryInPieces_ = TryInPieces{hash, tries, spent};
    aborted_ = true;
    return false;
  }
  // Unknown within the budget: the centre game holds (or does not fit), and
  // a larger budget would not change that.
  const int triesNow = v == CentreValue::Unknown && spent < budget ? kMostCentreRetries : tries + 1;
  *flags = static_cast<std::uint8_t>((*flags & ~kCentreRetries) | triesNow << kCentreRetriesShift);
  if (v == CentreValue::Unknown) return false;
  *settled = v == CentreValue::OrderWins ? Numbers{0, kInf} : Numbers{kInf, 0};
  return true;
}

ProofValue ProofSearch::run(std::uint64_t nodeLimit, std::chrono::steady_clock::time_point deadline, std::uint64_t pauseAt) {
  if (rootValue_ != ProofValue::Unknown) return rootValue_;
  nodeLimit_ = nodeLimit;
  pauseAt_ = pauseAt;
  deadline_ = deadline;
  aborted_ = false;
  while (!aborted_) {
    const Numbers r = mid(kInf, kInf, true);
    if (r.pn == 0) rootValue_ = ProofValue::OrderWins;
    if (r.dn == 0) rootValue_ = ProofValue::ChaosHolds;
    if (rootValue_ != ProofValue::Unknown) {
      if (rootMethod_ == ProofMethod::None) rootMethod_ = ProofMethod::Search;  // settled from the table
      break;
    }
    if (nodes_ >= nodeLimit_ || nodes_ >= pauseAt_) break;
  }
  return rootValue_;
}

std::vector<ProofSearch::MoveValue> ProofSearch::rootMoves() {
  std::vector<MoveValue> out;
  const bool orderNode = orderToMove();
  Child children[kMaxChildren];
  const int n = generate(orderNode, children);
  for (int i = 0; i < n; ++i) {
    MoveValue mv{children[i].move, ProofValue::Unknown, 0};
    if (children[i].pn == 0) mv.value = ProofValue::OrderWins;
    if (children[i].dn == 0) mv.value = ProofValue::ChaosHolds;
    place(children[i].move);
    const PositionKey k = key();
    if (const ProofEntry* e = table_.find(k.hash, k.x, k.o, rulesTag_)) mv.work = e->work;
    unplace(children[i].move);
    out.push_back(mv);
  }
  return out;
}

ProofValue ProofSearch::valueAfter(Move m, std::uint64_t nodeLimit, std::chrono::steady_clock::time_point deadline) {
  path_[0] = m;
  place(m);
  ProofValue v = ProofValue::Unknown;
  if (tactics_.winsAfter(board(), m)) {
    v = ProofValue::OrderWins;
  } else {
    nodeLimit_ = nodeLimit > ~std::uint64_t{0} - nodes_ ? ~std::uint64_t{0} : nodes_ + nodeLimit;
    pauseAt_ = ~std::uint64_t{0};
    deadline_ = deadline;
    aborted_ = false;
    while (!aborted_ && v == ProofValue::Unknown) {
      const Numbers r = mid(kInf, kInf, false);
      if (r.pn == 0) v = ProofValue::OrderWins;
      if (r.dn == 0) v = ProofValue::ChaosHolds;
    }
  }
  unplace(m);
  return v;
}

}  // namespace oc
