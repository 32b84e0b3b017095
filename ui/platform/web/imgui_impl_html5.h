// Dear ImGui's platform backend for the browser, on Emscripten's HTML5 event
// API directly (no SDL): the canvas's mouse, touch and wheel events, the
// window's keys, focus, the canvas's size and device pixel ratio, and the
// mouse cursor ImGui asks for. Rendering is imgui_impl_opengl3 on WebGL 2.
#pragma once

namespace ui {

// Listens to the page's events for the canvas `canvasSelector` ("#canvas").
void html5BackendInit(const char* canvasSelector);
// Before ImGui::NewFrame: the display size, the time step and the cursor.
void html5BackendNewFrame();
// Whether input or a change of the canvas's size arrived since the last call.
bool html5BackendTakeInputFlag();
// The canvas's drawing-buffer size in device pixels (its CSS size times the
// device pixel ratio, followed each frame).
void html5BackendDrawingSize(int* width, int* height);
// Drawing-buffer pixels per CSS pixel.
float html5BackendPixelScale();
// Whether Tab is the game's (while a card that Tab moves through is open) or
// the page's, which moves the browser's focus on.
void html5BackendKeepTab(bool keep);

}  // namespace ui
