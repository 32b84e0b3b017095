// A solved set-up's proof: the winner's move in every position its
// strategy can reach, whatever the loser plays, each position keyed by its
// canonical code under the 16 symmetries (position_code.h) and its move
// given in that canonical orientation. A file holds one text header line,
//   ocproof 1 size 5 line 4 variant classic first order winner order entries 1234
// then the entries sorted by code, each the code in as few little-endian
// bytes as 3^cells needs (5 on 5x5) and one byte for the move (cell * 2 +
// kind, X 0, O 1). Sorted, a lookup is a binary search, without building
// anything. A proof for Order leaves out the positions where Order
// completes a line at once (most of the positions a strategy reaches): the
// move is found by trying each cell and kind with the rules engine.
//
// A proof for Chaos may also end a game early at a pairing: a position with
// Order to move, given with disjoint pairs of its empty cells such that
// every window still alive for a kind holds both cells of some pair, and
// either an even number of empty cells outside the pairs or only spare
// pairs (search/pairing_certificate.h). From there Chaos answers each
// Order move in a pair on its partner with the other kind, and a move
// outside the pairs on another cell outside them (or spends a spare pair
// when none is left), so no window can fill: each live window keeps an
// empty pair until it holds both kinds. The header then ends "pairings M", and M records follow
// the entries, sorted by code: the code, one byte for the number of pairs,
// two bytes (cells, canonical orientation) for each pair.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "search/position_code.h"
#include "rules.h"

namespace oc {

struct ProofEntryRecord {
  PositionCode code = 0;
  std::uint8_t move = 0;
};

struct PairingRecord {
  PositionCode code = 0;
  std::vector<std::pair<std::uint8_t, std::uint8_t>> pairs;  // cells in the canonical orientation
};

class StrategyProof {
 public:
  StrategyProof() = default;
  StrategyProof(const Rules& rules, Role winner) : rules_(rules), winner_(winner) {}

  const Rules& rules() const { return rules_; }
  Role winner() const { return winner_; }
  std::size_t size() const { return entries_.size(); }
  const std::vector<ProofEntryRecord>& entries() const { return entries_; }
  std::vector<ProofEntryRecord>& entries() { return entries_; }

  const std::vector<PairingRecord>& pairings() const { return pairings_; }
  std::vector<PairingRecord>& pairings() { return pairings_; }

  // Adds an entry or a pairing (any order); sort() before lookups or saving.
  void add(PositionCode code, Move canonicalMove);
  void addPairing(PairingRecord pairing) { pairings_.push_back(std::move(pairing)); }
  // The pairing given for the position with this canonical code, or nullptr.
  const PairingRecord* pairingAt(PositionCode code) const;
  void sort();

  // The winner's move in the position with this canonical code, in the
  // canonical orientation, or nullopt when the proof has none.
  std::optional<Move> lookup(PositionCode code) const;

  // The winner's move in `b` itself (its canonical form looked up and the
  // move mapped back), or nullopt.
  // (For Order, also a move that completes a line at once, which the proof
  // leaves out.)
  std::optional<Move> moveFor(const Geometry& g, const Board& b) const;
  // The winner's move after the game `moves` (from the empty board): moveFor
  // its board, or, for Chaos past a position where the proof stops at a
  // pairing, the pairing's answer (search/pairing_play.h), taken from the
  // latest such position of the game.
  std::optional<Move> moveInGame(const Geometry& g, const std::vector<Move>& moves) const;

  // The bytes of a code in the file.
  static int codeBytes(int cells);

  std::string serialize() const;
  // False with `error` set on a malformed file.
  static bool parse(const std::string& bytes, StrategyProof& out, std::string& error);
  bool save(const std::string& path, std::string& error) const;
  static bool load(const std::string& path, StrategyProof& out, std::string& error);

  // "5x5-l4-classic-order": the file's base name for a set-up.
  static std::string fileStem(const Rules& rules);

 private:
  Rules rules_;
  Role winner_ = Role::Order;
  std::vector<ProofEntryRecord> entries_;
  std::vector<PairingRecord> pairings_;
};

// A move that completes a line for Order on `b` at once, tried cell by cell
// with the rules engine; nullopt when there is none.
std::optional<Move> completingMove(const Geometry& g, Variant v, const Board& b);

}  // namespace oc
