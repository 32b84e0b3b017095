#include "colour_popup.h"

#include <algorithm>

#include "board.h"
#include "theme.h"
#include "token.h"
#include "widgets.h"

namespace ui {

namespace {

constexpr const char* kPopup = "##colourpopup";
constexpr float kPadding = 8.0f;  // inside the card, around the buttons
constexpr float kSpacing = 8.0f;  // between the two buttons
constexpr float kMargin = 8.0f;   // between the card and the window's edges, and the card and the cell

// True from the frame we open the popup until it closes, so that a close by
// ImGui itself (a tap outside, Esc) is reported as a cancel.
bool g_shown = false;

// A comfortable touch target: about a cell, never under 48 logical px.
float buttonSide(float cellSize) { return std::clamp(cellSize * 0.85f, 48.0f, 72.0f); }

// Above the cell by preference (a finger covers the cell and what is below
// it), below when there is no room above, always inside the window.
ImVec2 cardPosition(ImVec2 anchor, float cellSize, ImVec2 size, ImVec2 display) {
  const float offset = cellSize * 0.5f + kMargin;
  ImVec2 pos(anchor.x - size.x * 0.5f, anchor.y - offset - size.y);
  if (pos.y < kMargin) pos.y = anchor.y + offset;
  pos.x = std::max(kMargin, std::min(pos.x, display.x - size.x - kMargin));
  pos.y = std::max(kMargin, std::min(pos.y, display.y - size.y - kMargin));
  return pos;
}

// A square button holding one token; shrinks the token slightly while held.
bool tokenButton(const char* id, oc::Kind kind, float side) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const bool pressed = ImGui::InvisibleButton(id, ImVec2(side, side));
  const bool held = ImGui::IsItemActive(), hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 q(p.x + side, p.y + side);
  dl->AddRectFilled(p, q, held ? colors::kSelectedFill : hovered ? colors::kCardHover : colors::kCardRaised, 12.0f);
  drawToken(dl, ImVec2(p.x + side * 0.5f, p.y + side * 0.5f), side * (held ? 0.33f : 0.35f), kind);
  return pressed;
}

// A ring around the cell being played, drawn over everything so that it
// stays visible next to the card.
void markCell(ImVec2 anchor, float cellSize) {
  const float h = cellSize * 0.5f + 2.0f;
  ImGui::GetForegroundDrawList()->AddRect(ImVec2(anchor.x - h, anchor.y - h), ImVec2(anchor.x + h, anchor.y + h), colors::kMarker,
                                          cellSize * 0.18f, 0, 2.5f);
}

PopupChoice drawButtons(float side, std::map<std::string, ImVec2>* targets) {
  PopupChoice choice = PopupChoice::None;
  if (tokenButton("##popupred", oc::Kind::X, side)) choice = PopupChoice::Red;
  if (targets) (*targets)["popup.red"] = lastItemCenter();
  ImGui::SameLine(0, kSpacing);
  if (tokenButton("##popupblue", oc::Kind::O, side)) choice = PopupChoice::Blue;
  if (targets) (*targets)["popup.blue"] = lastItemCenter();
  if (choice != PopupChoice::None) return choice;
  if (ImGui::IsKeyPressed(ImGuiKey_R, false)) return PopupChoice::Red;
  if (ImGui::IsKeyPressed(ImGuiKey_B, false)) return PopupChoice::Blue;
  if (ImGui::IsKeyPressed(ImGuiKey_Escape, false)) return PopupChoice::Cancel;
  return PopupChoice::None;
}

}  // namespace

PopupChoice drawColourPopup(bool* open, ImVec2 anchor, float cellSize, ImVec2 display, std::map<std::string, ImVec2>* targets) {
  if (ImGui::IsPopupOpen(kPopup)) {
    // Shown: Begin below handles it.
  } else if (g_shown) {
    g_shown = false;  // ImGui closed it since the last frame (a tap outside)
    *open = false;
    return PopupChoice::Cancel;
  } else if (*open) {
    ImGui::OpenPopup(kPopup);
    g_shown = true;
  } else {
    return PopupChoice::None;
  }

  const float side = buttonSide(cellSize);
  const ImVec2 size(2 * side + kSpacing + 2 * kPadding, side + 2 * kPadding);
  ImGui::SetNextWindowPos(cardPosition(anchor, cellSize, size, display), ImGuiCond_Always);
  ImGui::SetNextWindowSize(size, ImGuiCond_Always);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kPadding, kPadding));
  ImGui::PushStyleVar(ImGuiStyleVar_PopupRounding, 14.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_PopupBorderSize, 1.0f);
  ImGui::PushStyleColor(ImGuiCol_Border, toVec4(colors::kHairline));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoScrollWithMouse;
  PopupChoice choice = PopupChoice::None;
  if (ImGui::BeginPopup(kPopup, flags)) {
    markCell(anchor, cellSize);
    choice = *open ? drawButtons(side, targets) : PopupChoice::None;
    if (!*open || choice != PopupChoice::None) {
      ImGui::CloseCurrentPopup();
      *open = false;
      g_shown = false;
    }
    ImGui::EndPopup();
  }
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(3);
  return choice;
}

}  // namespace ui
