#include "widgets.h"

#include <algorithm>
#include <cstdio>

#include "frame_requests.h"
#include "imgui_internal.h"  // ClearActiveID, a card's measured height
#include "theme.h"
#include "token.h"

namespace ui {

namespace {

std::vector<std::string> g_labelsCutShort;

// The widths of a row of `count` controls sharing `room` (spacing taken
// out), given their labels' widths and the margin a label has in its control
// (both sides together): equal shares where every label and its margin fit
// one; else each label and an equal share of what is left (its margin, full
// or thinner); else the room in proportion to the labels.
void shareRow(const float* labels, int count, float margin, float room, float* widths) {
  float sum = 0.0f, widest = 0.0f;
  for (int i = 0; i < count; ++i) {
    sum += labels[i];
    widest = std::max(widest, labels[i]);
  }
  for (int i = 0; i < count; ++i) {
    if ((widest + margin) * count <= room) widths[i] = room / count;
    else if (sum <= room) widths[i] = labels[i] + (room - sum) / count;  // margins, full or thinner
    else widths[i] = labels[i] * room / sum;
  }
}

}  // namespace

const std::vector<std::string>& labelsCutShort() { return g_labelsCutShort; }
void forgetLabelsCutShort() { g_labelsCutShort.clear(); }

void beginCard(const char* id, float padding, ImU32 background) {
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(padding, padding * 0.85f));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, background ? background : colors::kCard);
  ImGui::BeginChild(id, ImVec2(-FLT_MIN, 0),
                    ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
}

void endCard() {
  // A card takes its height from what it held the frame before: a card that
  // appeared or grew (a puzzle loaded after the first frames) is drawn once
  // more, so that it shows all of itself without waiting for input.
  const ImGuiWindow* card = ImGui::GetCurrentWindow();
  const float held = IM_TRUNC(ImMax(card->DC.CursorMaxPos.y, card->DC.IdealMaxPos.y) - card->DC.CursorStartPos.y);
  if (held != card->ContentSizeIdeal.y) drawAgainWithin(0);
  ImGui::EndChild();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
}

bool beginOverlayCard(const char* popup, ImVec2 display, float maxWidth) {
  const ImVec2 padding = display.x < 480.0f ? ImVec2(18, 18) : ImVec2(26, 22);
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(maxWidth, display.x - 2 * kCardMargin), 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, padding);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(10, 10));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoNavInputs;
  if (ImGui::BeginPopupModal(popup, nullptr, flags)) return true;
  ImGui::PopStyleVar(2);
  return false;
}

void endOverlayCard() {
  ImGui::EndPopup();
  ImGui::PopStyleVar(2);
}

void beginCardBody(const char* id, ImVec2 display, float footerHeight) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float footer = style.ItemSpacing.y + footerHeight + style.WindowPadding.y;
  const float maxHeight = std::max(80.0f, display.y - 2 * kCardMargin - ImGui::GetCursorPosY() - footer);
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(FLT_MAX, maxHeight));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, toVec4(colors::rgba(0, 0, 0, 0)));
  ImGui::BeginChild(id, ImVec2(-FLT_MIN, 0), ImGuiChildFlags_AutoResizeY);
}

void endCardBody() {
  ImGui::EndChild();
  ImGui::PopStyleColor();
}

bool buttonRowWidths(const char* const* labels, int count, float* widths) {
  constexpr int kMostButtons = 8;
  IM_ASSERT(count > 0 && count <= kMostButtons);
  const ImGuiStyle& style = ImGui::GetStyle();
  float labelWidths[kMostButtons];
  float sum = 0.0f;
  for (int i = 0; i < count; ++i) sum += labelWidths[i] = textWidth(fonts().bodyBold, labels[i]);
  const float shared = ImGui::GetContentRegionAvail().x - style.ItemSpacing.x * (count - 1);
  shareRow(labelWidths, count, 2 * style.FramePadding.x, shared, widths);
  return sum <= shared;
}

bool segmented(const char* id, const char* const* labels, int count, int* value, std::map<std::string, ImVec2>* targets) {
  ImGui::PushID(id);
  const float full = ImGui::GetContentRegionAvail().x;
  const float spacing = 4.0f;
  // Each label needs its width in bold (as when chosen): a long rule's name
  // beside a short one on a phone takes more than an equal share.
  constexpr int kMostSegments = 8;
  constexpr float kLabelMargin = 12.0f;
  IM_ASSERT(count <= kMostSegments);
  float labelWidths[kMostSegments], widths[kMostSegments];
  for (int i = 0; i < count; ++i) labelWidths[i] = textWidth(fonts().bodyBold, labels[i]);
  shareRow(labelWidths, count, kLabelMargin, full - spacing * (count - 1), widths);
  const float h = ImGui::GetFrameHeight();
  bool changed = false;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 start = ImGui::GetCursorScreenPos();
  dl->AddRectFilled(ImVec2(start.x - 3, start.y - 3), ImVec2(start.x + full + 3, start.y + h + 3), colors::kTrack, 12.0f);
  for (int i = 0; i < count; ++i) {
    if (i > 0) ImGui::SameLine(0, spacing);
    ImGui::PushID(i);
    const bool on = *value == i;
    const float w = widths[i];
    const ImVec2 p = ImGui::GetCursorScreenPos();
    if (ImGui::InvisibleButton("##seg", ImVec2(w, h)) && !on) {
      *value = i;
      changed = true;
    }
    const bool hovered = ImGui::IsItemHovered();
    if (targets) (*targets)[std::string(id) + "." + std::to_string(i)] = lastItemCenter();
    if (on) dl->AddRectFilled(p, ImVec2(p.x + w, p.y + h), colors::kSelectedFill, 10.0f);
    else if (hovered) dl->AddRectFilled(p, ImVec2(p.x + w, p.y + h), colors::kHoverWash, 10.0f);
    ImFont* f = on ? fonts().bodyBold : fonts().body;
    float fs = drawnFontSize(f);
    ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, 0, labels[i]);
    // A label wider than its segment (a long rule's name on a phone, in
    // bold once chosen) is drawn smaller, down to 80%, and kept inside it.
    const float labelRoom = w - kLabelMargin;
    if (ts.x > labelRoom) {
      fs *= std::max(0.8f, labelRoom / ts.x);
      ts = f->CalcTextSizeA(fs, FLT_MAX, 0, labels[i]);
      if (ts.x > w) g_labelsCutShort.push_back(labels[i]);
    }
    const ImVec4 clip(p.x, p.y, p.x + w, p.y + h);
    dl->AddText(f, fs, ImVec2(p.x + std::max(0.0f, (w - ts.x) * 0.5f), p.y + (h - ts.y) * 0.5f), on ? colors::kText : colors::kTextDim,
                labels[i], nullptr, 0.0f, &clip);
    ImGui::PopID();
  }
  ImGui::PopID();
  return changed;
}

bool stepper(const char* id, const char* label, int* value, int lo, int hi, std::map<std::string, ImVec2>* targets,
             float width) {
  ImGui::PushID(id);
  const float full = width > 0 ? width : ImGui::GetContentRegionAvail().x;
  const float side = std::max(ImGui::GetFrameHeight(), kTouchTarget);  // the buttons are square touch targets
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 start = ImGui::GetCursorScreenPos();
  dl->AddRectFilled(ImVec2(start.x - 3, start.y - 3), ImVec2(start.x + full + 3, start.y + side + 3), colors::kTrack, 12.0f);
  bool changed = false;
  // One step button: "-" on the left, "+" on the right.
  auto step = [&](const char* sign, const char* name, int delta) {
    const bool enabled = (delta < 0 && *value > lo) || (delta > 0 && *value < hi);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    if (ImGui::InvisibleButton(name, ImVec2(side, side)) && enabled) {
      *value += delta;
      changed = true;
    }
    if (targets) (*targets)[std::string(id) + "." + name] = lastItemCenter();
    if (enabled && ImGui::IsItemHovered()) dl->AddRectFilled(p, ImVec2(p.x + side, p.y + side), colors::kHoverWash, 10.0f);
    ImFont* f = fonts().bodyBold;
    const float fs = drawnFontSize(f);
    const ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, 0, sign);
    dl->AddText(f, fs, ImVec2(p.x + (side - ts.x) * 0.5f, p.y + (side - ts.y) * 0.5f), enabled ? colors::kText : colors::kTextFaint, sign);
  };
  step("\xE2\x80\x93", "minus", -1);  // an en dash: the fonts hold no minus sign
  const float middle = std::max(1.0f, full - 2 * side - 8.0f);
  ImGui::SameLine(0, 4);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(middle, side));
  char text[64];
  std::snprintf(text, sizeof text, label, *value, *value);
  ImFont* f = fonts().body;
  const float fs = drawnFontSize(f);
  const ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, 0, text);
  dl->AddText(f, fs, ImVec2(p.x + (middle - ts.x) * 0.5f, p.y + (side - ts.y) * 0.5f), colors::kText, text);
  ImGui::SameLine(0, 4);
  step("+", "plus", 1);
  ImGui::PopID();
  return changed;
}

bool button(const char* label, ImVec2 size, bool enabled, ButtonStyle style) {
  int colorsPushed = 0;
  if (style == ButtonStyle::Primary) {
    ImGui::PushStyleColor(ImGuiCol_Button, toVec4(colors::kPrimary));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, toVec4(colors::kPrimaryHover));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, toVec4(colors::kPrimaryActive));
    ImGui::PushStyleColor(ImGuiCol_Text, toVec4(colors::kPrimaryText));
    colorsPushed = 4;
  } else if (style == ButtonStyle::Quiet) {
    ImGui::PushStyleColor(ImGuiCol_Button, toVec4(colors::rgba(0, 0, 0, 0)));
    colorsPushed = 1;
  }
  ImGui::PushFont(fonts().bodyBold);
  // ImGui starts a label that does not fit between the frame's paddings at
  // the left padding, off centre, and cuts it at the button's edge: the
  // padding shrinks instead, so that a label that fits the button is centred
  // in it. One wider than the button is noted (labelsCutShort()).
  const float labelWidth = ImGui::CalcTextSize(label, nullptr, true).x;
  const ImVec2 padding = ImGui::GetStyle().FramePadding;
  const float roomX = (size.x - labelWidth) * 0.5f;
  const bool squeezed = size.x > 0 && roomX < padding.x;
  if (squeezed) ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(std::max(0.0f, roomX), padding.y));
  if (squeezed && roomX < -0.5f) g_labelsCutShort.emplace_back(label, ImGui::FindRenderedTextEnd(label));
  if (!enabled) ImGui::BeginDisabled();
  const bool pressed = ImGui::Button(label, size);
  if (!enabled) ImGui::EndDisabled();
  if (squeezed) ImGui::PopStyleVar();
  ImGui::PopFont();
  ImGui::PopStyleColor(colorsPushed);
  return pressed && enabled;
}

namespace {

// A keyboard key drawn as a small outlined cap in the small font.
constexpr ImVec2 kCapPadding(6, 3);

}  // namespace

ImVec2 keyCapSize(const char* key) {
  const ImVec2 ts = fonts().small->CalcTextSizeA(drawnFontSize(fonts().small), FLT_MAX, 0, key);
  return ImVec2(ts.x + 2 * kCapPadding.x, ts.y + 2 * kCapPadding.y);
}

namespace {

void drawKeyCap(ImDrawList* dl, ImVec2 topLeft, const char* key, ImU32 textColour) {
  const ImVec2 size = keyCapSize(key);
  dl->AddRect(topLeft, ImVec2(topLeft.x + size.x, topLeft.y + size.y), colors::kHairline, 5.0f);
  dl->AddText(fonts().small, drawnFontSize(fonts().small), ImVec2(topLeft.x + kCapPadding.x, topLeft.y + kCapPadding.y), textColour, key);
}

}  // namespace

bool colourButton(const char* id, oc::Kind kind, bool selected, ImVec2 size, const char* shortcut) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const bool pressed = ImGui::InvisibleButton(id, size);
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 q(p.x + size.x, p.y + size.y);
  const float rounding = 12.0f;
  dl->AddRectFilled(p, q, selected ? colors::kCardSelected : hovered ? colors::kCardHover : colors::kCardRaised, rounding);
  if (selected) dl->AddRect(p, q, kindColor(kind), rounding, 0, 2.5f);
  const float r = size.y * 0.27f;
  const ImVec2 c(p.x + size.y * 0.5f + 2, p.y + size.y * 0.5f);
  drawToken(dl, c, r, kind, selected ? 1.0f : 0.75f);
  ImFont* f = selected ? fonts().bodyBold : fonts().body;
  const float fs = drawnFontSize(f);
  std::string label = kindLabel(kind);
  ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, 0, label.c_str());
  const float textX = c.x + r + 10;
  // The shortcut cap is a bonus: on a narrow button the colour's name wins
  // the room. A name a little too long for both (the colour-blind themes'
  // "Orange X") leaves out its letter, which the token beside it shows.
  float textRight = q.x - 8;
  if (shortcut) {
    const ImVec2 ks = keyCapSize(shortcut);
    const float capX = q.x - ks.x - 8;
    const float room = capX - 6 - textX;
    if (ts.x > room) {
      const std::string colourOnly = label.substr(0, label.rfind(' '));
      const ImVec2 shorter = f->CalcTextSizeA(fs, FLT_MAX, 0, colourOnly.c_str());
      if (shorter.x <= room) {
        label = colourOnly;
        ts = shorter;
      }
    }
    if (ts.x <= room) {
      drawKeyCap(dl, ImVec2(capX, p.y + (size.y - ks.y) * 0.5f), shortcut, colors::kTextFaint);
      textRight = capX - 6;
    }
  }
  const ImVec4 clip(p.x, p.y, textRight, q.y);
  dl->AddText(f, fs, ImVec2(textX, p.y + (size.y - ts.y) * 0.5f), selected ? colors::kText : colors::kTextDim, label.c_str(), nullptr,
              0.0f, &clip);
  return pressed;
}

void keyCap(const char* key) {
  const ImVec2 size = keyCapSize(key);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::Dummy(size);
  drawKeyCap(ImGui::GetWindowDrawList(), p, key, colors::kTextDim);
}

bool enterPressed() { return ImGui::IsKeyPressed(ImGuiKey_Enter, false) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter, false); }

float drawnFontSize(const ImFont* font) { return font->FontSize * ImGui::GetIO().FontGlobalScale; }

float textWidth(ImFont* font, const char* s) { return font->CalcTextSizeA(drawnFontSize(font), FLT_MAX, 0, s).x; }

float wrappedTextHeight(ImFont* font, const char* s) {
  return font->CalcTextSizeA(drawnFontSize(font), FLT_MAX, ImGui::GetContentRegionAvail().x, s).y;
}

void text(ImFont* font, ImU32 color, const char* s) {
  if (font) ImGui::PushFont(font);
  ImGui::PushStyleColor(ImGuiCol_Text, toVec4(color));
  ImGui::TextUnformatted(s);
  ImGui::PopStyleColor();
  if (font) ImGui::PopFont();
}

void textWrapped(ImFont* font, ImU32 color, const char* s) {
  if (font) ImGui::PushFont(font);
  ImGui::PushStyleColor(ImGuiCol_Text, toVec4(color));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(s);
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  if (font) ImGui::PopFont();
}

bool soundToggle(const char* id, bool on, float side) {
  const bool pressed = ImGui::InvisibleButton(id, ImVec2(side, side));
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 c(a.x + side * 0.5f, a.y + side * 0.5f);
  if (hovered) dl->AddRectFilled(ImVec2(a.x + 4, a.y + 4), ImVec2(a.x + side - 4, a.y + side - 4), colors::kCardHover, 8.0f);
  const ImU32 ink = on ? colors::kText : colors::kTextFaint;
  const float u = side / 44.0f;  // drawn on a 44-unit grid
  // The speaker: a small box and the cone opening to the right.
  const ImVec2 cone[] = {ImVec2(c.x - 11 * u, c.y - 4 * u), ImVec2(c.x - 6 * u, c.y - 4 * u), ImVec2(c.x + 1 * u, c.y - 10 * u),
                         ImVec2(c.x + 1 * u, c.y + 10 * u), ImVec2(c.x - 6 * u, c.y + 4 * u), ImVec2(c.x - 11 * u, c.y + 4 * u)};
  dl->AddConvexPolyFilled(cone, 6, ink);
  if (on) {
    dl->PathArcTo(ImVec2(c.x + 1 * u, c.y), 6 * u, -0.9f, 0.9f, 12);
    dl->PathStroke(ink, 0, 2.0f * u);
    dl->PathArcTo(ImVec2(c.x + 1 * u, c.y), 11 * u, -0.9f, 0.9f, 16);
    dl->PathStroke(ink, 0, 2.0f * u);
  } else {
    dl->AddLine(ImVec2(c.x + 5 * u, c.y - 5 * u), ImVec2(c.x + 13 * u, c.y + 5 * u), ink, 2.2f * u);
    dl->AddLine(ImVec2(c.x + 5 * u, c.y + 5 * u), ImVec2(c.x + 13 * u, c.y - 5 * u), ink, 2.2f * u);
  }
  if (hovered) ImGui::SetTooltip(on ? "Sound on (M)" : "Sound off (M)");
  return pressed;
}

ImVec2 lastItemCenter() {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  return ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
}

bool modalCardOpen() { return ImGui::GetTopMostPopupModal() != nullptr; }

void dragToScroll(ImGuiHoveredFlags from) {
  const ImGuiIO& io = ImGui::GetIO();
  // Whether the drag began on this window: kept in the window's own storage.
  bool* dragging = ImGui::GetStateStorage()->GetBoolRef(ImGui::GetID("##dragToScroll"));
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    const float scrollbarLeft = ImGui::GetWindowPos().x + ImGui::GetWindowWidth() - ImGui::GetStyle().ScrollbarSize;
    *dragging = ImGui::IsWindowHovered(from) && io.MousePos.x < scrollbarLeft;
  }
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) *dragging = false;
  if (!*dragging || io.MouseDelta.y == 0.0f) return;
  const float scroll = ImGui::GetScrollY();
  const float target = std::clamp(scroll - io.MouseDelta.y, 0.0f, ImGui::GetScrollMaxY());
  if (target == scroll) return;  // nothing to scroll: a press stays a press
  ImGui::SetScrollY(target);
  // A drag that began on a button and scrolls must not press the button
  // when the finger lifts (the button moved along under it).
  ImGui::ClearActiveID();
}

}  // namespace ui
