#include "imgui_impl_html5.h"

#include <emscripten.h>
#include <emscripten/html5.h>

#include <cfloat>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>

#include "imgui.h"

namespace ui {

namespace {

struct Backend {
  std::string canvas;     // its CSS selector
  double cssWidth = 0;    // the canvas's size in CSS pixels
  double cssHeight = 0;
  int bufferWidth = 0;    // its drawing buffer, in device pixels
  int bufferHeight = 0;
  double lastTime = 0;    // of the last NewFrame, in seconds
  bool inputArrived = true;
  long touchId = -1;      // the touch that acts as the mouse, or -1
  ImGuiMouseCursor cursor = ImGuiMouseCursor_COUNT;  // the one the canvas shows
  bool keepTab = false;   // html5BackendKeepTab
};

Backend g_backend;

// DOM mouse buttons (0 left, 1 middle, 2 right) as ImGui's (0 left, 1 right, 2 middle).
int imguiButton(unsigned short domButton) {
  switch (domButton) {
    case 0: return ImGuiMouseButton_Left;
    case 1: return ImGuiMouseButton_Middle;
    case 2: return ImGuiMouseButton_Right;
    default: return domButton < ImGuiMouseButton_COUNT ? domButton : -1;
  }
}

EM_BOOL onMouse(int type, const EmscriptenMouseEvent* e, void*) {
  ImGuiIO& io = ImGui::GetIO();
  g_backend.inputArrived = true;
  io.AddMouseSourceEvent(ImGuiMouseSource_Mouse);
  if (type == EMSCRIPTEN_EVENT_MOUSELEAVE) {
    io.AddMousePosEvent(-FLT_MAX, -FLT_MAX);
    return EM_FALSE;
  }
  // A release is heard on the whole document (a drag may end outside the
  // canvas), where the event's coordinates are not the canvas's.
  if (type != EMSCRIPTEN_EVENT_MOUSEUP) io.AddMousePosEvent(static_cast<float>(e->targetX), static_cast<float>(e->targetY));
  if (type == EMSCRIPTEN_EVENT_MOUSEDOWN || type == EMSCRIPTEN_EVENT_MOUSEUP) {
    const int button = imguiButton(e->button);
    if (button >= 0) io.AddMouseButtonEvent(button, type == EMSCRIPTEN_EVENT_MOUSEDOWN);
  }
  return EM_FALSE;  // the page still sees it (focus, the shell's listeners)
}

EM_BOOL onWheel(int, const EmscriptenWheelEvent* e, void*) {
  // In steps as ImGui counts them: 100 pixels, 3 lines or a page make a step.
  double scale = 1.0;
  if (e->deltaMode == DOM_DELTA_PIXEL) scale = 1.0 / 100.0;
  else if (e->deltaMode == DOM_DELTA_LINE) scale = 1.0 / 3.0;
  ImGuiIO& io = ImGui::GetIO();
  g_backend.inputArrived = true;
  io.AddMouseSourceEvent(ImGuiMouseSource_Mouse);
  io.AddMouseWheelEvent(static_cast<float>(-e->deltaX * scale), static_cast<float>(-e->deltaY * scale));
  return EM_TRUE;  // the page itself does not scroll
}

// One finger is the mouse: the first to touch down, until it lifts.
EM_BOOL onTouch(int type, const EmscriptenTouchEvent* e, void*) {
  ImGuiIO& io = ImGui::GetIO();
  g_backend.inputArrived = true;
  for (int i = 0; i < e->numTouches; ++i) {
    const EmscriptenTouchPoint& t = e->touches[i];
    if (!t.isChanged) continue;
    if (type == EMSCRIPTEN_EVENT_TOUCHSTART && g_backend.touchId < 0) g_backend.touchId = t.identifier;
    if (t.identifier != g_backend.touchId) continue;
    io.AddMouseSourceEvent(ImGuiMouseSource_TouchScreen);
    io.AddMousePosEvent(static_cast<float>(t.targetX), static_cast<float>(t.targetY));
    if (type == EMSCRIPTEN_EVENT_TOUCHSTART) {
      io.AddMouseButtonEvent(ImGuiMouseButton_Left, true);
    } else if (type == EMSCRIPTEN_EVENT_TOUCHEND || type == EMSCRIPTEN_EVENT_TOUCHCANCEL) {
      io.AddMouseButtonEvent(ImGuiMouseButton_Left, false);
      g_backend.touchId = -1;
    }
  }
  return EM_TRUE;  // no mouse events made up from the touch
}

// The key a DOM key event names: by `key` for letters and digits (the
// player's layout: an A is an A on AZERTY too), by `code` or `key` for the others.
ImGuiKey imguiKey(const EmscriptenKeyboardEvent& e) {
  const char* key = e.key;
  const char* code = e.code;
  if (key[0] && !key[1]) {
    const char c = key[0];
    if (c >= 'a' && c <= 'z') return static_cast<ImGuiKey>(ImGuiKey_A + (c - 'a'));
    if (c >= 'A' && c <= 'Z') return static_cast<ImGuiKey>(ImGuiKey_A + (c - 'A'));
    if (c >= '0' && c <= '9' && std::strncmp(code, "Numpad", 6) != 0) return static_cast<ImGuiKey>(ImGuiKey_0 + (c - '0'));
  }
  if (std::strncmp(code, "Key", 3) == 0 && code[3] >= 'A' && code[3] <= 'Z' && !code[4])
    return static_cast<ImGuiKey>(ImGuiKey_A + (code[3] - 'A'));
  if (std::strncmp(code, "Digit", 5) == 0 && code[5] >= '0' && code[5] <= '9' && !code[6])
    return static_cast<ImGuiKey>(ImGuiKey_0 + (code[5] - '0'));
  if (key[0] == 'F' && key[1] >= '1' && key[1] <= '9') {
    const int n = std::atoi(key + 1);
    if (n >= 1 && n <= 12) return static_cast<ImGuiKey>(ImGuiKey_F1 + (n - 1));
  }
  struct Named {
    const char* name;
    ImGuiKey key;
  };
  static const Named byCode[] = {
      {"NumpadEnter", ImGuiKey_KeypadEnter}, {"ShiftLeft", ImGuiKey_LeftShift},     {"ShiftRight", ImGuiKey_RightShift},
      {"ControlLeft", ImGuiKey_LeftCtrl},    {"ControlRight", ImGuiKey_RightCtrl},  {"AltLeft", ImGuiKey_LeftAlt},
      {"AltRight", ImGuiKey_RightAlt},       {"MetaLeft", ImGuiKey_LeftSuper},      {"MetaRight", ImGuiKey_RightSuper},
      {"Space", ImGuiKey_Space},
  };
  for (const Named& n : byCode)
    if (std::strcmp(code, n.name) == 0) return n.key;
  static const Named byKey[] = {
      {"ArrowLeft", ImGuiKey_LeftArrow}, {"ArrowRight", ImGuiKey_RightArrow}, {"ArrowUp", ImGuiKey_UpArrow},
      {"ArrowDown", ImGuiKey_DownArrow}, {"Tab", ImGuiKey_Tab},               {"PageUp", ImGuiKey_PageUp},
      {"PageDown", ImGuiKey_PageDown},   {"Home", ImGuiKey_Home},             {"End", ImGuiKey_End},
      {"Insert", ImGuiKey_Insert},       {"Delete", ImGuiKey_Delete},         {"Backspace", ImGuiKey_Backspace},
      {"Enter", ImGuiKey_Enter},         {"Escape", ImGuiKey_Escape},         {" ", ImGuiKey_Space},
  };
  for (const Named& n : byKey)
    if (std::strcmp(key, n.name) == 0) return n.key;
  return ImGuiKey_None;
}

// Keys whose default action the game replaces: the page would scroll
// (arrows, Space, Page Up/Down, Home, End), go back (Backspace) or open the
// browser's help (F1); and Tab while a card keeps it. Everything else (Tab
// otherwise, the browser's shortcuts) is the page's.
bool gameOwnsDefault(ImGuiKey k) {
  switch (k) {
    case ImGuiKey_Tab:
      return g_backend.keepTab;
    case ImGuiKey_LeftArrow: case ImGuiKey_RightArrow: case ImGuiKey_UpArrow: case ImGuiKey_DownArrow:
    case ImGuiKey_Space: case ImGuiKey_PageUp: case ImGuiKey_PageDown: case ImGuiKey_Home: case ImGuiKey_End:
    case ImGuiKey_Backspace: case ImGuiKey_F1:
      return true;
    default:
      return false;
  }
}

EM_BOOL onKey(int type, const EmscriptenKeyboardEvent* e, void*) {
  ImGuiIO& io = ImGui::GetIO();
  g_backend.inputArrived = true;
  const bool down = type == EMSCRIPTEN_EVENT_KEYDOWN;
  io.AddKeyEvent(ImGuiMod_Ctrl, e->ctrlKey);
  io.AddKeyEvent(ImGuiMod_Shift, e->shiftKey);
  io.AddKeyEvent(ImGuiMod_Alt, e->altKey);
  io.AddKeyEvent(ImGuiMod_Super, e->metaKey);
  const ImGuiKey key = imguiKey(*e);
  if (key != ImGuiKey_None) io.AddKeyEvent(key, down);
  // A key that types one character ("?", "r") also types it, unless a
  // shortcut modifier is held.
  const unsigned char first = static_cast<unsigned char>(e->key[0]);
  const int length = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4;
  if (down && first >= 0x20 && std::strlen(e->key) == static_cast<size_t>(length) && !e->ctrlKey && !e->metaKey)
    io.AddInputCharactersUTF8(e->key);
  return down && gameOwnsDefault(key) ? EM_TRUE : EM_FALSE;
}

EM_BOOL onFocus(int type, const EmscriptenFocusEvent*, void*) {
  g_backend.inputArrived = true;
  // On losing focus ImGui lets go of every key held.
  ImGui::GetIO().AddFocusEvent(type == EMSCRIPTEN_EVENT_FOCUS);
  return EM_FALSE;
}

// The CSS cursor for each of ImGui's.
const char* cssCursor(ImGuiMouseCursor c) {
  switch (c) {
    case ImGuiMouseCursor_None: return "none";
    case ImGuiMouseCursor_TextInput: return "text";
    case ImGuiMouseCursor_ResizeAll: return "move";
    case ImGuiMouseCursor_ResizeNS: return "ns-resize";
    case ImGuiMouseCursor_ResizeEW: return "ew-resize";
    case ImGuiMouseCursor_ResizeNESW: return "nesw-resize";
    case ImGuiMouseCursor_ResizeNWSE: return "nwse-resize";
    case ImGuiMouseCursor_Hand: return "pointer";
    case ImGuiMouseCursor_NotAllowed: return "not-allowed";
    default: return "default";
  }
}

EM_JS(void, oc_set_canvas_cursor, (const char* selector, const char* cursor), {
  var canvas = document.querySelector(UTF8ToString(selector));
  if (canvas) canvas.style.cursor = UTF8ToString(cursor);
});

// Follows the canvas's CSS size (the page sizes it to the viewport) and the
// device pixel ratio: the drawing buffer is CSS pixels times the ratio.
void followCanvasSize() {
  double w = 0, h = 0;
  emscripten_get_element_css_size(g_backend.canvas.c_str(), &w, &h);
  if (w < 1 || h < 1) return;
  const double ratio = emscripten_get_device_pixel_ratio();
  const int bw = static_cast<int>(std::floor(w * ratio)), bh = static_cast<int>(std::floor(h * ratio));
  if (w == g_backend.cssWidth && h == g_backend.cssHeight && bw == g_backend.bufferWidth && bh == g_backend.bufferHeight) return;
  g_backend.cssWidth = w;
  g_backend.cssHeight = h;
  g_backend.bufferWidth = bw;
  g_backend.bufferHeight = bh;
  emscripten_set_canvas_element_size(g_backend.canvas.c_str(), bw, bh);
  g_backend.inputArrived = true;
}

}  // namespace

void html5BackendInit(const char* canvasSelector) {
  g_backend.canvas = canvasSelector;
  ImGuiIO& io = ImGui::GetIO();
  io.BackendPlatformName = "imgui_impl_html5";
  io.BackendFlags |= ImGuiBackendFlags_HasMouseCursors;
  const char* c = g_backend.canvas.c_str();
  emscripten_set_mousedown_callback(c, nullptr, EM_TRUE, onMouse);
  emscripten_set_mousemove_callback(c, nullptr, EM_TRUE, onMouse);
  emscripten_set_mouseleave_callback(c, nullptr, EM_TRUE, onMouse);
  emscripten_set_mouseup_callback(EMSCRIPTEN_EVENT_TARGET_DOCUMENT, nullptr, EM_TRUE, onMouse);
  emscripten_set_wheel_callback(c, nullptr, EM_TRUE, onWheel);
  emscripten_set_touchstart_callback(c, nullptr, EM_TRUE, onTouch);
  emscripten_set_touchmove_callback(c, nullptr, EM_TRUE, onTouch);
  emscripten_set_touchend_callback(c, nullptr, EM_TRUE, onTouch);
  emscripten_set_touchcancel_callback(c, nullptr, EM_TRUE, onTouch);
  emscripten_set_keydown_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_TRUE, onKey);
  emscripten_set_keyup_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_TRUE, onKey);
  emscripten_set_focus_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_TRUE, onFocus);
  emscripten_set_blur_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_TRUE, onFocus);
  followCanvasSize();
  g_backend.lastTime = emscripten_get_now() / 1000.0;
}

void html5BackendNewFrame() {
  ImGuiIO& io = ImGui::GetIO();
  followCanvasSize();
  io.DisplaySize = ImVec2(static_cast<float>(g_backend.cssWidth), static_cast<float>(g_backend.cssHeight));
  io.DisplayFramebufferScale = ImVec2(html5BackendPixelScale(), html5BackendPixelScale());
  const double now = emscripten_get_now() / 1000.0;
  io.DeltaTime = now > g_backend.lastTime ? static_cast<float>(now - g_backend.lastTime) : 1.0f / 1000.0f;
  g_backend.lastTime = now;
  const ImGuiMouseCursor cursor = io.MouseDrawCursor ? ImGuiMouseCursor_None : ImGui::GetMouseCursor();
  if (cursor != g_backend.cursor) {
    g_backend.cursor = cursor;
    oc_set_canvas_cursor(g_backend.canvas.c_str(), cssCursor(cursor));
  }
}

bool html5BackendTakeInputFlag() {
  followCanvasSize();
  const bool arrived = g_backend.inputArrived;
  g_backend.inputArrived = false;
  return arrived;
}

void html5BackendDrawingSize(int* width, int* height) {
  *width = g_backend.bufferWidth;
  *height = g_backend.bufferHeight;
}

void html5BackendKeepTab(bool keep) { g_backend.keepTab = keep; }

float html5BackendPixelScale() {
  return g_backend.cssWidth > 0 ? static_cast<float>(g_backend.bufferWidth / g_backend.cssWidth) : 1.0f;
}

}  // namespace ui
