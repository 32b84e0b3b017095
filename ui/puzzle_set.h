// Where the app gets its puzzles (data/puzzles/classic-6x6.jsonl): compiled
// into the desktop program; fetched by the browser when the player first
// opens a puzzle, so the game's own download does not carry them
// (ui/platform/*/puzzle_set.cpp).
#pragma once
#include <functional>
#include <string>

namespace ui {

// Calls `done` once with the set's text, or with "" and a reason. On the web
// it is called later, from the page's event loop; on the desktop at once.
void requestPuzzleSet(std::function<void(const std::string& text, const std::string& error)> done);

}  // namespace ui
