// The platform layer: SDL2 + OpenGL, one frame function used both by the
// desktop's while-loop and by Emscripten's main loop (the browser calls it on
// each animation frame). It draws on demand: after input (a few frames, for
// ImGui to settle), when the analysis service wakes it, and when something on
// screen asked for a frame (frame_requests.h); otherwise the desktop waits for
// events and the web pauses its main loop until an input event on the page,
// a reply or a timer for the next requested frame restarts it. It also keeps text
// crisp on HiDPI screens: fonts are baked at (drawable pixels / window
// pixels) and re-baked when that changes, and on the web the canvas follows
// its CSS size times devicePixelRatio.
#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "analysis_backend.h"
#include "app.h"
#include "embed_api.h"
#include "frame_requests.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl2.h"
#include "imgui_internal.h"  // the context's queue of input events not yet taken
#include "notation.h"
#include "session/app_link.h"
#include "session/settings.h"
#include "options.h"
#include "screen.h"
#include "sound_cues.h"
#include "spoken_view.h"
#include "storage.h"
#include "test_hooks.h"
#include "theme.h"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#else
#include <SDL_opengl.h>
#endif

namespace {

// Frames drawn after the last input: ImGui answers an event over a frame or
// two (a hover, then the click it enables).
constexpr int kSettleFrames = 3;
#ifndef __EMSCRIPTEN__
// The longest the desktop sleeps without an event; a safety net only.
constexpr double kLongestSleepSeconds = 1.0;
#endif

struct Platform {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  ui::App* app = nullptr;
  ui::Options options;
  float fontScale = 0;  // the scale the font atlas was baked at
  bool quit = false;
  long frames = 0;
  int settleFrames = kSettleFrames;  // frames still to draw whatever else happens
  std::string printedLayout;
  std::string savedState;  // what was last written to the store
  ui::SpokenView spoken;   // the page's text view for screen readers
  ui::SoundCues sounds;
};

#ifdef __EMSCRIPTEN__
bool g_loopPaused = false;

// Restarts the browser's frame callbacks after the loop paused itself.
void resumeFrameLoop() {
  if (!g_loopPaused) return;
  g_loopPaused = false;
  emscripten_resume_main_loop();
}

void resumeFrameLoopLater(void*) { resumeFrameLoop(); }

// Every kind of input event, wherever on the page, restarts a paused loop
// (SDL's own handlers queue the event itself for the next frame).
EM_JS(void, wakeOnPageEvents, (), {
  var wake = function() { Module['_oc_wake'](); };
  var types = ["pointerdown", "pointermove", "pointerup", "pointercancel", "pointerout", "mousedown", "mousemove",
               "mouseup", "wheel", "keydown", "keyup", "touchstart", "touchmove", "touchend", "touchcancel", "resize",
               "focus", "blur", "visibilitychange"];
  for (var i = 0; i < types.length; ++i) window.addEventListener(types[i], wake, {capture : true, passive : true});
});

// Follow the canvas's CSS size (the page sizes it to the viewport) and the
// device pixel ratio; SDL then sizes the drawing buffer to CSS px * ratio.
// Returns whether the canvas changed size.
bool followCanvas(Platform& p) {
  double cssW = 0, cssH = 0;
  emscripten_get_element_css_size("#canvas", &cssW, &cssH);
  const int w = static_cast<int>(cssW), h = static_cast<int>(cssH);
  if (w <= 0 || h <= 0) return false;
  int ww = 0, wh = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(p.window, &ww, &wh);
  SDL_GL_GetDrawableSize(p.window, &dw, &dh);
  const int wantDw = static_cast<int>(std::floor(w * emscripten_get_device_pixel_ratio()));
  if (w == ww && h == wh && std::abs(dw - wantDw) <= 1) return false;
  SDL_SetWindowSize(p.window, w, h);
  return true;
}
#endif

void updateFonts(Platform& p) {
  int ww = 0, wh = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(p.window, &ww, &wh);
  SDL_GL_GetDrawableSize(p.window, &dw, &dh);
  float scale = ww > 0 ? static_cast<float>(dw) / static_cast<float>(ww) : 1.0f;
  if (scale < 1.0f) scale = 1.0f;
  if (scale > 4.0f) scale = 4.0f;
  if (std::fabs(scale - p.fontScale) < 0.01f) return;
  const bool first = p.fontScale == 0;
  p.fontScale = scale;
  if (!first) ImGui_ImplOpenGL3_DestroyFontsTexture();
  ui::buildFonts(scale);
  if (!first) ImGui_ImplOpenGL3_CreateFontsTexture();  // the first frame's NewFrame uploads it
}

// Saves the session whenever it changes (a few hundred bytes).
void persist(Platform& p) {
  const std::string state = oc::encodeSavedSession(p.app->game(), p.app->settings());
  if (state == p.savedState) return;
  ui::saveState(state);
  ui::showInAddress(p.app->addressQuery());
  p.savedState = state;
}

// Hands SDL's events to ImGui; returns whether there were any.
bool takeEvents(Platform& p) {
  bool any = false;
  SDL_Event e;
  while (SDL_PollEvent(&e)) {
    any = true;
    ImGui_ImplSDL2_ProcessEvent(&e);
    if (e.type == SDL_QUIT) p.quit = true;
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE && e.window.windowID == SDL_GetWindowID(p.window)) p.quit = true;
#ifndef __EMSCRIPTEN__
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_q && (e.key.keysym.mod & KMOD_CTRL)) p.quit = true;
#endif
  }
  return any;
}

void drawFrame(Platform& p) {
  updateFonts(p);

  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
#ifndef __EMSCRIPTEN__
  // The SDL2 backend reads SDL's global mouse state on X11, which SDL only
  // refreshes on XInput2 raw events; X servers that send none (Xvfb driven by
  // xdotool) would leave the pointer stale. The position inside our window,
  // kept by motion events, is always current: it wins.
  if (SDL_GetMouseFocus() == p.window) {
    int mx = 0, my = 0;
    if (SDL_GetMouseState(&mx, &my) == 0) ImGui::GetIO().AddMousePosEvent(static_cast<float>(mx), static_cast<float>(my));
  }
#endif
  ImGui::NewFrame();
  ui::drawScreen(*p.app);
  ImGui::Render();

  int dw = 0, dh = 0;
  SDL_GL_GetDrawableSize(p.window, &dw, &dh);
  glViewport(0, 0, dw, dh);
  const ImVec4 bg = ui::toVec4(ui::colors::kBackground);
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(p.window);

  ++p.frames;
  persist(p);
  p.spoken.update(*p.app);
  p.sounds.update(*p.app);
  ui::emitEmbedEvents(*p.app);
#ifdef __EMSCRIPTEN__
  if (p.frames == 2) {
    ui::emitEmbedReady(*p.app);
    // The page hides its loading indicator (and tests know the game runs).
    EM_ASM({
      if (Module['ocReady']) Module['ocReady']();
    });
  }
#else
  if (p.options.printLayout && p.frames >= 2) {
    // TEST HOOK: the cell centres in window pixels, printed when they change.
    const std::string layout = ui::layoutJson(*p.app);
    if (layout != p.printedLayout) {
      std::printf("layout: %s\n", layout.c_str());
      std::fflush(stdout);
      p.printedLayout = layout;
    }
  }
#endif
}

// The main loop's body: draws a frame only when one is wanted.
void frame(void* arg) {
  Platform& p = *static_cast<Platform*>(arg);
  bool changed = takeEvents(p);
#ifdef __EMSCRIPTEN__
  changed = followCanvas(p) || changed;
#endif
  if (changed) p.settleFrames = kSettleFrames;
  if (p.settleFrames == 0 && !ui::frameRequestDue()) {
#ifdef __EMSCRIPTEN__
    // Nothing to draw: stop the browser's frame callbacks until an event or the next requested frame.
    g_loopPaused = true;
    emscripten_pause_main_loop();
    const double wait = ui::secondsUntilRequestedFrame();
    if (wait < 1e6) emscripten_async_call(resumeFrameLoopLater, nullptr, static_cast<int>(std::ceil(wait * 1000.0)));
#endif
    return;
  }
  if (p.settleFrames > 0) --p.settleFrames;
  ui::clearFrameRequests();
  drawFrame(p);
  // ImGui takes queued input one event per frame: draw until it has all.
  if (!ImGui::GetCurrentContext()->InputEventsQueue.empty()) p.settleFrames = kSettleFrames;
}

#ifndef __EMSCRIPTEN__
// Whether the loop has a frame to draw now (else it may sleep).
bool frameWanted(const Platform& p) { return p.settleFrames > 0 || ui::frameRequestDue(); }
#endif

ui::App* makeApp(const std::string& query) {
  const std::optional<std::string> saved = ui::loadState();
  // A puzzle link ("puzzle=42", "puzzle=daily") opens the puzzle over the
  // session the rest of the query gives; "review=on" reviews that game.
  const oc::AppLink link = oc::readAppLink(query);
  oc::SessionQuery q = oc::openSession(link.gameQuery, saved);
  q.problems.insert(q.problems.end(), link.problems.begin(), link.problems.end());
  if (q.savedUnreadable) ui::setAsideState(*saved);
  for (const std::string& problem : q.problems) std::fprintf(stderr, "order-and-chaos: %s\n", problem.c_str());
  // A reply from the solver wakes the frame loop (it may be waiting for events).
  auto wake = [] {
    SDL_Event e{};
    e.type = SDL_USEREVENT;
    SDL_PushEvent(&e);
#ifdef __EMSCRIPTEN__
    resumeFrameLoop();
#endif
  };
  auto* app = new ui::App(std::move(q.session), std::move(q.problems), ui::makeAnalysisService(wake));
  if (link.puzzle) app->openPuzzle(*link.puzzle);
  else if (link.review && !app->game().history().empty()) app->startReview();
  return app;
}


}  // namespace

#ifdef __EMSCRIPTEN__
// Called by the page's input listeners (wakeOnPageEvents).
extern "C" EMSCRIPTEN_KEEPALIVE void oc_wake() { resumeFrameLoop(); }
#endif

int main(int argc, char** argv) {
  static Platform p;  // outlives main() on the web, where the loop keeps running
  std::string error;
#ifndef __EMSCRIPTEN__
  if (!ui::parseOptions(argc, argv, &p.options, &error)) {
    std::fprintf(stderr, "order-and-chaos: %s\n%s", error.c_str(), ui::usageText());
    return 2;
  }
  if (p.options.showHelp) {
    std::fputs(ui::usageText(), stdout);
    return 0;
  }
#else
  (void)argc;
  (void)argv;
#endif

  SDL_SetMainReady();
  if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    std::fprintf(stderr, "order-and-chaos: cannot start SDL: %s\n", SDL_GetError());
    return 1;
  }
#ifdef __EMSCRIPTEN__
  const char* glsl = "#version 300 es";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  double cssW = 0, cssH = 0;
  emscripten_get_element_css_size("#canvas", &cssW, &cssH);
  if (cssW >= 1 && cssH >= 1) {
    p.options.windowWidth = static_cast<int>(cssW);
    p.options.windowHeight = static_cast<int>(cssH);
  }
#else
  const char* glsl = "#version 130";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 8);

  const Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  p.window = SDL_CreateWindow("Order and Chaos", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, p.options.windowWidth,
                              p.options.windowHeight, flags);
  if (!p.window) {
    std::fprintf(stderr, "order-and-chaos: cannot open a window: %s\n", SDL_GetError());
    return 1;
  }
  p.gl = SDL_GL_CreateContext(p.window);
  if (!p.gl) {
    std::fprintf(stderr, "order-and-chaos: cannot create an OpenGL context: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(p.window, p.gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // nothing to save: the layout is computed
  io.LogFilename = nullptr;
  ui::applyStyle();
  ImGui_ImplSDL2_InitForOpenGL(p.window, p.gl);
  ImGui_ImplOpenGL3_Init(glsl);

#ifdef __EMSCRIPTEN__
  // The page's URL query opens a game: ?m=c3x.d4o&v=exact5
  const char* search = emscripten_run_script_string("window.location.search || ''");
  p.app = makeApp(search ? search : "");
  ui::setHookApp(p.app);
  ui::setEmbedApp(p.app);
  ui::setFrameLoopWaker(resumeFrameLoop);
  wakeOnPageEvents();
  emscripten_set_main_loop_arg(frame, &p, 0, true);
#else
  if (!p.options.noState) ui::setStateFile(p.options.stateFile.empty() ? ui::defaultStateFile() : p.options.stateFile);
  p.app = makeApp(p.options.gameQuery);
  ui::setHookApp(p.app);
  while (!p.quit) {
    const Uint64 start = SDL_GetPerformanceCounter();
    frame(&p);
    if (frameWanted(p)) {
      // Cap at about 60 frames per second when vsync is not honoured (Xvfb).
      const double ms = 1000.0 * static_cast<double>(SDL_GetPerformanceCounter() - start) / static_cast<double>(SDL_GetPerformanceFrequency());
      if (ms < 16.0) SDL_Delay(static_cast<Uint32>(16.0 - ms));
    } else {
      // Nothing moves: sleep until an event (input, a solver's reply) or the next requested frame.
      const double wait = std::min(ui::secondsUntilRequestedFrame(), kLongestSleepSeconds);
      SDL_WaitEventTimeout(nullptr, static_cast<int>(std::ceil(wait * 1000.0)));
    }
  }
  if (p.options.printRecordOnExit) {
    // TEST HOOK: the final game for the desktop smoke test.
    std::printf("record: %s\nstatus: %s\n", ui::recordString(*p.app).c_str(), ui::statusJson(*p.app).c_str());
    std::fflush(stdout);
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(p.gl);
  SDL_DestroyWindow(p.window);
  SDL_Quit();
  delete p.app;
#endif
  return 0;
}
