// The policy models (policy_model.hpp): each C++ network computes the logits torch computed for
// the trainer's test vectors, so the compiled weights are the trained ones; and the two are two
// networks, not one read twice.
#include <cmath>

#include "catch.hpp"
#include "schnapsen/ai/policy_model.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;

namespace {

namespace reading {
#include "policy_vectors.inc"
}  // namespace reading
namespace pimc {
#include "pimc_policy_vectors.inc"
}  // namespace pimc

// The largest difference between `net`'s logits and the trainer's over `count` vectors.
float largest_difference(PolicyNet net, int count, const float* inputs, const float* logits) {
  float worst = 0;
  for (int v = 0; v < count; ++v) {
    Features x{};
    for (int i = 0; i < kFeatureCount; ++i) x[i] = inputs[v * kFeatureCount + i];
    const auto ours = policy_logits(x, net);
    for (int j = 0; j < kActionSlots; ++j)
      worst = std::max(worst, std::abs(ours[j] - logits[v * kActionSlots + j]));
  }
  return worst;
}

}  // namespace

TEST_CASE("the C++ policy models compute the trainer's logits", "[reading]") {
  CHECK(largest_difference(PolicyNet::Reading, reading::kVectorCount, reading::kVectorInputs,
                           reading::kVectorLogits) <= 1e-5F);
  CHECK(largest_difference(PolicyNet::Pimc, pimc::kVectorCount, pimc::kVectorInputs,
                           pimc::kVectorLogits) <= 1e-5F);
  // Each network's vectors are another's mistakes: the two are not the same weights.
  CHECK(largest_difference(PolicyNet::Reading, pimc::kVectorCount, pimc::kVectorInputs,
                           pimc::kVectorLogits) > 0.1F);
}
