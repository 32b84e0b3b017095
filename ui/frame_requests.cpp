#include "frame_requests.h"

#include <algorithm>
#include <chrono>

namespace ui {

namespace {

constexpr double kNone = 1e30;
double g_dueAt = 0;  // the first frame is due at once
void (*g_wake)() = nullptr;

}  // namespace

double frameClockSeconds() {
  using Clock = std::chrono::steady_clock;
  static const Clock::time_point start = Clock::now();
  return std::chrono::duration<double>(Clock::now() - start).count();
}

void drawAgainWithin(double seconds) {
  g_dueAt = std::min(g_dueAt, frameClockSeconds() + std::max(0.0, seconds));
  if (g_wake) g_wake();
}

void setFrameLoopWaker(void (*wake)()) { g_wake = wake; }

bool frameRequestDue() { return frameClockSeconds() >= g_dueAt; }

double secondsUntilRequestedFrame() { return g_dueAt >= kNone ? kNone : std::max(0.0, g_dueAt - frameClockSeconds()); }

void clearFrameRequests() { g_dueAt = kNone; }

}  // namespace ui
