#include "schnapsen/ai/policy_model.hpp"

#include <algorithm>
#include <cmath>

namespace schnapsen::ai {
namespace {

#include "policy_weights.inc"

static_assert(kPolicyInputs == kFeatureCount, "policy_weights.inc was trained on other features");
static_assert(kPolicyOutputs == kActionSlots, "policy_weights.inc has other action slots");

}  // namespace

std::array<float, kActionSlots> policy_logits(const Features& x) {
  // Layer 1 from the input's non-zero entries only (most features are 0 or 1): the weights are
  // stored input-major, kPolicyW1[i * kPolicyHidden1 + j].
  std::array<float, kPolicyHidden1> h1;
  std::copy(std::begin(kPolicyB1), std::end(kPolicyB1), h1.begin());
  for (int i = 0; i < kPolicyInputs; ++i) {
    const float xi = x[i];
    if (xi == 0.0F) continue;
    const float* w = kPolicyW1 + i * kPolicyHidden1;
    for (int j = 0; j < kPolicyHidden1; ++j) h1[j] += xi * w[j];
  }
  for (float& v : h1) v = std::max(v, 0.0F);
  std::array<float, kPolicyHidden2> h2;
  std::copy(std::begin(kPolicyB2), std::end(kPolicyB2), h2.begin());
  for (int i = 0; i < kPolicyHidden1; ++i) {
    const float* w = kPolicyW2 + i * kPolicyHidden2;
    for (int j = 0; j < kPolicyHidden2; ++j) h2[j] += h1[i] * w[j];
  }
  for (float& v : h2) v = std::max(v, 0.0F);
  std::array<float, kActionSlots> out;
  std::copy(std::begin(kPolicyB3), std::end(kPolicyB3), out.begin());
  for (int i = 0; i < kPolicyHidden2; ++i) {
    const float* w = kPolicyW3 + i * kPolicyOutputs;
    for (int j = 0; j < kPolicyOutputs; ++j) out[j] += h2[i] * w[j];
  }
  return out;
}

std::array<double, ActionList::kCapacity> policy_probabilities(const SeatView& view) {
  std::array<double, ActionList::kCapacity> p{};
  const std::array<float, kActionSlots> logits = policy_logits(encode_view(view));
  double top = -1e30;
  for (int i = 0; i < view.legal.size(); ++i)
    if (const int slot = action_slot(view.legal[i], view.trump); slot >= 0)
      top = std::max(top, static_cast<double>(logits[slot]));
  double sum = 0;
  for (int i = 0; i < view.legal.size(); ++i) {
    const int slot = action_slot(view.legal[i], view.trump);
    p[i] = slot >= 0 ? std::exp(static_cast<double>(logits[slot]) - top) : 0.0;
    sum += p[i];
  }
  if (sum > 0)
    for (int i = 0; i < view.legal.size(); ++i) p[i] /= sum;
  return p;
}

PolicyModelInfo policy_model_info() {
  return {kPolicyInputs, kPolicyHidden1, kPolicyHidden2, kPolicyOutputs, kPolicyTrainedOn};
}

}  // namespace schnapsen::ai
