/* What the web build leaves out of SDL2: ui/CMakeLists.txt renames three
 * calls (in SDL's mouse and GL code and in Dear ImGui's SDL backend, those
 * files only) to the functions here, and ui/sdl2-wasm-sources.txt leaves
 * out SDL_RLEaccel.c, whose two functions are replaced here too. */
#include <string.h>

#include <GLES3/gl3.h>

#include "SDL.h"

/* Run-length-encoded surfaces (SDL_SetSurfaceRLE), which the game never
 * asks for: refused, so no surface is ever encoded and none needs decoding.
 * (The declarations are SDL_RLEaccel_c.h's.) */
int SDL_RLESurface(SDL_Surface* surface) {
  (void)surface;
  return SDL_Unsupported();
}

void SDL_UnRLESurface(SDL_Surface* surface, int recode) {
  (void)surface;
  (void)recode;
}

/* SDL's Emscripten mouse code converts a colour cursor's pixels with
 * SDL_ConvertSurfaceFormat, which reaches every software blitter SDL has
 * (about 200 KB of the game's WebAssembly). The game draws with WebGL and
 * only uses the browser's own cursors (SDL_CreateSystemCursor): the
 * conversion is refused. */
SDL_Surface* oc_sdl_refuse_surface_conversion(SDL_Surface* surface, Uint32 format, Uint32 flags) {
  (void)surface;
  (void)format;
  (void)flags;
  SDL_Unsupported();
  return NULL;
}

/* Gamepads: SDL is built without joysticks, and Dear ImGui's SDL backend,
 * which polls for a game controller, is given this instead of
 * SDL_GameControllerOpen. */
SDL_GameController* oc_sdl_no_game_controller(int index) {
  (void)index;
  return NULL;
}

/* SDL's Emscripten GL code looks GL functions up by name with Emscripten's
 * eglGetProcAddress, a table of every GL function there is, which makes the
 * JS glue carry all of them. Dear ImGui calls GL directly; SDL itself looks
 * up only the few below, so the lookup knows just those. */
typedef void (*oc_gl_function)(void);

oc_gl_function oc_sdl_gl_function(const char* name) {
  static const struct {
    const char* name;
    oc_gl_function function;
  } known[] = {
      {"glBindFramebuffer", (oc_gl_function)glBindFramebuffer},
      {"glGetError", (oc_gl_function)glGetError},
      {"glGetFramebufferAttachmentParameteriv", (oc_gl_function)glGetFramebufferAttachmentParameteriv},
      {"glGetIntegerv", (oc_gl_function)glGetIntegerv},
      {"glGetString", (oc_gl_function)glGetString},
      {"glGetStringi", (oc_gl_function)glGetStringi},
  };
  for (size_t i = 0; i < sizeof known / sizeof known[0]; ++i)
    if (strcmp(name, known[i].name) == 0) return known[i].function;
  return NULL;  /* an EGL extension, or a GL function SDL never asks for */
}
