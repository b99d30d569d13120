#include "schnapsen/ai/policy_model.hpp"

#include <algorithm>
#include <cmath>

namespace schnapsen::ai {
namespace {

// Each network's weights in a namespace of their own: the trainer writes the same names.
namespace reading {
#include "policy_weights.inc"
}  // namespace reading
namespace pimc {
#include "pimc_policy_weights.inc"
}  // namespace pimc

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

// A network of H1 and H2 hidden units: the trainer's weights (input-major) and biases.
template <int H1, int H2>
struct Net {
  const float *w1, *b1, *w2, *b2, *w3, *b3;
};

constexpr Net<reading::kPolicyHidden1, reading::kPolicyHidden2> kReading{
    reading::kPolicyW1, reading::kPolicyB1, reading::kPolicyW2,
    reading::kPolicyB2, reading::kPolicyW3, reading::kPolicyB3};
constexpr Net<pimc::kPolicyHidden1, pimc::kPolicyHidden2> kPimc{pimc::kPolicyW1, pimc::kPolicyB1,
                                                                pimc::kPolicyW2, pimc::kPolicyB2,
                                                                pimc::kPolicyW3, pimc::kPolicyB3};

// The forward pass of `net` on x.
template <int H1, int H2>
std::array<float, kActionSlots> forward(const Features& x, const Net<H1, H2>& net) {
  // Layer 1 from the input's non-zero entries only (most features are 0 or 1).
  std::array<float, H1> h1;
  std::copy(net.b1, net.b1 + H1, h1.begin());
  for (int i = 0; i < kFeatureCount; ++i) {
    const float xi = x[i];
    if (xi == 0.0F) continue;
    const float* w = net.w1 + i * H1;
    for (int j = 0; j < H1; ++j) h1[j] += xi * w[j];
  }
  for (float& v : h1) v = std::max(v, 0.0F);
  return dense<H2, kActionSlots>(dense<H1, H2>(h1, net.w2, net.b2, true), net.w3, net.b3, false);
}

static_assert(reading::kPolicyInputs == kFeatureCount && pimc::kPolicyInputs == kFeatureCount,
              "a policy model was trained on other features");
static_assert(reading::kPolicyOutputs == kActionSlots && pimc::kPolicyOutputs == kActionSlots,
              "a policy model has other action slots");

}  // namespace

std::array<float, kActionSlots> policy_logits(const Features& x, PolicyNet net) {
  return net == PolicyNet::Pimc ? forward(x, kPimc) : forward(x, kReading);
}

std::array<double, ActionList::kCapacity> policy_probabilities(const SeatView& view,
                                                               PolicyNet net) {
  std::array<double, ActionList::kCapacity> p{};
  const std::array<float, kActionSlots> logits = policy_logits(encode_view(view), net);
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

Action policy_choice(const SeatView& view, PolicyNet net) {
  const std::array<double, ActionList::kCapacity> p = policy_probabilities(view, net);
  return view.legal[static_cast<int>(std::max_element(p.begin(), p.begin() + view.legal.size()) -
                                     p.begin())];
}

}  // namespace schnapsen::ai
