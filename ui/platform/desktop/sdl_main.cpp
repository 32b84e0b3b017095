// The desktop program: SDL2 + OpenGL 3 and Dear ImGui's SDL2 backend around
// the shared frame loop (frame_loop.h). It draws on demand: after input (a
// few frames, for ImGui to settle), when the analysis service wakes it, and
// when something on screen asked for a frame (frame_requests.h); otherwise it
// waits for events. Text stays crisp on HiDPI screens: fonts are baked at
// (drawable pixels / window pixels) and re-baked when that changes.
#include <SDL.h>
#include <SDL_opengl.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>

#include "frame_loop.h"
#include "frame_requests.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl2.h"
#include "options.h"
#include "storage.h"
#include "test_hooks.h"
#include "theme.h"

namespace {

// The longest the program sleeps without an event; a safety net only.
constexpr double kLongestSleepSeconds = 1.0;

struct Platform {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  std::unique_ptr<ui::FrameLoop> loop;
  ui::Options options;
  bool quit = false;
  std::string printedLayout;
};

void updateFonts(Platform& p) {
  int ww = 0, wh = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(p.window, &ww, &wh);
  SDL_GL_GetDrawableSize(p.window, &dw, &dh);
  p.loop->followPixelScale(ww > 0 ? static_cast<float>(dw) / static_cast<float>(ww) : 1.0f);
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
    if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_q && (e.key.keysym.mod & KMOD_CTRL)) p.quit = true;
  }
  return any;
}

void drawFrame(Platform& p) {
  updateFonts(p);
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  // The SDL2 backend reads SDL's global mouse state on X11, which SDL only
  // refreshes on XInput2 raw events; X servers that send none (Xvfb driven by
  // xdotool) would leave the pointer stale. The position inside our window,
  // kept by motion events, is always current: it wins.
  if (SDL_GetMouseFocus() == p.window) {
    int mx = 0, my = 0;
    if (SDL_GetMouseState(&mx, &my) == 0) ImGui::GetIO().AddMousePosEvent(static_cast<float>(mx), static_cast<float>(my));
  }
  p.loop->buildFrame();

  int dw = 0, dh = 0;
  SDL_GL_GetDrawableSize(p.window, &dw, &dh);
  glViewport(0, 0, dw, dh);
  const ImVec4 bg = ui::toVec4(ui::colors::kBackground);
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(p.window);
  p.loop->afterFrame();

  if (p.options.printLayout && p.loop->frames() >= 2) {
    // TEST HOOK: the cell centres in window pixels, printed when they change.
    const std::string layout = ui::layoutJson(p.loop->app());
    if (layout != p.printedLayout) {
      std::printf("layout: %s\n", layout.c_str());
      std::fflush(stdout);
      p.printedLayout = layout;
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  Platform p;
  std::string error;
  if (!ui::parseOptions(argc, argv, &p.options, &error)) {
    std::fprintf(stderr, "order-and-chaos: %s\n%s", error.c_str(), ui::usageText());
    return 2;
  }
  if (p.options.showHelp) {
    std::fputs(ui::usageText(), stdout);
    return 0;
  }

  SDL_SetMainReady();
  if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    std::fprintf(stderr, "order-and-chaos: cannot start SDL: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
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

  ui::createImGuiContext();
  ImGui_ImplSDL2_InitForOpenGL(p.window, p.gl);
  ImGui_ImplOpenGL3_Init("#version 130");

  if (!p.options.noState) ui::setStateFile(p.options.stateFile.empty() ? ui::defaultStateFile() : p.options.stateFile);
  // A reply from the solver (on its thread) wakes the loop waiting for events.
  p.loop = std::make_unique<ui::FrameLoop>(p.options.gameQuery, [] {
    SDL_Event e{};
    e.type = SDL_USEREVENT;
    SDL_PushEvent(&e);
  });
  ui::setHookApp(&p.loop->app());
  while (!p.quit) {
    const Uint64 start = SDL_GetPerformanceCounter();
    if (p.loop->frameWanted(takeEvents(p))) drawFrame(p);
    if (p.loop->busy()) {
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
    std::printf("record: %s\nstatus: %s\n", ui::recordString(p.loop->app()).c_str(), ui::statusJson(p.loop->app()).c_str());
    std::fflush(stdout);
  }
  p.loop.reset();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(p.gl);
  SDL_DestroyWindow(p.window);
  SDL_Quit();
  return 0;
}
