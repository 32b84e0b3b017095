#include "theme.h"

#include "fonts.h"

namespace ui {

namespace {
Fonts g_fonts;
}

ImU32 kindColor(oc::Kind k) { return k == oc::Kind::X ? colors::kRed : colors::kBlue; }
const char* kindLabel(oc::Kind k) { return k == oc::Kind::X ? "Red X" : "Blue O"; }
ImU32 roleColor(oc::Role r) { return r == oc::Role::Order ? colors::kOrder : colors::kChaos; }

ImU32 withAlpha(ImU32 c, float alpha) {
  const float a = static_cast<float>((c >> 24) & 0xFF) * alpha;
  const ImU32 ai = static_cast<ImU32>(a < 0 ? 0 : a > 255 ? 255 : a + 0.5f);
  return (c & 0x00FFFFFFu) | (ai << 24);
}

ImVec4 toVec4(ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); }

const Fonts& fonts() { return g_fonts; }

void buildFonts(float pixelScale) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // Latin-1, general punctuation (dashes, bullets, ellipsis), arrows, multiplication sign.
  static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2010, 0x2027, 0x2190, 0x2193, 0x2715, 0x2715, 0};
  auto add = [&](const unsigned char* data, unsigned int size, float px) {
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;  // the arrays are static and read-only
    cfg.OversampleH = 2;
    cfg.OversampleV = 1;
    cfg.PixelSnapH = false;
    return io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), static_cast<int>(size), px * pixelScale, &cfg, ranges);
  };
  g_fonts.body = add(oc_font_sans, oc_font_sans_size, 16.0f);
  g_fonts.bodyBold = add(oc_font_sans_bold, oc_font_sans_bold_size, 16.0f);
  g_fonts.small = add(oc_font_sans, oc_font_sans_size, 13.0f);
  g_fonts.heading = add(oc_font_sans_bold, oc_font_sans_bold_size, 21.0f);
  g_fonts.title = add(oc_font_sans_bold, oc_font_sans_bold_size, 28.0f);
  io.Fonts->Build();
  io.FontDefault = g_fonts.body;
  io.FontGlobalScale = 1.0f / pixelScale;
}

void applyStyle() {
  ImGuiStyle& s = ImGui::GetStyle();
  s = ImGuiStyle();
  ImGui::StyleColorsDark(&s);
  s.WindowPadding = ImVec2(0, 0);
  s.WindowRounding = 14.0f;
  s.WindowBorderSize = 0.0f;
  s.ChildRounding = 14.0f;
  s.ChildBorderSize = 0.0f;
  s.PopupRounding = 16.0f;
  s.PopupBorderSize = 0.0f;
  s.FrameRounding = 10.0f;
  s.FramePadding = ImVec2(12, 8);
  s.ItemSpacing = ImVec2(10, 10);
  s.ItemInnerSpacing = ImVec2(8, 6);
  s.GrabRounding = 8.0f;
  s.GrabMinSize = 18.0f;
  s.ScrollbarRounding = 8.0f;
  s.ScrollbarSize = 10.0f;
  s.CellPadding = ImVec2(6, 4);
  s.SelectableTextAlign = ImVec2(0.0f, 0.5f);
  s.AntiAliasedFill = true;
  s.AntiAliasedLines = true;

  ImVec4* c = s.Colors;
  c[ImGuiCol_Text] = toVec4(colors::kText);
  c[ImGuiCol_TextDisabled] = toVec4(colors::kTextFaint);
  c[ImGuiCol_WindowBg] = toVec4(colors::kBackground);
  c[ImGuiCol_ChildBg] = toVec4(colors::kCard);
  c[ImGuiCol_PopupBg] = toVec4(colors::kCard);
  c[ImGuiCol_Border] = toVec4(colors::rgba(255, 255, 255, 20));
  c[ImGuiCol_FrameBg] = toVec4(colors::kCardRaised);
  c[ImGuiCol_FrameBgHovered] = toVec4(colors::rgba(50, 62, 84));
  c[ImGuiCol_FrameBgActive] = toVec4(colors::rgba(58, 72, 96));
  c[ImGuiCol_Button] = toVec4(colors::kCardRaised);
  c[ImGuiCol_ButtonHovered] = toVec4(colors::rgba(52, 64, 86));
  c[ImGuiCol_ButtonActive] = toVec4(colors::rgba(62, 76, 102));
  c[ImGuiCol_SliderGrab] = toVec4(colors::kOrder);
  c[ImGuiCol_SliderGrabActive] = toVec4(colors::rgba(255, 210, 110));
  c[ImGuiCol_ScrollbarBg] = toVec4(colors::rgba(0, 0, 0, 0));
  c[ImGuiCol_ScrollbarGrab] = toVec4(colors::rgba(255, 255, 255, 40));
  c[ImGuiCol_ScrollbarGrabHovered] = toVec4(colors::rgba(255, 255, 255, 60));
  c[ImGuiCol_ScrollbarGrabActive] = toVec4(colors::rgba(255, 255, 255, 80));
  c[ImGuiCol_Header] = toVec4(colors::rgba(255, 255, 255, 14));
  c[ImGuiCol_HeaderHovered] = toVec4(colors::rgba(255, 255, 255, 22));
  c[ImGuiCol_HeaderActive] = toVec4(colors::rgba(255, 255, 255, 30));
  c[ImGuiCol_Separator] = toVec4(colors::rgba(255, 255, 255, 18));
  c[ImGuiCol_TableHeaderBg] = toVec4(colors::rgba(0, 0, 0, 0));
  c[ImGuiCol_TableBorderLight] = toVec4(colors::rgba(255, 255, 255, 10));
  c[ImGuiCol_TableBorderStrong] = toVec4(colors::rgba(255, 255, 255, 16));
  c[ImGuiCol_TableRowBg] = toVec4(colors::rgba(0, 0, 0, 0));
  c[ImGuiCol_TableRowBgAlt] = toVec4(colors::rgba(255, 255, 255, 6));
  c[ImGuiCol_ModalWindowDimBg] = toVec4(colors::rgba(8, 11, 18, 170));
  c[ImGuiCol_NavHighlight] = toVec4(colors::rgba(0, 0, 0, 0));
}

}  // namespace ui
