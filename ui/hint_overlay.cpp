#include "hint_overlay.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "motion.h"
#include "theme.h"
#include "token.h"

namespace ui {

namespace {
using oc::Bits;

ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t); }

void dashedLine(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 colour, float thickness, float dash) {
  const float len = std::hypot(b.x - a.x, b.y - a.y);
  const int dashes = std::max(1, static_cast<int>(len / (2 * dash)));
  for (int i = 0; i < dashes; ++i) {
    const float t0 = static_cast<float>(2 * i) / static_cast<float>(2 * dashes - 1);
    const float t1 = static_cast<float>(2 * i + 1) / static_cast<float>(2 * dashes - 1);
    dl->AddLine(lerp(a, b, t0), lerp(a, b, std::min(1.0f, t1)), colour, thickness);
  }
}

// The first and last cells of a window (its cells are in a straight line).
void windowEnds(Bits cells, int* first, int* last) {
  *first = __builtin_ctzll(cells);
  *last = 63 - __builtin_clzll(cells);
}



void drawLiveWindows(const App& app, ImDrawList* dl) {
  const Layout& L = app.layout;
  const int l = app.game().rules().lineLength;
  for (const oc::LiveWindow& w : app.hint().liveWindows) {
    if (w.tokens < 2) continue;  // single tokens are everywhere: drawing them only adds noise
    int a = 0, b = 0;
    windowEnds(w.cells, &a, &b);
    // Red bars sit a little above/left of the centre line, blue below/right,
    // so that both colours' windows through the same cells stay visible.
    const float shift = (w.kind == oc::Kind::X ? -1.0f : 1.0f) * L.cell * 0.07f;
    ImVec2 p = L.cellCenter(a), q = L.cellCenter(b);
    const bool horizontal = std::fabs(p.y - q.y) < 1.0f;
    p = ImVec2(p.x + (horizontal ? 0 : shift), p.y + (horizontal ? shift : 0));
    q = ImVec2(q.x + (horizontal ? 0 : shift), q.y + (horizontal ? shift : 0));
    const float strength = static_cast<float>(w.tokens) / static_cast<float>(l);  // 1 when complete
    const bool threat = w.tokens >= l - 1;
    const float thickness = std::max(1.5f, L.cell * (0.02f + 0.05f * strength));
    dl->AddLine(p, q, withAlpha(kindColor(w.kind), threat ? 0.85f : 0.12f + 0.45f * strength), thickness);
  }
}

void drawOrderStructures(const App& app, ImDrawList* dl) {
  const Layout& L = app.layout;
  const oc::Hint& h = app.hint();
  const oc::Geometry& g = app.game().geometry();
  if (h.centreFrame) {
    int first = 0, last = 0;
    windowEnds(h.centreFrame, &first, &last);
    const float o = L.gap * 0.5f;
    const ImVec2 a = L.cellMin(first), b = L.cellMax(last);
    dl->AddRect(ImVec2(a.x - o, a.y - o), ImVec2(b.x + o, b.y + o), withAlpha(colors::kOrder, 0.55f), L.cell * 0.18f, 0,
                std::max(1.5f, L.cell * 0.025f));
  }
  // Mirror links with a token on them: dashed while one end waits for its
  // mirror, solid once both are filled; the one the hint answers stands out.
  // Links between two empty cells say nothing yet and are left out.
  const int answered = h.strategy ? h.strategy->answered : -1;
  const oc::Board& board = app.game().board();
  for (const oc::CellLink& link : h.mirrorLinks) {
    const bool current = link.a == answered || link.b == answered;
    if (!current && board.isEmpty(link.a) && board.isEmpty(link.b)) continue;
    const ImU32 colour = withAlpha(current ? colors::kOrder : colors::kLinkLine, current ? 0.9f : link.filled ? 0.35f : 0.5f);
    const float t = std::max(1.0f, L.cell * (current ? 0.03f : 0.012f));
    const ImVec2 a = L.cellCenter(link.a), b = L.cellCenter(link.b);
    if (link.filled) dl->AddLine(a, b, colour, t);
    else dashedLine(dl, a, b, colour, t, L.cell * 0.09f);
  }
  (void)g;
}

void drawChaosStructures(const App& app, ImDrawList* dl) {
  const Layout& L = app.layout;
  const oc::Hint& h = app.hint();
  if (h.lastMovePartner >= 0 && !app.game().history().empty()) {
    const int from = app.game().history().back().cell;
    const ImVec2 a = L.cellCenter(from), b = L.cellCenter(h.lastMovePartner);
    dashedLine(dl, a, b, withAlpha(colors::kChaos, 0.85f), std::max(1.5f, L.cell * 0.03f), L.cell * 0.08f);
    const ImVec2 pa = L.cellMin(h.lastMovePartner), pb = L.cellMax(h.lastMovePartner);
    dl->AddRect(pa, pb, withAlpha(colors::kChaos, 0.9f), L.cell * 0.16f, 0, std::max(2.0f, L.cell * 0.04f));
  }
}

void drawBuiltLine(const App& app, ImDrawList* dl) {
  const oc::Hint& h = app.hint();
  if (!h.strategy) return;
  const Layout& L = app.layout;
  const Bits cells = h.strategy->line | h.strategy->forkLines;
  for (int c = 0; c < app.game().geometry().cellCount(); ++c) {
    if (!(cells & oc::bit(c))) continue;
    const float o = L.gap * 0.3f;
    const ImVec2 a = L.cellMin(c), b = L.cellMax(c);
    dl->AddRect(ImVec2(a.x - o, a.y - o), ImVec2(b.x + o, b.y + o), withAlpha(colors::kOrder, 0.8f), L.cell * 0.18f, 0,
                std::max(1.5f, L.cell * 0.03f));
  }
}

}  // namespace

void drawHintStructures(const App& app, ImDrawList* dl) {
  if (!app.hintsOn() || app.hint().over) return;
  drawLiveWindows(app, dl);
  if (app.hint().side == oc::Role::Order) drawOrderStructures(app, dl);
  else drawChaosStructures(app, dl);
  drawBuiltLine(app, dl);
}

void drawHintLabels(const App& app, ImDrawList* dl) {
  if (!app.hintsOn() || app.hint().over || app.hint().side != oc::Role::Chaos) return;
  const Layout& L = app.layout;
  const oc::Hint& h = app.hint();
  ImFont* f = fonts().small;
  const float fs = std::clamp(L.cell * 0.2f, 9.0f, 14.0f);
  for (int c = 0; c < app.game().geometry().cellCount(); ++c) {
    const int number = h.pairNumber[static_cast<std::size_t>(c)];
    if (number == 0) continue;
    const std::string s = std::to_string(number);
    const ImVec2 m = L.cellMin(c);
    const ImVec2 at(m.x + L.cell * 0.07f, m.y + L.cell * 0.04f);
    // On a chip of the cell's colour, so a token or the last-move ring
    // under it does not hide it.
    const ImVec2 size = f->CalcTextSizeA(fs, 1e9f, 0, s.c_str());
    const float pad = fs * 0.18f;
    dl->AddRectFilled(ImVec2(at.x - pad, at.y - pad * 0.5f), ImVec2(at.x + size.x + pad, at.y + size.y + pad * 0.5f),
                      withAlpha(colors::kCell, 0.85f), fs * 0.3f);
    const bool partner = c == h.lastMovePartner;
    dl->AddText(f, fs, at, partner ? colors::kChaos : withAlpha(colors::kTextDim, 0.9f), s.c_str());
  }
}

void drawHintMove(const App& app, ImDrawList* dl, int hoverCell) {
  if (!app.hintsOn()) return;
  const oc::Hint& h = app.hint();
  if (!h.move || h.over || !app.game().board().isEmpty(h.move->cell)) return;
  const Layout& L = app.layout;
  const ImVec2 c = L.cellCenter(h.move->cell);
  const double age = app.now - app.feedback.hintShownAt;
  const float pulse = settlingPulse(age, 2.4f);
  const float r = L.cell * 0.36f;
  drawToken(dl, c, r * (0.94f + 0.06f * pulse), h.move->kind, 0.42f + 0.16f * pulse);
  // A dashed ring in the side's accent: unlike the last-move marker (solid, neutral).
  const ImU32 ring = withAlpha(roleColor(h.side), 0.55f + 0.4f * pulse);
  const int dashes = 12;
  for (int i = 0; i < dashes; ++i) {
    const float a0 = 6.2831853f * static_cast<float>(i) / dashes + static_cast<float>(settledAge(age)) * 0.6f;
    dl->PathArcTo(c, r * 1.14f, a0, a0 + 6.2831853f / dashes * 0.55f, 6);
    dl->PathStroke(ring, 0, std::max(1.5f, L.cell * 0.03f));
  }
  if (hoverCell == h.move->cell && !h.reason.empty()) {
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 10));
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(320.0f);
    ImGui::TextUnformatted(themedColourWords(h.reason).c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
    ImGui::PopStyleVar();
  }
}

}  // namespace ui
