// The browser's analysis service: requests go to the solver's Web Worker
// through web/solver/analysis_bridge.js, replies come back through
// oc_analysis_reply. The page never waits for the solver.
#include <emscripten/emscripten.h>

#include <array>
#include <string>

#include "analysis_backend.h"
#include "session/analysis_message.h"

namespace ui {

namespace {

EM_JS(void, oc_analysis_post, (int slot, const char* text), {
  if (window['ocAnalysis']) window['ocAnalysis']['request'](slot, UTF8ToString(text));
});
EM_JS(void, oc_analysis_drop, (int slot), {
  if (window['ocAnalysis']) window['ocAnalysis']['cancel'](slot);
});

class WorkerAnalysisService : public oc::AnalysisService {
 public:
  explicit WorkerAnalysisService(std::function<void()> wake) : wake_(std::move(wake)) { instance_ = this; }
  ~WorkerAnalysisService() override { instance_ = nullptr; }

  void request(oc::AnalysisSlot slot, const oc::AnalysisRequest& r) override {
    Slot& s = slots_[static_cast<std::size_t>(slot)];
    s = Slot{true, r.tag, r.rules, std::nullopt};
    oc_analysis_post(static_cast<int>(slot), oc::requestText(r).c_str());
  }
  void cancel(oc::AnalysisSlot slot) override {
    Slot& s = slots_[static_cast<std::size_t>(slot)];
    if (s.waiting) oc_analysis_drop(static_cast<int>(slot));
    s = Slot{};
  }
  std::optional<oc::AnalysisReply> take(oc::AnalysisSlot slot) override {
    Slot& s = slots_[static_cast<std::size_t>(slot)];
    std::optional<oc::AnalysisReply> r = std::move(s.reply);
    s.reply.reset();
    return r;
  }
  bool busy() const override {
    for (const Slot& s : slots_)
      if (s.waiting) return true;
    return false;
  }
  bool background() const override { return true; }
  std::string takeNotice() override { return std::exchange(notice_, std::string()); }

  // A reply from the worker: the result's text, or why the request failed
  // (then the asker gets an unknown verdict rather than waiting forever).
  void deliver(int slot, bool ok, const std::string& text) {
    if (slot < 0 || slot >= oc::kAnalysisSlots) return;
    Slot& s = slots_[static_cast<std::size_t>(slot)];
    if (!s.waiting) return;  // cancelled or replaced meanwhile
    const oc::Geometry g = *oc::Geometry::make(s.rules.size, s.rules.lineLength);
    std::optional<oc::AnalysisReply> reply = ok ? oc::parseReply(text, g) : std::nullopt;
    if (reply && reply->tag != s.tag) return;  // a reply to an older request
    if (!reply) reply = oc::AnalysisReply{s.tag, oc::SolveResult{}};
    s.reply = std::move(reply);
    s.waiting = false;
    if (wake_) wake_();
  }
  void notice(const std::string& text) {
    notice_ = text;
    if (wake_) wake_();
  }

  static WorkerAnalysisService* instance_;

 private:
  struct Slot {
    bool waiting = false;
    std::uint64_t tag = 0;
    oc::Rules rules;
    std::optional<oc::AnalysisReply> reply;
  };
  std::array<Slot, oc::kAnalysisSlots> slots_;
  std::function<void()> wake_;
  std::string notice_;
};

WorkerAnalysisService* WorkerAnalysisService::instance_ = nullptr;

}  // namespace

std::unique_ptr<oc::AnalysisService> makeAnalysisService(std::function<void()> wake) {
  return std::make_unique<WorkerAnalysisService>(std::move(wake));
}

}  // namespace ui

extern "C" {

EMSCRIPTEN_KEEPALIVE void oc_analysis_reply(int slot, int ok, const char* text) {
  if (ui::WorkerAnalysisService::instance_) ui::WorkerAnalysisService::instance_->deliver(slot, ok != 0, text ? text : "");
}

EMSCRIPTEN_KEEPALIVE void oc_analysis_notice(const char* text) {
  if (ui::WorkerAnalysisService::instance_) ui::WorkerAnalysisService::instance_->notice(text ? text : "");
}

}  // extern "C"
