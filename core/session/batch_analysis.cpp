#include "session/batch_analysis.h"

namespace oc {

void BatchAnalysis::start(PositionBatch& batch, AnalysisService& service) {
  stop(service);
  batch_ = &batch;
  ask(service);
}

void BatchAnalysis::stop(AnalysisService& service) {
  if (asked_ >= 0) service.cancel(AnalysisSlot::Review);
  batch_ = nullptr;
  asked_ = -1;
}

void BatchAnalysis::update(AnalysisService& service) {
  if (!batch_ || asked_ < 0) return;
  if (std::optional<AnalysisReply> reply = service.take(AnalysisSlot::Review)) {
    if (reply->tag != tag_) return;  // an older request's
    batch_->record(asked_, reply->result);
    asked_ = -1;
    ask(service);
  }
}

void BatchAnalysis::ask(AnalysisService& service) {
  const std::optional<int> next = batch_->nextPosition();
  if (!next) return;
  asked_ = *next;
  service.request(AnalysisSlot::Review, analysisRequest(batch_->position(asked_), SolveBudget{~std::uint64_t{0}, milliseconds_, 0}, ++tag_));
}

}  // namespace oc
