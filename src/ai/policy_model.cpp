#include "schnapsen/ai/policy_model.hpp"

#include <algorithm>
#include <cmath>

namespace schnapsen::ai {
namespace {

#include "policy_weights.inc"

static_assert(kPolicyInputs == kFeatureCount, "policy_weights.inc was trained on other features");
static_assert(kPolicyOutputs == kActionSlots, "policy_weights.inc has other action slots");

// out = b + in * w, with w stored input-major (w[i * Out + j]); ReLU applied when asked.
template <int In, int Out>
std::array<float, Out> dense(const std::array<float, In>& in, const float* w, const float* b,
                             bool relu) {
  std::array<float, Out> out;
  std::copy(b, b + Out, out.begin());
  for (int i = 0; i < In; ++i)
    for (int j = 0; j < Out; ++j) out[j] += in[i] * w[i * Out + j];
  if (relu)
    for (float& v : out) v = std::max(v, 0.0F);
  return out;
}

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
  const auto h2 = dense<kPolicyHidden1, kPolicyHidden2>(h1, kPolicyW2, kPolicyB2, true);
  return dense<kPolicyHidden2, kPolicyOutputs>(h2, kPolicyW3, kPolicyB3, false);
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

}  // namespace schnapsen::ai
