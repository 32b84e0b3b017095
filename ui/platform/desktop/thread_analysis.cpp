// The desktop's analysis service: one thread that solves the requests, the
// computer player's slot first, in slices of 2000 nodes so that a replaced
// or cancelled request is dropped at once. The UI thread only hands over
// requests and takes replies under a lock; `wake` tells its frame loop.
#include <array>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "analysis_backend.h"

namespace ui {

namespace {

constexpr std::uint64_t kSliceNodes = 2'000;

class ThreadAnalysisService : public oc::AnalysisService {
 public:
  explicit ThreadAnalysisService(std::function<void()> wake) : wake_(std::move(wake)), thread_([this] { run(); }) {}
  ~ThreadAnalysisService() override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
    }
    changed_.notify_one();
    thread_.join();
  }

  void request(oc::AnalysisSlot slot, const oc::AnalysisRequest& r) override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      Slot& s = slots_[static_cast<std::size_t>(slot)];
      s.request = r;
      s.reply.reset();
      ++s.generation;
    }
    changed_.notify_one();
  }
  void cancel(oc::AnalysisSlot slot) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Slot& s = slots_[static_cast<std::size_t>(slot)];
    s.request.reset();
    s.reply.reset();
    ++s.generation;
  }
  std::optional<oc::AnalysisReply> take(oc::AnalysisSlot slot) override {
    std::lock_guard<std::mutex> lock(mutex_);
    Slot& s = slots_[static_cast<std::size_t>(slot)];
    std::optional<oc::AnalysisReply> r = std::move(s.reply);
    s.reply.reset();
    return r;
  }
  bool busy() const override {
    std::lock_guard<std::mutex> lock(mutex_);
    return firstRequest() >= 0;
  }
  bool background() const override { return true; }

 private:
  struct Slot {
    std::optional<oc::AnalysisRequest> request;
    std::optional<oc::AnalysisReply> reply;
    std::uint64_t generation = 0;  // bumped by every request and cancel
  };

  // The first slot (in priority order) holding a request, or -1. Under the lock.
  int firstRequest() const {
    for (int i = 0; i < oc::kAnalysisSlots; ++i)
      if (slots_[static_cast<std::size_t>(i)].request) return i;
    return -1;
  }

  void run() {
    oc::Solver solver(std::size_t{64} << 20);
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      changed_.wait(lock, [this] { return stopping_ || firstRequest() >= 0; });
      if (stopping_) return;
      const int slot = firstRequest();
      const oc::AnalysisRequest r = *slots_[static_cast<std::size_t>(slot)].request;
      const std::uint64_t generation = slots_[static_cast<std::size_t>(slot)].generation;
      lock.unlock();
      oc::Game game(r.rules);
      for (const oc::Move& m : r.moves) game.play(m);
      solver.start(game, r.budget);
      bool done = !solver.running();
      bool dropped = false;
      while (!done && !dropped) {
        done = solver.step(kSliceNodes);
        lock.lock();
        dropped = stopping_ || slots_[static_cast<std::size_t>(slot)].generation != generation || firstRequest() < slot;
        lock.unlock();
      }
      lock.lock();
      Slot& s = slots_[static_cast<std::size_t>(slot)];
      if (done && s.generation == generation) {
        s.reply = oc::AnalysisReply{r.tag, solver.result()};
        s.request.reset();
        if (wake_) wake_();
      }
    }
  }

  std::function<void()> wake_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::array<Slot, oc::kAnalysisSlots> slots_;
  bool stopping_ = false;
  std::thread thread_;  // last: it starts once the rest is ready
};

}  // namespace

std::unique_ptr<oc::AnalysisService> makeAnalysisService(std::function<void()> wake) {
  return std::make_unique<ThreadAnalysisService>(std::move(wake));
}

}  // namespace ui
