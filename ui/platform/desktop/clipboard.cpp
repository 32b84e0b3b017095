// SDL's clipboard, through ImGui's platform backend.
#include "clipboard.h"

#include "imgui.h"

namespace ui {

bool copyToClipboard(const std::string& text) {
  ImGui::SetClipboardText(text.c_str());
  return true;
}

}  // namespace ui
