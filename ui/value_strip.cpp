#include "value_strip.h"

#include <algorithm>
#include <string>
#include <vector>

#include "theme.h"
#include "widgets.h"

namespace ui {

namespace {

constexpr float kStripHeight = 14.0f;
constexpr float kMarkHeight = 5.0f;  // the mistake marks above the strip

std::string positionLabel(const oc::GameReview& review, int index) {
  const std::string where = index == 0 ? "The empty board" : "After move " + std::to_string(index);
  if (!review.recorded(index)) return where + ": not solved yet";
  switch (review.value(index)) {
    case oc::Verdict::OrderWins: return where + ": Order wins (proven)";
    case oc::Verdict::ChaosHolds: return where + ": Chaos holds (proven)";
    default: return where + ": unknown (not proven within the review's time)";
  }
}

}  // namespace

void drawValueStrip(App& app) {
  if (!app.review().active()) return;
  const oc::GameReview& review = app.review().review();
  const int positions = review.positions();
  const float width = ImGui::GetContentRegionAvail().x;
  if (positions <= 0 || width <= 0) return;
  const float segment = width / static_cast<float>(positions);
  const float gap = segment >= 6.0f ? 1.0f : 0.0f;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float top = origin.y + kMarkHeight + 2.0f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const std::vector<oc::ReviewedMove> moves = review.moves();
  const int shown = static_cast<int>(app.game().history().size());
  for (int i = 0; i < positions; ++i) {
    const float x0 = origin.x + segment * static_cast<float>(i), x1 = x0 + segment - gap;
    ImGui::SetCursorScreenPos(ImVec2(x0, origin.y));
    ImGui::PushID(i);
    if (ImGui::InvisibleButton("##position", ImVec2(std::max(1.0f, segment), kMarkHeight + 2.0f + kStripHeight))) app.goTo(i);
    const bool hovered = ImGui::IsItemHovered();
    app.targets["review.strip." + std::to_string(i)] = lastItemCenter();
    ImGui::PopID();
    const ImVec2 p(x0, top), q(x1, top + kStripHeight);
    if (!review.recorded(i)) {
      dl->AddRect(p, q, colors::kTextFaint, 2.0f);
    } else {
      const oc::Verdict v = review.value(i);
      const ImU32 fill = v == oc::Verdict::OrderWins ? colors::kOrder : v == oc::Verdict::ChaosHolds ? colors::kChaos : colors::kTextFaint;
      dl->AddRectFilled(p, q, fill, 2.0f);
    }
    if (i == shown) dl->AddRect(ImVec2(p.x - 1.5f, p.y - 1.5f), ImVec2(q.x + 1.5f, q.y + 1.5f), colors::kText, 3.0f, 0, 2.0f);
    if (i > 0 && moves[static_cast<std::size_t>(i - 1)].mistake) {
      const float cx = (x0 + x1) * 0.5f;
      dl->AddTriangleFilled(ImVec2(cx - 4.0f, origin.y), ImVec2(cx + 4.0f, origin.y), ImVec2(cx, origin.y + kMarkHeight), colors::kDanger);
    }
    if (hovered) {
      dl->AddRectFilled(p, q, colors::kHoverWash, 2.0f);
      ImGui::SetTooltip("%s", positionLabel(review, i).c_str());
    }
  }
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(width, kMarkHeight + 2.0f + kStripHeight));
}

}  // namespace ui
