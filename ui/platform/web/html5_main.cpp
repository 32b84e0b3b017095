// The web game: WebGL 2 on the page's canvas and Dear ImGui's HTML5 backend
// (imgui_impl_html5.h) around the shared frame loop (frame_loop.h), with no
// SDL. The browser calls the frame function on each animation frame while
// something is to be drawn; when nothing is, the main loop pauses until an
// input event on the page, a reply from the solver or a timer for the next
// requested frame restarts it, so an untouched page does no work.
#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>

#include "embed_api.h"
#include "frame_loop.h"
#include "frame_requests.h"
#include "imgui.h"
#include "imgui_impl_html5.h"
#include "imgui_impl_opengl3.h"
#include "test_hooks.h"
#include "theme.h"
#include "widgets.h"

namespace {

constexpr const char* kCanvas = "#canvas";

std::unique_ptr<ui::FrameLoop> g_loop;
bool g_loopPaused = false;

// Restarts the browser's frame callbacks after the loop paused itself.
void resumeFrameLoop() {
  if (!g_loopPaused) return;
  g_loopPaused = false;
  emscripten_resume_main_loop();
}

void resumeFrameLoopLater(void*) { resumeFrameLoop(); }

// A reply from the solver: draw it (the page is single-threaded, so the
// reply arrives between frames).
bool g_replyArrived = false;
void onReply() {
  g_replyArrived = true;
  resumeFrameLoop();
}

// Every kind of input event, wherever on the page, restarts a paused loop
// (the backend's own listeners queue the event itself for the next frame).
EM_JS(void, wakeOnPageEvents, (), {
  var wake = function() { Module['_oc_wake'](); };
  var types = ["pointerdown", "pointermove", "pointerup", "pointercancel", "pointerout", "mousedown", "mousemove",
               "mouseup", "wheel", "keydown", "keyup", "touchstart", "touchmove", "touchend", "touchcancel", "resize",
               "focus", "blur", "visibilitychange"];
  for (var i = 0; i < types.length; ++i) window.addEventListener(types[i], wake, {capture : true, passive : true});
});

void drawFrame() {
  ui::FrameLoop& loop = *g_loop;
  loop.followPixelScale(ui::html5BackendPixelScale());
  ImGui_ImplOpenGL3_NewFrame();
  ui::html5BackendNewFrame();
  loop.buildFrame();
  // A card open now (New game) moves its focus with Tab: the page keeps it.
  ui::html5BackendKeepTab(ui::modalCardOpen());

  int width = 0, height = 0;
  ui::html5BackendDrawingSize(&width, &height);
  glViewport(0, 0, width, height);
  const ImVec4 bg = ui::toVec4(ui::colors::kBackground);
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  loop.afterFrame();
  if (loop.frames() == 2) {
    ui::emitEmbedReady(loop.app());
    // The page hides its loading indicator (and tests know the game runs).
    EM_ASM({
      if (Module['ocReady']) Module['ocReady']();
    });
  }
}

// The main loop's body: draws a frame only when one is wanted.
void frame() {
  const bool replyArrived = std::exchange(g_replyArrived, false);
  if (g_loop->frameWanted(ui::html5BackendTakeInputFlag() || replyArrived)) {
    drawFrame();
    return;
  }
  // Nothing to draw: stop the browser's frame callbacks until an event or the next requested frame.
  g_loopPaused = true;
  emscripten_pause_main_loop();
  const double wait = ui::secondsUntilRequestedFrame();
  if (wait < 1e6) emscripten_async_call(resumeFrameLoopLater, nullptr, static_cast<int>(std::ceil(wait * 1000.0)));
}

}  // namespace

// Called by the page's input listeners (wakeOnPageEvents).
extern "C" EMSCRIPTEN_KEEPALIVE void oc_wake() { resumeFrameLoop(); }

int main() {
  EmscriptenWebGLContextAttributes attributes;
  emscripten_webgl_init_context_attributes(&attributes);
  attributes.majorVersion = 2;
  attributes.minorVersion = 0;
  attributes.alpha = EM_FALSE;
  attributes.depth = EM_FALSE;
  attributes.stencil = EM_TRUE;
  attributes.antialias = EM_FALSE;
  const EMSCRIPTEN_WEBGL_CONTEXT_HANDLE gl = emscripten_webgl_create_context(kCanvas, &attributes);
  if (gl <= 0) {
    std::fprintf(stderr, "order-and-chaos: cannot create a WebGL 2 context (%d)\n", static_cast<int>(gl));
    return 1;
  }
  emscripten_webgl_make_context_current(gl);

  ui::createImGuiContext();
  ui::html5BackendInit(kCanvas);
  ImGui_ImplOpenGL3_Init("#version 300 es");

  // The page's URL query opens a game: ?m=c3x.d4o&v=exact5
  const char* search = emscripten_run_script_string("window.location.search || ''");
  g_loop = std::make_unique<ui::FrameLoop>(search ? search : "", onReply);
  ui::setHookApp(&g_loop->app());
  ui::setEmbedApp(&g_loop->app());
  ui::setFrameLoopWaker(resumeFrameLoop);
  wakeOnPageEvents();
  // Two passes before the browser shows anything: ImGui sizes windows that
  // fit their content on the first, so the first frame on screen is whole,
  // and it comes without waiting for two animation frames.
  drawFrame();
  drawFrame();
  emscripten_set_main_loop(frame, 0, true);
  return 0;
}
