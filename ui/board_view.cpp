#include "board_view.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "colour_popup.h"
#include "frame_requests.h"
#include "hint_overlay.h"
#include "motion.h"
#include "notation.h"
#include "theme.h"
#include "token.h"

namespace ui {

namespace {

constexpr double kPlaceSeconds = 0.12;

float easeOutBack(float t) {
  const float c1 = 1.70158f, c3 = c1 + 1.0f;
  const float u = t - 1.0f;
  return 1.0f + c3 * u * u * u + c1 * u * u;
}

void drawLabels(ImDrawList* dl, const Layout& L, const oc::Geometry& g) {
  ImFont* f = fonts().small;
  const float fs = std::clamp(L.cell * 0.16f, 11.0f, 15.0f);
  for (int i = 0; i < L.n; ++i) {
    // Column letters above the plate, row numbers (1 at the top) left of it,
    // in dim rather than faint text: a player reads moves off them, and
    // glyphs this small reach only about four fifths of their colour's
    // contrast once anti-aliased.
    const std::string name = oc::cellName(g, g.index(i, i));
    const std::string col = name.substr(0, 1), row = name.substr(1);
    const ImVec2 cc = L.cellCenter(g.index(0, i));
    ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, 0, col.c_str());
    dl->AddText(f, fs, ImVec2(cc.x - ts.x * 0.5f, L.plateMin.y - L.labelBand * 0.5f - ts.y * 0.5f - 1), colors::kTextDim, col.c_str());
    const ImVec2 rc = L.cellCenter(g.index(i, 0));
    ts = f->CalcTextSizeA(fs, FLT_MAX, 0, row.c_str());
    dl->AddText(f, fs, ImVec2(L.plateMin.x - L.labelBand * 0.5f - ts.x * 0.5f - 1, rc.y - ts.y * 0.5f), colors::kTextDim, row.c_str());
  }
}

// At a mistake found by the review: the move that kept the value, as a still
// ghost token ringed in the mover's colour (where its cell is still empty).
void drawReviewAlternative(const App& app, ImDrawList* dl) {
  const std::optional<oc::ReviewedMove> m = app.mistakeOnBoard();
  if (!m || !m->better || !app.game().board().isEmpty(m->better->cell)) return;
  const Layout& L = app.layout;
  const ImVec2 c = L.cellCenter(m->better->cell);
  const float r = L.cell * 0.36f;
  drawToken(dl, c, r, m->better->kind, 0.5f);
  dl->AddCircle(c, r * 1.14f, withAlpha(roleColor(m->mover), 0.9f), 0, std::max(2.0f, L.cell * 0.035f));
}

// On the analysis board: every move proven to keep the mover's value, as a
// small token of its kind (red on the left of the cell, blue on the right),
// ringed in the mover's colour.
void drawWinningMoves(const App& app, ImDrawList* dl) {
  if (!app.analysisBoardOpen()) return;
  const Layout& L = app.layout;
  const oc::MoveValues& v = app.moveValues();
  const ImU32 ring = withAlpha(roleColor(v.mover()), 0.95f);
  const float r = L.cell * 0.15f;
  for (const oc::Move& m : v.winning()) {
    if (!app.game().board().isEmpty(m.cell)) continue;
    const ImVec2 c = L.cellCenter(m.cell);
    const ImVec2 at(c.x + (m.kind == oc::Kind::X ? -1.0f : 1.0f) * L.cell * 0.22f, c.y);
    drawToken(dl, at, r, m.kind, 0.85f);
    dl->AddCircle(at, r * 1.3f, ring, 0, std::max(1.5f, L.cell * 0.025f));
  }
}

// The board's plate, painted only where it shows: its rounded outline clipped
// to the margins, and plain rects over the gaps and the cells' rounded
// corners. The cells cover the rest, opaquely. The pixels are the same as
// one fill of the whole plate under the cells, but software WebGL (the
// tests' browser) pays per pixel blended, and the cells' area was most of
// the plate's (docs/web.md).
void drawPlate(ImDrawList* dl, const Layout& L, float cellRounding) {
  const int n = L.n;
  const float plateRounding = cellRounding + L.gap;
  const ImVec2 first = L.cellMin(0), last = L.cellMax(n * n - 1);
  const float reach = cellRounding + 1.0f;  // a cell's rounded corner, and a pixel to spare
  // The margins, each with the rounded outline's corners and edge (and its
  // anti-aliased fringe, which reaches past the outline). The side bands
  // overlap the others by a pixel: clip rects are whole device pixels, and
  // a gap would show the background; only the outline's fringe in that row
  // is blended twice.
  const ImVec2 outMin(L.plateMin.x - 2.0f, L.plateMin.y - 2.0f), outMax(L.plateMax.x + 2.0f, L.plateMax.y + 2.0f);
  const float top = first.y + reach, bottom = last.y - reach;
  const ImVec2 bands[4][2] = {{outMin, ImVec2(outMax.x, top)},
                              {ImVec2(outMin.x, bottom), outMax},
                              {ImVec2(outMin.x, top - 1.0f), ImVec2(first.x + reach, bottom + 1.0f)},
                              {ImVec2(last.x - reach, top - 1.0f), ImVec2(outMax.x, bottom + 1.0f)}};
  for (const auto& band : bands) {
    dl->PushClipRect(band[0], band[1], true);
    dl->AddRectFilled(L.plateMin, L.plateMax, colors::kPlate, plateRounding);
    dl->PopClipRect();
  }
  // The gaps between rows and between columns, and where they cross, the
  // four rounded corners of the cells around.
  for (int i = 0; i + 1 < n; ++i) {
    const float rowGapMin = L.cellMax(i * n).y, rowGapMax = L.cellMin((i + 1) * n).y;
    const float colGapMin = L.cellMax(i).x, colGapMax = L.cellMin(i + 1).x;
    dl->AddRectFilled(ImVec2(first.x, rowGapMin - 1.0f), ImVec2(last.x, rowGapMax + 1.0f), colors::kPlate);
    dl->AddRectFilled(ImVec2(colGapMin - 1.0f, first.y), ImVec2(colGapMax + 1.0f, last.y), colors::kPlate);
    for (int j = 0; j + 1 < n; ++j) {
      const float x0 = L.cellMax(j).x - reach, x1 = L.cellMin(j + 1).x + reach;
      dl->AddRectFilled(ImVec2(x0, rowGapMin - reach), ImVec2(x1, rowGapMax + reach), colors::kPlate);
    }
  }
}

}  // namespace

void drawBoard(App& app) {
  const Layout& L = app.layout;
  const oc::Game& game = app.game();
  const oc::Geometry& g = game.geometry();
  const oc::Board& board = game.board();
  const oc::Outcome& outcome = game.outcome();
  ImDrawList* dl = ImGui::GetWindowDrawList();

  // Input: one invisible button over the plate.
  ImGui::SetCursorScreenPos(L.plateMin);
  const ImVec2 plateSize(L.plateMax.x - L.plateMin.x, L.plateMax.y - L.plateMin.y);
  ImGui::InvisibleButton("##board", plateSize, ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight);
  const bool hovered = ImGui::IsItemHovered();
  const bool touch = ImGui::GetIO().MouseSource == ImGuiMouseSource_TouchScreen;
  const int hoverCell = hovered ? L.cellAt(ImGui::GetIO().MousePos) : -1;
  if (hoverCell >= 0) {
    const bool left = ImGui::IsItemClicked(ImGuiMouseButton_Left);
    const bool right = ImGui::IsItemClicked(ImGuiMouseButton_Right);
    if (touch && left) {
      // A tap opens the colour popup beside an empty cell; the player picks there.
      app.input.cursor = hoverCell;
      if (board.isEmpty(hoverCell) && app.match().humanToMove()) {
        app.panels.popupCell = hoverCell;
        app.panels.popupOpen = true;
      } else {
        app.play(hoverCell, app.input.kind);  // explains the refusal
      }
    } else if (left || right) {
      app.input.cursor = hoverCell;
      app.play(hoverCell, left ? app.input.kind : oc::other(app.input.kind));
    }
    if (board.isEmpty(hoverCell) && app.match().humanToMove()) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  }

  const float rounding = L.cell * 0.16f;
  drawPlate(dl, L, rounding);
  drawLabels(dl, L, g);

  const float pulse = outcome.winningRun ? settlingPulse(app.now - app.feedback.positionShownAt, 3.2f) : 1.0f;
  const int last = game.moveCount() > 0 ? game.history().back().cell : -1;
  const float tokenR = L.cell * 0.36f;

  // Winning run: a gold glow behind its cells, drawn first so cells sit on it.
  if (outcome.winningRun) {
    for (int c = 0; c < g.cellCount(); ++c) {
      if (!(outcome.winningRun & oc::bit(c))) continue;
      const ImVec2 a = L.cellMin(c), b = L.cellMax(c);
      for (int k = 3; k >= 1; --k) {
        const float grow = L.gap * (0.35f * k + 0.3f * pulse);
        dl->AddRectFilled(ImVec2(a.x - grow, a.y - grow), ImVec2(b.x + grow, b.y + grow), withAlpha(colors::kOrder, 0.16f + 0.05f * pulse), rounding + grow);
      }
    }
  }

  // Cells, then the hint structures, tokens on top, then the hint's labels.
  for (int c = 0; c < g.cellCount(); ++c) {
    const ImVec2 a = L.cellMin(c), b = L.cellMax(c);
    const bool inRun = (outcome.winningRun & oc::bit(c)) != 0;
    ImU32 bg = colors::kCell;
    if (inRun) bg = colors::kWinCell;
    else if (c == hoverCell && board.isEmpty(c) && !game.over()) bg = colors::kCellHover;
    dl->AddRectFilled(a, b, bg, rounding);
    if (inRun) dl->AddRect(a, b, withAlpha(colors::kOrder, 0.75f + 0.25f * pulse), rounding, 0, std::max(2.0f, L.gap * 0.45f));
  }
  drawHintStructures(app, dl);

  for (int c = 0; c < g.cellCount(); ++c) {
    const ImVec2 a = L.cellMin(c), b = L.cellMax(c);
    const ImVec2 centre = L.cellCenter(c);
    if (!board.isEmpty(c)) {
      float scale = 1.0f;
      if (c == app.feedback.animCell && !reducedMotion()) {
        const float t = static_cast<float>((app.now - app.feedback.animStart) / kPlaceSeconds);
        if (t < 1.0f) {
          scale = easeOutBack(std::max(0.0f, t));
          drawAgainWithin(0);
        }
      }
      drawToken(dl, centre, tokenR * scale, board.kindAt(c));
      if (c == last) dl->AddCircle(centre, tokenR * 1.22f, colors::kMarker, 0, std::max(1.5f, L.cell * 0.03f));
    } else if (c == hoverCell && !game.over() && app.match().humanToMove() && !touch) {
      const bool rightHeld = ImGui::IsMouseDown(ImGuiMouseButton_Right);
      drawToken(dl, centre, tokenR, rightHeld ? oc::other(app.input.kind) : app.input.kind, 0.3f);
    }
    if (app.input.cursorShown && c == app.input.cursor) {
      const float o = L.gap * 0.5f;
      dl->AddRect(ImVec2(a.x - o, a.y - o), ImVec2(b.x + o, b.y + o), colors::kMarker, rounding + o, 0, std::max(2.0f, L.cell * 0.035f));
    }
  }
  drawHintLabels(app, dl);
  drawWinningMoves(app, dl);
  drawHintMove(app, dl, hoverCell);
  drawReviewAlternative(app, dl);

  // Touch: the colour popup of the tapped cell.
  if (app.panels.popupOpen && app.panels.popupCell >= 0 && app.panels.popupCell < g.cellCount()) {
    const PopupChoice choice = drawColourPopup(&app.panels.popupOpen, L.cellCenter(app.panels.popupCell), L.cell, L.display, &app.targets);
    if (choice == PopupChoice::Red || choice == PopupChoice::Blue) {
      const oc::Kind k = choice == PopupChoice::Red ? oc::Kind::X : oc::Kind::O;
      app.select(k);
      app.play(app.panels.popupCell, k);
    }
  }
}

}  // namespace ui
