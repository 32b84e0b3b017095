#include "motion.h"

#include <algorithm>
#include <cmath>

#include "frame_requests.h"

namespace ui {

namespace {
bool g_reducedMotion = false;  // a device setting, read once at start
}  // namespace

void setReducedMotion(bool reduced) { g_reducedMotion = reduced; }
bool reducedMotion() { return g_reducedMotion; }

float settlingPulse(double age, float radiansPerSecond) {
  if (g_reducedMotion || age < 0 || age >= kPulseSeconds) return 1.0f;
  drawAgainWithin(0);
  const float swing = 1.0f - static_cast<float>(age / kPulseSeconds);
  // Starts at 1 (cos 0) and dips: the shape is the same as before, only fading.
  return 1.0f - swing * 0.5f * (1.0f - std::cos(static_cast<float>(age) * radiansPerSecond));
}

double settledAge(double age) {
  if (g_reducedMotion) return kPulseSeconds;
  if (age >= 0 && age < kPulseSeconds) drawAgainWithin(0);
  return std::clamp(age, 0.0, kPulseSeconds);
}

}  // namespace ui
